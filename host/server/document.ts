// The page as the host's server sends it: the host build's index.html with the run-time config, the CSP nonce on
// everything inline, and either a server render (its HTML in #root, its styles, the state hydration starts from and
// the remote versions it was rendered with) or the bare shell the browser renders by itself.
import {
  FORM_TOKEN_PLACEHOLDER,
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

/** An inline <script> or <style> tag's opening, up to where its nonce attribute goes. */
const INLINE_TAG = /<(script|style)(?=[\s>])(?![^>]*\ssrc=)/g;

/** Every inline <script> and <style> of `html` gets the nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replace(INLINE_TAG, `<$1 nonce="${nonce}"`);
}

/** Where the nonce goes in a page's pieces: a value no text or bytes can be. */
const NONCE = Symbol('nonce');
/** Where the visitor's anti-forgery token goes (the render's FORM_TOKEN_PLACEHOLDER in a form's hidden field). */
const FORM_TOKEN = Symbol('form token');
type Piece = string | Uint8Array | typeof NONCE | typeof FORM_TOKEN;
const PLACEHOLDER_BYTES = Buffer.from(FORM_TOKEN_PLACEHOLDER, 'utf8');

/** The render's HTML, cut where a form's token goes (the worker says whether there is one: the HTML is not scanned otherwise). */
function withFormTokens(html: Uint8Array, hasFormToken: boolean | undefined): Piece[] {
  if (!hasFormToken) return [html];
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const pieces: Piece[] = [];
  let from = 0;
  for (let at = bytes.indexOf(PLACEHOLDER_BYTES); at >= 0; at = bytes.indexOf(PLACEHOLDER_BYTES, from)) {
    pieces.push(bytes.subarray(from, at), FORM_TOKEN);
    from = at + PLACEHOLDER_BYTES.length;
  }
  pieces.push(bytes.subarray(from));
  return pieces;
}

/**
 * A page from renderDocument: its pieces in order (the server's text, the worker's bytes, and where the nonce goes).
 * The page is put together from them, never by looking for a marker in its text: no address, title or post can
 * change how it is put together.
 */
export interface PageDocument {
  pieces: readonly Piece[];
}

/** `html` cut where its inline scripts and styles take the nonce. */
function noncePieces(html: string): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  for (const tag of html.matchAll(INLINE_TAG)) {
    const end = tag.index + tag[0].length;
    pieces.push(`${html.slice(from, end)} nonce="`, NONCE, '"');
    from = end;
  }
  pieces.push(html.slice(from));
  return pieces;
}

/** The places in the build's index.html where this server puts something, in the order they come in it. */
const TEMPLATE_SLOTS = ['<!--cargora:head-->', '</head>', '<!--cargora:root-->', '<!--cargora:state-->'] as const;
type TemplateSlot = (typeof TEMPLATE_SLOTS)[number];

/**
 * The template cut at its slots (each part with the nonce's places), before anything from a request is in it. A slot
 * the template lacks takes nothing. `</head>` stays in the part after its slot (what goes there goes before it).
 */
interface CutTemplate {
  parts: Piece[][];
  /** The slot after each part but the last (null: not in the template). */
  slots: (TemplateSlot | null)[];
}
function cutTemplate(template: string): CutTemplate {
  const parts: Piece[][] = [];
  const slots: (TemplateSlot | null)[] = [];
  let rest = template;
  for (const slot of TEMPLATE_SLOTS) {
    const at = rest.indexOf(slot);
    if (at < 0) continue;
    parts.push(noncePieces(rest.slice(0, at)));
    slots.push(slot);
    rest = rest.slice(slot === '</head>' ? at : at + slot.length);
  }
  parts.push(noncePieces(rest));
  return { parts, slots };
}

/** The template cut, with and without its own title and description, for the last template read. */
let cutTemplates: { template: string; whole: CutTemplate; withoutMeta: CutTemplate } | null = null;
function templateParts(template: string, ownMeta: boolean): CutTemplate {
  if (cutTemplates?.template !== template) {
    const withoutMeta = template.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
    cutTemplates = { template, whole: cutTemplate(template), withoutMeta: cutTemplate(withoutMeta) };
  }
  return ownMeta ? cutTemplates.withoutMeta : cutTemplates.whole;
}

export interface DocumentOptions {
  config: RuntimeConfig;
  manifest: RemotesManifest;
  state: RenderState;
  /** The server render; null for the shell the browser renders. */
  render: RenderResult | null;
}

/**
 * Without the nonce (a cached page gets a fresh one per response: see sealable). Its places are the inline scripts
 * and styles of the template and of what this server adds (its config, the render's styles, head and state), found
 * as each piece is put in: the render's HTML (80 KB on a storefront) is never scanned, and an inline script in a
 * page's content (an agent's text, a post) gets no nonce, so the policy still blocks it.
 */
