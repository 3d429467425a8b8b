// The page as the host's server sends it: the host build's index.html with the run-time config, the CSP nonce on
// everything inline, and either a server render (its HTML in #root, its styles, the state hydration starts from and
// the remote versions it was rendered with) or the bare shell the browser renders by itself.
import {
  PAGE_REMOTES_ELEMENT_ID,
  PAGE_STATE_ELEMENT_ID,
  type RenderState,
  type RuntimeConfig,
  escapeHtml,
  jsonInScript,
  textsPath,
} from '@cargora/shared/server';
import { remoteOrigins, type RemotesManifest } from './deploy-layout';
import type { RenderResult } from './render-protocol';

/** Every inline <script> and <style> of `html` gets the nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)(?=[\s>])(?![^>]*\ssrc=)/g, `<$1 nonce="${nonce}"`);
}

/** Marks where the nonce goes; never in a page (a nonce is base64). */
const NONCE_SLOT = '\u0000cargora-nonce\u0000';
/** Marks where bytes the worker sent go (the render's HTML, its page state), in order. */
const BYTES_SLOT = '\u0000cargora-bytes\u0000';

/** A page from renderDocument: its text with the nonce's slots, and what goes in its byte slots, in order. */
export interface PageDocument {
  text: string;
  inserts: Uint8Array[];
}

/** The host build's index.html with the nonce slot on its inline scripts and styles, for the last template read. */
let slottedTemplate: { template: string; slotted: string } | null = null;
function templateWithSlots(template: string): string {
  if (slottedTemplate?.template !== template) slottedTemplate = { template, slotted: withNonce(template, NONCE_SLOT) };
  return slottedTemplate.slotted;
}

export interface DocumentOptions {
  config: RuntimeConfig;
  manifest: RemotesManifest;
  state: RenderState;
  /** The server render; null for the shell the browser renders. */
  render: RenderResult | null;
}

/**
 * Without the nonce (a cached page gets a fresh one per response: see sealable). The slots for it are the inline
 * scripts and styles of the template and of what this server adds (its config, the render's styles, head and state),
 * placed as each piece is put in: the render's HTML (80 KB on a storefront) is never scanned, and an inline script in
 * a page's content (an agent's text, a post) gets no nonce, so the policy still blocks it.
 */
export function renderDocument(template: string, options: DocumentOptions): PageDocument {
  const { config, manifest, state, render } = options;
  const dir = state.settings.direction;
  const page = render?.remote ? manifest[render.remote] : undefined;
  const head = [
    // styled-components reads the nonce from here; host/src/index.ts hands it to notistack's style element too.
    `<meta property="csp-nonce" nonce="${NONCE_SLOT}">`,
    `<script nonce="${NONCE_SLOT}" id="cargora-config" type="application/json">${jsonInScript(config)}</script>`,
    ...[...remoteOrigins(manifest), new URL(config.apiUrl).origin].map((o) => `<link rel="preconnect" href="${escapeHtml(o)}" crossorigin>`),
    // Images (the cards' pictures, the largest paint of a list) come from the files origin without CORS.
    `<link rel="preconnect" href="${escapeHtml(new URL(config.filesUrl).origin)}">`,
    // The page's remote, in the version that rendered it: its manifest is fetched while the host boots.
    page ? `<link rel="preload" as="fetch" href="${escapeHtml(page.url)}" crossorigin>` : '',
    // And its texts in the page's language, which the browser asks for once the host's own have arrived.
    page && render?.remote
      ? `<link rel="preload" as="fetch" href="${escapeHtml(textsPath(new URL('.', page.url).href, render.remote, state.lang))}" crossorigin>`
      : '',
    render ? `<script nonce="${NONCE_SLOT}" id="${PAGE_REMOTES_ELEMENT_ID}" type="application/json">${jsonInScript(manifest)}</script>` : '',
    render?.status === 503 ? '<meta http-equiv="refresh" content="30">' : '',
    render?.head ? withNonce(render.head, NONCE_SLOT) : '',
  ].filter(Boolean);
  const root = render ? BYTES_SLOT : '<div id="boot" aria-hidden="true"></div>';
  const pageState = render ? `<script nonce="${NONCE_SLOT}" id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${BYTES_SLOT}</script>` : '';
  // The page's own title and description replace the site's defaults in the template.
  const base = templateWithSlots(template);
  const withMeta = render?.head
    ? base.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '')
    : base;
  const text = withMeta
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${state.lang}" dir="${dir}">`)
    .replace('<!--cargora:head-->', () => head.join('\n    '))
    // The render's styles last in the head, where styled-components puts its own in the browser: after the page's
    // base styles, so the theme (a dark body) wins over them.
    .replace('</head>', () => `${render?.styles ? withNonce(render.styles, NONCE_SLOT) : ''}</head>`)
    // Functions, not strings: a `$` in the page (prices) is not a replacement pattern.
    .replace('<!--cargora:root-->', () => root)
    .replace('<!--cargora:state-->', () => pageState);
  // The root comes before the state in the template.
  return { text, inserts: render ? [render.html, render.pageState] : [] };
}

/** The nonce into a document from renderDocument. */
export function sealDocument(page: PageDocument, nonce: string): string {
  return sealable(page)(nonce).toString('utf8');
}

/**
 * A document from renderDocument, ready to be sealed with any nonce: cut at its nonce slots and encoded as UTF-8
 * once (the render's HTML and page state are bytes already and are not looked at), then per response only its
 * pieces and the nonce are copied together. A cached page is sent many times, each with a nonce of its own; on an
 * 80 KB storefront with a few non-Latin characters (a string V8 then keeps in two bytes a character), encoding it
 * took about 2 ms a response.
 */
export function sealable(page: PageDocument): (nonce: string) => Buffer {
  // The pieces in order; null where the nonce goes.
  const pieces: (Uint8Array | null)[] = [];
  page.text.split(BYTES_SLOT).forEach((text, i) => {
    if (i > 0) pieces.push(page.inserts[i - 1] ?? new Uint8Array(0));
    text.split(NONCE_SLOT).forEach((part, j) => {
      if (j > 0) pieces.push(null);
      pieces.push(Buffer.from(part, 'utf8'));
    });
  });
  return (nonce) => {
    const slot = Buffer.from(nonce, 'utf8');
    return Buffer.concat(pieces.map((piece) => piece ?? slot));
  };
}
