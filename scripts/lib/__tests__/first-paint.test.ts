import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { writeManifestAtomic } from '../deploy';
import { firstPaintGuard, liveFirstPaint, renderIndexHtml } from '../servers';

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
  writeManifestAtomic(dir, { catalog: { version, url: `http://localhost:3001/${version}/mf-manifest.json` } });
const paint = (text: string) => ({ remote: 'catalog', routes: ['/', '/landing-page'], lang: 'en', html: `<h1>${text}</h1>` });

describe('first paint in the host page', () => {
  it('inlines the live catalog version’s first paint on its routes only', () => {
    const dir = deployWith({ v1: paint('Hero one') });
    live(dir, 'v1');
    const landing = renderIndexHtml(TEMPLATE, dir, '/landing-page');
    expect(landing).toContain('<div id="cargora-first-paint" data-remote="catalog" data-path="/landing-page" inert');
    expect(landing).toContain('<h1>Hero one</h1>');
    expect(renderIndexHtml(TEMPLATE, dir, '/')).toContain('Hero one');
    const other = renderIndexHtml(TEMPLATE, dir, '/allServices');
    expect(other).not.toContain('cargora-first-paint');
    expect(other).not.toContain('<!--cargora:first-paint-->');
  });

  it('follows releases and rollbacks of the catalog', () => {
    const dir = deployWith({ v1: paint('Hero one'), v2: paint('Hero two') });
    live(dir, 'v2');
    expect(renderIndexHtml(TEMPLATE, dir, '/landing-page')).toContain('Hero two');
    live(dir, 'v1');
    expect(renderIndexHtml(TEMPLATE, dir, '/landing-page')).toContain('Hero one');
  });

  it('ignores a missing, malformed or mislabelled file', () => {
    const dir = deployWith({ none: undefined, bad: '{not json', other: { ...paint('x'), remote: 'careers' } });
    for (const version of ['none', 'bad', 'other']) {
      live(dir, version);
      expect(liveFirstPaint(dir, '/landing-page')).toBeNull();
      expect(renderIndexHtml(TEMPLATE, dir, '/landing-page')).not.toContain('cargora-first-paint');
    }
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
    expect(run('en', { i18nextLng: 'en', settings: JSON.stringify({ mode: 'light', direction: 'ltr', contentWidth: 'boxed', skin: 'default', themeColor: 'primary' }) })).toBe(false);
  });

  it('drops it when the page will look different', () => {
    expect(run('en', { i18nextLng: 'fr' })).toBe(true);
    expect(run('en', { settings: JSON.stringify({ mode: 'dark' }) })).toBe(true);
    expect(run('en', { settings: JSON.stringify({ direction: 'rtl' }) })).toBe(true);
    expect(run('en', { settings: JSON.stringify({ contentWidth: 'full' }) })).toBe(true);
    expect(run('en', { settings: JSON.stringify({ skin: 'bordered' }) })).toBe(true);
    expect(run('en', { settings: JSON.stringify({ themeColor: 'blue' }) })).toBe(true);
  });

  it('never throws on broken storage', () => {
    expect(run('en', { settings: '{broken' })).toBe(false);
  });
});
