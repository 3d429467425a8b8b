/** @jest-environment node */
// The top bar's preferences form without JavaScript: GET /preferences stores the language and the currency in the
// preferences cookie and sends the visitor back to the page they were on (this site's pages only).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG, PREFERENCES_COOKIE, parseRenderState, preferencesCookie } from '@cargora/shared/server';
import { DEFAULT_SETTINGS } from '@cargora/shared/runtime';
import { createHostServer } from '../host-server';

describe('GET /preferences', () => {
  let dir: string;
  let app: Awaited<ReturnType<typeof createHostServer>>;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cargora-prefs-'));
    mkdirSync(join(dir, 'dist', 'client'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'client', 'index.html'), '<head><!--cargora:head--></head><body><div id="root"><!--cargora:root--></div></body>');
    app = await createHostServer({ distDir: join(dir, 'dist'), deployDir: dir, config: DEFAULT_CONFIG, rendering: false, log: () => undefined });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ask = async (query: string, cookie?: string) => {
    const res = await fetch(`${base}/preferences?${query}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    const value = /cargora_prefs=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1];
    return { status: res.status, location: res.headers.get('location'), state: parseRenderState(value), cacheControl: res.headers.get('cache-control') };
  };

  it('stores the language and the currency and goes back to the page, without a lang that would undo it', async () => {
    const result = await ask(`lang=fr&currency=EUR&back=${encodeURIComponent('/allServices?lang=en&sort=price_asc')}`);
    expect(result).toMatchObject({ status: 303, location: '/allServices?sort=price_asc', cacheControl: 'no-store' });
    expect(result.state).toMatchObject({ lang: 'fr', currency: 'EUR', settings: { direction: 'ltr' } });
  });

  it('takes a currency by its name in the chosen language, and Arabic turns the page right to left', async () => {
    expect((await ask('lang=fr&currency=yen%20japonais&back=/')).state.currency).toBe('JPY');
    expect((await ask('lang=ar&currency=eur&back=/')).state).toMatchObject({ lang: 'ar', currency: 'EUR', settings: { direction: 'rtl' } });
  });

  it('keeps what it cannot read, keeps the other preferences, and never sends the visitor off the site', async () => {
    const before = preferencesCookie({ lang: 'fr', currency: 'GBP', settings: { ...DEFAULT_SETTINGS, mode: 'dark' } }, false).split(';')[0]!;
    const result = await ask('lang=xx&currency=dollar&back=//evil.example/x', before);
    expect(result.state).toMatchObject({ lang: 'fr', currency: 'GBP', settings: { mode: 'dark' } });
    expect(result.location).toBe('/landing-page');
    for (const back of ['https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect((await ask(`lang=en&back=${encodeURIComponent(back)}`)).location).toBe('/landing-page');
    }
    expect(PREFERENCES_COOKIE).toBe('cargora_prefs');
  });
});