export function renderDocument(template: string, options: DocumentOptions): PageDocument {
  const { config, manifest, state, render } = options;
  const dir = state.settings.direction;
  const page = render?.remote ? manifest[render.remote] : undefined;
  const script = (id: string, json: Piece[]): Piece[] => ['<script nonce="', NONCE, `" id="${id}" type="application/json">`, ...json, '</script>'];
  const headParts: Piece[][] = [
    // styled-components reads the nonce from here; host/src/index.ts hands it to notistack's style element too.
    ['<meta property="csp-nonce" nonce="', NONCE, '">'],
    script('cargora-config', [jsonInScript(config)]),
    ...[...remoteOrigins(manifest), new URL(config.apiUrl).origin].map((o) => [`<link rel="preconnect" href="${escapeHtml(o)}" crossorigin>`]),
    // Images (the cards' pictures, the largest paint of a list) come from the files origin without CORS.
    [`<link rel="preconnect" href="${escapeHtml(new URL(config.filesUrl).origin)}">`],
    // The page remote's texts in the page's language, in the version that rendered it, which the browser asks for once
    // the host's own have arrived. Not its container (remoteEntry.js, 9 KB gzip): the host's start-up loads it once
    // its scripts run; preloaded here, it would share the slow network with the first paint's document and pictures.
    page && render?.remote
      ? [`<link rel="preload" as="fetch" href="${escapeHtml(textsPath(new URL('.', page.url).href, render.remote, state.lang))}" crossorigin>`]
      : [],
    render ? script(PAGE_REMOTES_ELEMENT_ID, [jsonInScript(manifest)]) : [],
    render?.status === 503 ? ['<meta http-equiv="refresh" content="30">'] : [],
    render?.head ? noncePieces(render.head) : [],
  ];
  const head = headParts.filter((pieces) => pieces.length > 0);
  const inSlot: Record<TemplateSlot, Piece[]> = {
    '<!--cargora:head-->': head.flatMap((pieces, i) => (i > 0 ? ['\n    ', ...pieces] : pieces)),
    // The render's styles last in the head, where styled-components puts its own in the browser: after the page's
    // base styles, so the theme (a dark body) wins over them.
    '</head>': render?.styles ? noncePieces(render.styles) : [],
    '<!--cargora:root-->': render ? withFormTokens(render.html, render.hasFormToken) : ['<div id="boot" aria-hidden="true"></div>'],
    '<!--cargora:state-->': render ? script(PAGE_STATE_ELEMENT_ID, [render.pageState]) : [],
  };
  // The page's own title and description replace the site's defaults in the template.
  const { parts, slots } = templateParts(template, Boolean(render?.head));
  const pieces: Piece[] = [];
  parts.forEach((part, i) => {
    pieces.push(...part);
    const slot = slots[i];
    if (slot) pieces.push(...inSlot[slot]);
  });
  // The visitor's language and direction (one of the site's: RenderState holds no other) on the template's <html>.
  const first = pieces[0];
  if (typeof first === 'string') {
    pieces[0] = first.replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html lang="${escapeHtml(state.lang)}" dir="${escapeHtml(dir)}">`);
  }
  return { pieces };
}

/** The nonce into a document from renderDocument. */
export function sealDocument(page: PageDocument, nonce: string): string {
  return sealable(page)(nonce).toString('utf8');
}

/**
 * A document from renderDocument, ready to be sealed with any nonce: its text encoded as UTF-8 once (the render's
 * HTML and page state are bytes already and are not looked at), then per response only its pieces and the nonce are
 * copied together. A cached page is sent many times, each with a nonce of its own; on an 80 KB storefront with a few
 * non-Latin characters (a string V8 then keeps in two bytes a character), encoding it took about 2 ms a response.
 */
export type Sealable = ((nonce: string, formToken?: string) => Buffer) & {
  /** The page holds a form that posts to the server: send it with the visitor's anti-forgery token. */
  needsFormToken: boolean;
};

export function sealable(page: PageDocument): Sealable {
  // The pieces in order, neighbouring texts encoded together; null where the nonce goes.
  const encoded: (Uint8Array | typeof NONCE | typeof FORM_TOKEN)[] = [];
  let text = '';
  for (const piece of page.pieces) {
    if (typeof piece === 'string') {
      text += piece;
      continue;
    }
    if (text) encoded.push(Buffer.from(text, 'utf8'));
    text = '';
    encoded.push(piece);
  }
  if (text) encoded.push(Buffer.from(text, 'utf8'));
  const seal = (nonce: string, formToken = '') => {
    const slot = Buffer.from(nonce, 'utf8');
    const token = Buffer.from(formToken, 'utf8');
    return Buffer.concat(encoded.map((piece) => (piece === NONCE ? slot : piece === FORM_TOKEN ? token : piece)));
  };
  return Object.assign(seal, { needsFormToken: encoded.includes(FORM_TOKEN) });
}
