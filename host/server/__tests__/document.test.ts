/** @jest-environment node */
import { DEFAULT_CONFIG, jsonInScript, type PageState } from '@cargora/shared/server';
import { DEFAULT_SETTINGS } from '@cargora/shared/runtime';
import { renderDocument, sealDocument, sealable } from '../document';
import { remoteOrigins } from '../deploy-layout';
import { RenderCache } from '../render-cache';
import type { RenderResult } from '../render-protocol';

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head><title>t</title><!--cargora:head--><style>b{}</style></head><body><div id="root"><!--cargora:root--></div><!--cargora:state--><script>go()</script></body></html>';
const manifest = { catalog: { version: '1.2.3-abc', url: 'http://localhost:3001/1.2.3-abc/mf-manifest.json' } };
const state = { lang: 'ar' as const, currency: 'EUR', settings: { ...DEFAULT_SETTINGS, direction: 'rtl' as const } };
const pageState: PageState = {
  state,
  rates: { EUR: 0.9 },
  loaderData: { page: { text: '</script><script>alert(1)</script>' } },
  remote: 'catalog',
};
const render: RenderResult = {
  id: 1,
  status: 200,
  html: new TextEncoder().encode('<header>top</header><main><h1>Price $316 and $&amp; $1 ★ سعر</h1></main>'),
  styles: '<style data-styled="true">.a{}</style>',
  head: '<title>A page | Cargora</title>\n    <link rel="canonical" href="http://localhost:3000/a" data-seo>',
  // As the worker writes it (render-worker.tsx): the page state's JSON for its script element, as UTF-8.
  pageState: new TextEncoder().encode(jsonInScript(pageState)),
  remote: 'catalog',
  failures: [],
  ms: 5,
};

