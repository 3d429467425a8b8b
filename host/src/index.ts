// The async boundary: shared singletons are negotiated before any React code runs.
// Start-up is evaluated in steps, each in its own task, so a slow phone's main thread is never blocked for the
// whole start-up at once: the federation runtime (main.js itself), each shared library of the one singleton list
// (STARTUP_SINGLETONS, in its order), then the app (which renders). In production every chunk of these steps has
// already arrived and registered before main.js runs (shared/build/startup-scripts-plugin.ts), so a step costs no
// network round trip: each import only evaluates.
import { STARTUP_SINGLETONS, type StartupSingleton } from '@cargora/shared/build/singletons';
import { nextTask } from './app/scheduling';

// The page's CSP nonce, for the libraries that add <style> elements: styled-components reads the meta itself,
// notistack's style engine (goober) reads window.__nonce__.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) (window as { __nonce__?: string }).__nonce__ = nonce;

// One import per singleton of the list: a missing or extra entry is a type error.
const imports = {
  react: () => import('react'),
  'react-dom': () => import('react-dom/client'),
  'react-router-dom': () => import('react-router-dom'),
  'styled-components': () => import('styled-components'),
  zustand: () => import('zustand'),
  i18next: () => import('i18next'),
  'react-i18next': () => import('react-i18next'),
  '@cargora/shared/contracts': () => import('@cargora/shared/contracts'),
  '@cargora/shared/runtime': () => import('@cargora/shared/runtime'),
  '@cargora/shared/ui': () => import('@cargora/shared/ui'),
} satisfies Record<StartupSingleton, () => Promise<unknown>>;

const steps: (() => Promise<unknown>)[] = [...STARTUP_SINGLETONS.map((name) => imports[name]), () => import('./bootstrap')];

async function start() {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

void start();
