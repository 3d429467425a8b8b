// The host page as the server sends it: index.html from the host's build, with the run-time config, early hints for
// the landing remote, the live catalog version's first paint where it has one, and the CSP nonce on everything inline.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_PAINT_ELEMENT_ID,
  FIRST_PAINT_FILE,
  FIRST_PAINT_SETTINGS,
  REMOTE_NAMES,
  STORAGE_KEYS,
  type FirstPaint,
  type RuntimeConfig,
} from '@cargora/shared/server';
import { readManifest, remoteOrigins, versionDir, type RemotesManifest } from './deploy-layout';

/** The first paint the live version of each remote ships for `pathname`, if any (read once per version). */
const firstPaints = new Map<string, FirstPaint | null>();
export function liveFirstPaint(dir: string, pathname: string, manifest: RemotesManifest = readManifest(dir)): FirstPaint | null {
  for (const remote of REMOTE_NAMES) {
    const release = manifest[remote];
    if (!release) continue;
    const file = join(versionDir(dir, remote, release.version), FIRST_PAINT_FILE);
    if (!firstPaints.has(file)) {
      let paint: FirstPaint | null = null;
      try {
        paint = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstPaint) : null;
      } catch {
        paint = null; // a malformed file only costs the early paint
      }
      firstPaints.set(file, paint && paint.remote === remote && Array.isArray(paint.routes) && typeof paint.html === 'string' ? paint : null);
    }
    const paint = firstPaints.get(file);
    if (paint && paint.routes.includes(pathname)) return paint;
  }
  return null;
}

/**
 * Runs as the page is parsed, right after the first paint: drops it when the visitor's stored language or display
 * settings (those in FIRST_PAINT_SETTINGS, which the paint was rendered with) would make it look different.
 */
export function firstPaintGuard(lang: string): string {
  const keys = JSON.stringify({ language: STORAGE_KEYS.language, settings: STORAGE_KEYS.settings });
  return `(function(){var k=${keys},d=${JSON.stringify(FIRST_PAINT_SETTINGS)},e=document.getElementById(${JSON.stringify(FIRST_PAINT_ELEMENT_ID)});if(!e)return;try{var l=localStorage.getItem(k.language),s=JSON.parse(localStorage.getItem(k.settings)||'{}')||{},x=l&&l!==${JSON.stringify(lang)};for(var n in d)if(s[n]&&s[n]!==d[n])x=true;if(x)e.remove()}catch(x){}})();`;
}

/** Every inline <script> and <style> of the page gets the nonce (the page's own, from its build and this server). */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)(?=[\s>])(?![^>]*\ssrc=)/g, `<$1 nonce="${nonce}"`);
}

export interface IndexHtmlOptions {
  deployDir: string;
  pathname: string;
  config: RuntimeConfig;
  nonce: string;
  manifest?: RemotesManifest;
}

export function renderIndexHtml(template: string, options: IndexHtmlOptions): string {
  const { config, deployDir, pathname, nonce } = options;
  const manifest = options.manifest ?? readManifest(deployDir);
  const head = [
    // styled-components reads the nonce from here; host/src/index.ts hands it to notistack's style element too.
    `<meta property="csp-nonce" nonce="${nonce}">`,
    `<script id="cargora-config" type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`,
    ...[...remoteOrigins(manifest), new URL(config.apiUrl).origin].map((o) => `<link rel="preconnect" href="${o}" crossorigin>`),
    // The landing page is where most visits start: fetch its remote's manifest while the host boots.
    manifest.catalog ? `<link rel="preload" as="fetch" href="${manifest.catalog.url}" crossorigin>` : '',
  ].join('\n    ');
  const paint = liveFirstPaint(deployDir, pathname, manifest);
  const body = paint
    ? // inert: nothing typed into it can be lost when the app takes over; it becomes usable a moment later.
      `<div id="${FIRST_PAINT_ELEMENT_ID}" data-remote="${paint.remote}" data-path="${encodeURI(pathname)}" inert aria-busy="true" aria-disabled="true">${paint.html}</div>` +
      `<script>${firstPaintGuard(paint.lang)}</script>`
    : '';
  return withNonce(template.replace('<!--cargora:head-->', head).replace('<!--cargora:first-paint-->', body), nonce);
}
