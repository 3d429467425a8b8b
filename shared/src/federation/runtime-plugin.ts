// Federation runtime plugin used by every package: the spec's 120 s limit on remote entries,
// preload links and manifest fetches (the runtime's own default is 20 s). Load outcomes are reported by
// the host's remote registry, once per load, with the remote's name and live version.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS } from '../constants';
import { fetchWithTimeout } from './fetch-with-timeout';

function applyAttrs(el: HTMLElement, attrs: Record<string, unknown> | undefined) {
  if (!attrs) return;
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'async' || name === 'defer') (el as HTMLScriptElement)[name] = Boolean(value);
    else if (value !== undefined && value !== null) el.setAttribute(name, String(value));
  }
}

export default function cargoraRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cargora-runtime-plugin',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      applyAttrs(script, attrs);
      return { script, timeout: CHUNK_LOAD_TIMEOUT_MS };
    },
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      link.setAttribute('href', url);
      applyAttrs(link, attrs);
      return { link, timeout: CHUNK_LOAD_TIMEOUT_MS };
    },
    fetch(url, init) {
      return fetchWithTimeout(url, init, CHUNK_LOAD_TIMEOUT_MS);
    },
  };
}
