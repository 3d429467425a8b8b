/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { DEFAULT_CONFIG, FIRST_PAINT_SETTINGS } from '@cargora/shared/server';
import { firstPaintGuard, liveFirstPaint, renderIndexHtml, withNonce } from '../index-html';

const TEMPLATE = '<head><!--cargora:head--></head><body><div id="root"><div id="boot"></div><!--cargora:first-paint--></div></body>';

function deployWith(paints: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'cargora-first-paint-'));
  for (const [version, paint] of Object.entries(paints)) {
    mkdirSync(join(dir, 'catalog', version), { recursive: true });
    if (paint !== undefined) writeFileSync(join(dir, 'catalog', version, 'first-paint.json'), typeof paint === 'string' ? paint : JSON.stringify(paint));
  }
  return dir;
}
const live = (dir: string, version: string) =>
  writeFileSync(join(dir, 'remotes.json'), JSON.stringify({ catalog: { version, url: `http://localhost:3001/${version}/mf-manifest.json` } }));
const render = (dir: string, pathname: string) => renderIndexHtml(TEMPLATE, { deployDir: dir, pathname, config: DEFAULT_CONFIG, nonce: 'n0nce' });
const paint = (text: string) => ({ remote: 'catalog', routes: ['/', '/landing-page'], lang: 'en', html: `<h1>${text}</h1>` });

describe('first paint in the host page', () => {
  it('inlines the live catalog version’s first paint on its routes only', () => {
    const dir = deployWith({ v1: paint('Hero one') });
    live(dir, 'v1');
    const landing = render(dir, '/landing-page');
    expect(landing).toContain('<div id="cargora-first-paint" data-remote="catalog" data-path="/landing-page" inert');
    expect(landing).toContain('<h1>Hero one</h1>');
    expect(render(dir, '/')).toContain('Hero one');
    const other = render(dir, '/allServices');
    expect(other).not.toContain('cargora-first-paint');
    expect(other).not.toContain('<!--cargora:first-paint-->');
  });

  it('follows releases and rollbacks of the catalog', () => {
    const dir = deployWith({ v1: paint('Hero one'), v2: paint('Hero two') });
    live(dir, 'v2');
    expect(render(dir, '/landing-page')).toContain('Hero two');
    live(dir, 'v1');
    expect(render(dir, '/landing-page')).toContain('Hero one');
  });

  it('ignores a missing, malformed or mislabelled file', () => {
    const dir = deployWith({ none: undefined, bad: '{not json', other: { ...paint('x'), remote: 'careers' } });
    for (const version of ['none', 'bad', 'other']) {
      live(dir, version);
      expect(liveFirstPaint(dir, '/landing-page')).toBeNull();
      expect(render(dir, '/landing-page')).not.toContain('cargora-first-paint');
    }
  });
});

describe('the page’s inline scripts and styles', () => {
  it('all carry the nonce, scripts with a src do not need it', () => {
    const dir = deployWith({ v1: { ...paint('Hero'), html: '<style data-first-paint-style>h1{}</style><h1>Hero</h1>' } });
    live(dir, 'v1');
    const html = render(dir, '/landing-page');
    expect(html).toContain('<meta property="csp-nonce" nonce="n0nce">');
    expect(html).toContain('<script nonce="n0nce" id="cargora-config" type="application/json">');
    expect(html).toContain('<style nonce="n0nce" data-first-paint-style>');
    expect(html.match(/<script nonce="n0nce">/g)).toHaveLength(1); // the first-paint guard
    expect(withNonce('<script src="/a.js"></script><script>x()</script><scripts>', 'n')).toBe('<script src="/a.js"></script><script nonce="n">x()</script><scripts>');
  });
});

describe('the first paint guard', () => {
  function run(lang: string, stored: Record<string, string>): boolean {
    let removed = false;
    const element = { remove: () => (removed = true) };
    runInNewContext(firstPaintGuard(lang), {
      document: { getElementById: (id: string) => (id === 'cargora-first-paint' ? element : null) },
      localStorage: { getItem: (key: string) => stored[key] ?? null },
    });
    return removed;
  }

  it('keeps it for a first visit and for matching preferences', () => {
    expect(run('en', {})).toBe(false);
    expect(run('en', { i18nextLng: 'en', settings: JSON.stringify({ ...FIRST_PAINT_SETTINGS, navHidden: true, toastPosition: 'top-left' }) })).toBe(false);
  });

  it('drops it when the page will look different', () => {
    expect(run('en', { i18nextLng: 'fr' })).toBe(true);
    expect(run('en', { settings: JSON.stringify({ mode: 'dark' }) })).toBe(true);
    expect(run('en', { settings: JSON.stringify({ direction: 'rtl' }) })).toBe(true);
    expect(run('en', { settings: JSON.stringify({ contentWidth: 'full' }) })).toBe(true);
    expect(run('en', { settings: JSON.stringify({ skin: 'bordered' }) })).toBe(true);
    expect(run('en', { settings: JSON.stringify({ themeColor: 'blue' }) })).toBe(true);
  });

  it('checks every setting the first paint is rendered with, from the one default settings object', () => {
    expect(Object.keys(FIRST_PAINT_SETTINGS).sort()).toEqual(['contentWidth', 'direction', 'mode', 'skin', 'themeColor']);
    for (const key of Object.keys(FIRST_PAINT_SETTINGS)) expect(run('en', { settings: JSON.stringify({ [key]: 'something-else' }) })).toBe(true);
  });

  it('never throws on broken storage', () => {
    expect(run('en', { settings: '{broken' })).toBe(false);
  });
});