describe('the page the host server sends', () => {
  const html = sealDocument(renderDocument(TEMPLATE, { config: DEFAULT_CONFIG, manifest, state, render }), 'N0NCE');

  it('is in the visitor language and direction from the first byte, with the server HTML as it was rendered', () => {
    expect(html).toContain('<html lang="ar" dir="rtl">');
    // `$` sequences are page text, not replacement patterns.
    expect(html).toContain('<h1>Price $316 and $&amp; $1 ★ سعر</h1>');
    expect(html).not.toContain('id="boot"');
  });

  it('preconnects to the files origin the way images are fetched (no CORS)', () => {
    expect(html).toContain(`<link rel="preconnect" href="${new URL(DEFAULT_CONFIG.filesUrl).origin}">`);
  });

  it("has the page's own title and metadata instead of the template's", () => {
    expect(html).toContain('<title>A page | Cargora</title>');
    expect(html).not.toContain('<title>t</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/a" data-seo>');
    const shell = sealDocument(renderDocument(TEMPLATE, { config: DEFAULT_CONFIG, manifest, state, render: null }), 'N0NCE');
    expect(shell).toContain('<title>t</title>');
  });

  it('names the remote versions it was rendered with, and preloads the page remote’s texts in that version', () => {
    // Not its container script: the host's start-up asks for it, after the first paint.
    expect(html).not.toContain('remoteEntry.js');
    // In the page's language: the URL i18next asks for once the host's own texts are here.
    expect(html).toContain('<link rel="preload" as="fetch" href="http://localhost:3001/1.2.3-abc/locales/ar/catalog.json" crossorigin>');
    expect(html).toMatch(/<script nonce="N0NCE" id="cargora-remotes" type="application\/json">\{"catalog":\{"version":"1.2.3-abc"/);
  });

  it('carries the state hydration starts from, without any way out of its script element', () => {
    const state = /<script nonce="N0NCE" id="cargora-state" type="application\/json">([^<]*)<\/script>/.exec(html);
    expect(state).not.toBeNull();
    expect(JSON.parse(state![1]!)).toEqual(pageState);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('puts the nonce on every inline script and style, the server render styles included', () => {
    expect(html).toContain('<style nonce="N0NCE" data-styled="true">');
    expect(html).toContain('<script nonce="N0NCE">go()');
    expect(html).toContain('<meta property="csp-nonce" nonce="N0NCE">');
    expect(html.match(/<(script|style)(?![^>]*nonce="N0NCE")[\s>]/g)).toBeNull();
  });

  it("gives no nonce to a script inside the page's content, so the policy still blocks it", () => {
    const injected = { ...render, html: new TextEncoder().encode('<main><p>Hello</p><script>steal()</script><style>p{}</style></main>') };
    const page = sealDocument(renderDocument(TEMPLATE, { config: DEFAULT_CONFIG, manifest, state, render: injected }), 'N0NCE');
    expect(page).toContain('<main><p>Hello</p><script>steal()</script><style>p{}</style></main>');
    // The server's own inline scripts and styles still have it.
    expect(page).toContain('<style nonce="N0NCE" data-styled="true">');
    expect(page).toContain('<script nonce="N0NCE">go()');
  });

  it('is the shell the browser renders when there is no server render', () => {
    const shell = sealDocument(renderDocument(TEMPLATE, { config: DEFAULT_CONFIG, manifest, state, render: null }), 'N0NCE');
    expect(shell).toContain('<div id="root"><div id="boot" aria-hidden="true"></div></div>');
    expect(shell).not.toContain('cargora-state');
  });
});

describe('text from a request in the page', () => {
  // What an address, a title or a post can hold: the markers the page was once put together with, and every control
  // character (NUL included) and line separator.
  const hostile = `zz\u0000cargora-bytes\u0000yy\u0000cargora-nonce\u0000${Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('')}\u2028\u2029 $& $1`;
  const hostileState: PageState = { ...pageState, loaderData: { [hostile]: { text: hostile } } };
  const hostileRender: RenderResult = {
    ...render,
    head: `<title>${hostile} | Cargora</title>\n    <link rel="canonical" href="http://localhost:3000/country-directory-page/${hostile}" data-seo>`,
    html: new TextEncoder().encode(`<main><h1>${hostile}</h1></main>`),
    styles: `<style data-styled="true">.a{content:"${hostile}"}</style>`,
    pageState: new TextEncoder().encode(jsonInScript(hostileState)),
  };
  const html = sealDocument(renderDocument(TEMPLATE, { config: DEFAULT_CONFIG, manifest, state, render: hostileRender }), 'N0NCE');

  it('leaves the head, the HTML, the styles and the state as they were, each in its place', () => {
    expect(html).toContain(`<title>${hostile} | Cargora</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/country-directory-page/${hostile}" data-seo>`);
    expect(html).toContain(`<div id="root"><main><h1>${hostile}</h1></main></div>`);
    expect(html).toContain(`<style nonce="N0NCE" data-styled="true">.a{content:"${hostile}"}</style></head>`);
    const json = /<script nonce="N0NCE" id="cargora-state" type="application\/json">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(json![1]!)).toEqual(hostileState);
  });

  it('has the nonce where the same page without that text has it, and nowhere else', () => {
    const plain = sealDocument(renderDocument(TEMPLATE, { config: DEFAULT_CONFIG, manifest, state, render }), 'N0NCE');
    expect(html.split('N0NCE').length).toBe(plain.split('N0NCE').length);
  });
});

describe('the render cache', () => {
  it('renders once for requests that arrive together, then reuses the page until it expires', async () => {
    const cache = new RenderCache(50);
    const render = jest.fn(async () => ({ status: 200, seal: Object.assign(() => Buffer.from('x'), { needsFormToken: false }), manifest: {} }));
    await Promise.all([cache.get('k', render), cache.get('k', render), cache.get('k', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    await cache.get('k', render);
    expect(render).toHaveBeenCalledTimes(1);
    // Just expired: the old page goes out at once while it is rendered again.
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.get('k', render);
    expect(render).toHaveBeenCalledTimes(2);
    // Long expired: rendered again before it is sent.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await cache.get('k', render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('never keeps a partial render', async () => {
    const cache = new RenderCache(10_000);
    const render = jest.fn(async () => ({ status: 200, seal: Object.assign(() => Buffer.from('x'), { needsFormToken: false }), manifest: {}, keep: false }));
    await cache.get('k', render);
    await cache.get('k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('lets go of pages past their stale time (those of a replaced generation are never asked for again)', async () => {
    const cache = new RenderCache(20);
    const page = async () => ({ status: 200, seal: Object.assign(() => Buffer.from('x'), { needsFormToken: false }), manifest: {} });
    await cache.get('generation 1 /a', page);
    await cache.get('generation 1 /b', page);
    expect(cache.size()).toBe(2);
    // Six TTLs later, the next page kept sweeps them out.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await cache.get('generation 2 /a', page);
    expect(cache.size()).toBe(1);
  });

  it('sends a kept page at once however old while the workers are overloaded, and renders it again behind them', async () => {
    const cache = new RenderCache(10);
    const page = (body: string) => async () => ({ status: 200, seal: Object.assign(() => Buffer.from(body), { needsFormToken: false }), manifest: {} });
    await cache.get('k', page('first'));
    // Past its stale time (six TTLs): not sent any more when the workers can render it again …
    await new Promise((resolve) => setTimeout(resolve, 80));
    const overloadedRender = jest.fn(page('second'));
    // … but sent as it is to a request that would otherwise wait in a long queue, which renders it in the background.
    expect((await cache.get('k', overloadedRender, { overloaded: true })).seal('')).toEqual(Buffer.from('first'));
    expect(overloadedRender).toHaveBeenCalledWith(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('k', page('third'))).seal('')).toEqual(Buffer.from('second'));
  });

  it('keeps at most maxEntries pages, the oldest going first', async () => {
    const cache = new RenderCache(10_000, 2);
    const page = async () => ({ status: 200, seal: Object.assign(() => Buffer.from('x'), { needsFormToken: false }), manifest: {} });
    for (const key of ['a', 'b', 'c']) await cache.get(key, page);
    expect(cache.size()).toBe(2);
    const render = jest.fn(page);
    await cache.get('c', render);
    await cache.get('a', render);
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe('sealing a cached page', () => {
  it('gives each response its own nonce, on the meta and on every inline script and style, and nothing else changes', () => {
    const page = renderDocument(TEMPLATE, { config: DEFAULT_CONFIG, manifest, state, render });
    const seal = sealable(page);
    const one = seal('AAAA1111').toString('utf8');
    const two = seal('BBBB2222').toString('utf8');
    expect(one).toBe(sealDocument(page, 'AAAA1111'));
    // The render's HTML, as the worker's bytes, between the page's pieces, with no nonce beside it.
    expect(one).toContain('<div id="root"><header>top</header><main><h1>Price $316 and $&amp; $1 ★ سعر</h1></main></div>');
    expect(one).not.toContain('__NONCE__');
    expect(one.split('AAAA1111').join('BBBB2222')).toBe(two);
    const inline = one.match(/<(script|style)(?=[\s>])(?![^>]*\ssrc=)[^>]*>/g) ?? [];
    expect(inline.length).toBeGreaterThan(1);
    for (const tag of inline) expect(tag).toContain('nonce="AAAA1111"');
    expect(one).toContain('<meta property="csp-nonce" nonce="AAAA1111">');
  });
});

describe('the order of styles', () => {
  it('puts the render styles after the page base styles, as styled-components does in the browser', () => {
    const html = sealDocument(renderDocument(TEMPLATE, { config: DEFAULT_CONFIG, manifest, state, render }), 'N0NCE');
    expect(html.indexOf('data-styled')).toBeGreaterThan(html.indexOf('<style>b{}</style>'));
    expect(html.indexOf('data-styled')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('remoteOrigins', () => {
  it("gives each remote's origin once, worked out once per manifest", () => {
    const two = { ...manifest, content: { version: '2.0.0-def', url: 'http://localhost:3003/2.0.0-def/mf-manifest.json' }, careers: { version: '1', url: 'http://localhost:3001/1/mf-manifest.json' } };
    const origins = remoteOrigins(two);
    expect(origins).toEqual(['http://localhost:3001', 'http://localhost:3003']);
    expect(remoteOrigins(two)).toBe(origins);
    // Another manifest (a release) is worked out anew.
    expect(remoteOrigins({ ...two, content: { version: '3', url: 'https://cdn.test/3/mf-manifest.json' } })).toEqual(['http://localhost:3001', 'https://cdn.test']);
  });
});
