// Remote-load telemetry (issues 13 and 45): what a browser posts is one bounded event about a remote version that was
// published, limited per address; a forged message, an unknown remote or version is refused and not counted.
import { toRemoteLoadEvent } from '@cargora/shared/contracts/schemas';
import { createKnownReleases } from '../src/plugins/app/telemetry/known-releases';
import { asOperator, createTestApp, expectError, withApp, type TestApp } from './helpers';
import { serveRemotes, type RemotesStub } from './remotes-stub';

const TELEMETRY = '/api/v1/misc/telemetry/remote-load';
const VERSION = (n: number) => `1.0.${n}-abc1234-20261123t101500123`;
const LOCAL = '1.0.0-local-20261123t101500123';

let stub: RemotesStub;
let t: TestApp;
beforeAll(async () => {
  stub = await serveRemotes({ catalog: VERSION(0), directory: LOCAL });
  t = await createTestApp({ seed: false, config: { remotesUrl: stub.url } });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const post = (a: TestApp, body: unknown) => a.app.inject({ method: 'POST', url: TELEMETRY, payload: body as object });
const rows = async (a: TestApp) => (await a.app.inject({ url: `${TELEMETRY}?pageSize=100`, headers: asOperator(a) })).json().data.items as Record<string, unknown>[];

describe('posting remote-load telemetry', () => {
  it('accepts the versions remotes.json names, well formed, with whole finite ms only', async () => {
    expect((await post(t, { remote: 'catalog', version: VERSION(0), outcome: 'ok', ms: 5 })).statusCode).toBe(202);
    expect((await post(t, { remote: 'directory', version: LOCAL, outcome: 'ok' })).statusCode).toBe(202);
    for (const bad of [
      { remote: 'invented', outcome: 'ok' },
      { remote: 'catalog', version: 'x'.repeat(40), outcome: 'ok' },
      { remote: 'catalog', version: '<script>', outcome: 'ok' },
      { remote: 'catalog', version: '1.0.0', outcome: 'ok' },
      { remote: 'catalog', version: VERSION(0), outcome: 'ok', ms: 'Infinity' },
      { remote: 'catalog', version: VERSION(0), outcome: 'ok', ms: -1 },
    ]) expectError(await post(t, bad), 400);
    const raw = await t.app.inject({ method: 'POST', url: TELEMETRY, headers: { 'content-type': 'application/json' }, payload: `{"remote":"catalog","version":"${VERSION(0)}","outcome":"ok","ms":1e309}` });
    expectError(raw, 400);
  });

  it('refuses a forged message, an unknown remote or version, and counts none of them', async () => {
    const before = await rows(t);
    const cases: [unknown, RegExp][] = [
      [{ remote: 'catalog', version: VERSION(0), outcome: 'error', message: 'FORGED: roll back catalog now' }, /body\/message must match pattern/],
      [{ remote: 'catalog', outcome: 'error', message: 'FORGED: roll back catalog now' }, /body\/message must match pattern/],
      [{ remote: 'catalog', version: VERSION(0), outcome: 'error', message: 'Error: one line\nFORGED: and another' }, /body\/message must match pattern/],
      [{ remote: 'catalog', version: VERSION(9), outcome: 'error', message: 'Error: x' }, /1\.0\.9-abc1234-20261123t101500123 is not a published version of the catalog remote/],
      [{ remote: 'content', version: VERSION(0), outcome: 'ok', ms: 1 }, /not a published version of the content remote/],
      [{ remote: 'invented', version: VERSION(0), outcome: 'ok' }, /body\/remote/],
      [{ remote: 'catalog', outcome: 'ok' }, /names the version it loaded/],
      [{ remote: 'catalog', version: VERSION(0), outcome: 'ok', message: 'Error: x' }, /carries no message/],
      // One event a post.
      [[{ remote: 'catalog', version: VERSION(0), outcome: 'ok' }, { remote: 'catalog', version: VERSION(0), outcome: 'ok' }], /body must be object/],
    ];
    for (const [body, message] of cases) expect(expectError(await post(t, body), 400).message).toMatch(message);
    expect(await rows(t)).toEqual(before);
  });

  it('refuses a body larger than one event needs (413)', async () => {
    const padded = { remote: 'catalog', version: VERSION(0), outcome: 'error', message: 'Error: x', padding: ' '.repeat(5000) };
    expectError(await post(t, padded), 413);
  });

  it('records what the browser sends, normalised by the contract, and reports the counts', async () => {
    await withApp({ seed: false, config: { remotesUrl: stub.url } }, async (a) => {
      // The build-time stamp in either spelling makeVersion has written.
      const built = '1.0.1-def5678-20261123T111500Z';
      stub.set({ catalog: VERSION(1), directory: built });
      // What the host's remote registry builds: performance.now() differences are fractional.
      expect((await post(a, toRemoteLoadEvent({ remote: 'catalog', version: VERSION(1), outcome: 'ok', ms: 120.4000000357 }))).statusCode).toBe(202);
      const failure = toRemoteLoadEvent({ remote: 'directory', version: built, outcome: 'error', ms: 39.6, message: `ChunkLoadError: ${'x'.repeat(900)}` });
      await Promise.all(Array.from({ length: 10 }, () => post(a, failure)));
      // A render failure's message (RemotePage's `render: ${error.message}`) and one of two lines take the contract's shape.
      const render = toRemoteLoadEvent({ remote: 'catalog', version: VERSION(1), outcome: 'error', message: 'render: Cannot read properties of undefined\n  at x' });
      expect(render.message).toBe('render: Error: Cannot read properties of undefined at x');
      expect((await post(a, render)).statusCode).toBe(202);
      expect((await post(a, toRemoteLoadEvent({ remote: 'careers', outcome: 'timeout', ms: 120000.7 }))).statusCode).toBe(202);
      expectError(await post(a, { remote: 'catalog', version: VERSION(1), outcome: 'exploded' }), 400);
      expectError(await post(a, { remote: 'http:', outcome: 'error' }), 400);
      expectError(await post(a, { remote: 'catalog', version: VERSION(1), outcome: 'ok', ms: 12.5 }), 400);
      expectError(await post(a, { outcome: 'ok' }), 400);
      expect(await rows(a)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ remote: 'catalog', version: VERSION(1), outcome: 'ok', count: 1, averageMs: 120 }),
          expect.objectContaining({ remote: 'catalog', version: VERSION(1), outcome: 'error', count: 1, lastMessage: render.message }),
          expect.objectContaining({ remote: 'directory', version: built, outcome: 'error', count: 10, averageMs: 40, lastMessage: failure.message }),
          expect.objectContaining({ remote: 'careers', version: '', outcome: 'timeout', count: 1, averageMs: 120001 }),
        ]),
      );
      expect(failure.message).toHaveLength(500);
    });
  });

  it('caps the rows (the least recently seen go), rate-limits posts per address (429) and pages the read', async () => {
    await withApp({ seed: false, config: { telemetryMaxRows: 3, rateLimitTelemetry: 7, remotesUrl: stub.url } }, async (a) => {
      stub.set({ catalog: VERSION(3), directory: VERSION(4), content: VERSION(5) });
      const events = [
        { remote: 'catalog', version: VERSION(3), outcome: 'ok', ms: 1 },
        { remote: 'catalog', version: VERSION(3), outcome: 'error', message: 'Error: 1' },
        { remote: 'directory', version: VERSION(4), outcome: 'ok', ms: 3 },
        { remote: 'directory', version: VERSION(4), outcome: 'timeout' },
        { remote: 'content', version: VERSION(5), outcome: 'ok', ms: 5 },
      ];
      for (const event of events) {
        expect((await post(a, event)).statusCode).toBe(202);
        await new Promise((r) => setTimeout(r, 5));
      }
      const all = (await a.app.inject({ url: `${TELEMETRY}?pageSize=100`, headers: asOperator(a) })).json().data;
      expect(all.total).toBe(3);
      expect(all.items.map((r: { remote: string; outcome: string }) => `${r.remote} ${r.outcome}`).sort()).toEqual(['content ok', 'directory ok', 'directory timeout']);
      const page1 = (await a.app.inject({ url: `${TELEMETRY}?pageSize=2`, headers: asOperator(a) })).json().data;
      expect(page1).toEqual({ items: expect.any(Array), total: 3, page: 1, pageSize: 2 });
      expect(page1.items).toHaveLength(2);
      expect((await a.app.inject({ url: `${TELEMETRY}?pageSize=2&page=2`, headers: asOperator(a) })).json().data.items).toHaveLength(1);
      expect((await a.app.inject({ url: TELEMETRY, headers: asOperator(a) })).json().data.pageSize).toBe(20);
      expectError(await a.app.inject({ url: `${TELEMETRY}?pageSize=1000`, headers: asOperator(a) }), 400);
      expect((await post(a, events[0])).statusCode).toBe(202);
      expect((await post(a, events[0])).statusCode).toBe(202);
      expect(expectError(await post(a, events[0]), 429).message).toMatch(/Too many requests/);
      // Another address has its own budget.
      expect((await a.app.inject({ method: 'POST', url: TELEMETRY, payload: events[0], remoteAddress: '10.0.0.9' })).statusCode).toBe(202);
    });
  });

  it('answers 503 while remotes.json cannot be read, and still counts a failure that names no version', async () => {
    const down = await serveRemotes(null);
    try {
      await withApp({ seed: false, config: { remotesUrl: down.url } }, async (a) => {
        const res = await post(a, { remote: 'catalog', version: VERSION(0), outcome: 'ok', ms: 1 });
        expect(expectError(res, 503).message).toMatch(/cannot be read/);
        expect(res.headers['retry-after']).toBe('30');
        expect((await post(a, { remote: 'catalog', outcome: 'error', message: 'Error: /remotes.json answered 503' })).statusCode).toBe(202);
        expect(await rows(a)).toEqual([expect.objectContaining({ remote: 'catalog', version: '', outcome: 'error', count: 1 })]);
      });
    } finally {
      await down.close();
    }
  });
});

describe('the published versions telemetry accepts', () => {
  it('follows remotes.json: a new release at once, a retired one for an hour, one read per 10 s for known versions', async () => {
    const live = await serveRemotes({ catalog: VERSION(1) });
    let now = 1_000_000;
    const releases = createKnownReleases({ url: live.url, now: () => now });
    try {
      expect(await releases.check('catalog', VERSION(1))).toBe('known');
      expect(await releases.check('catalog', VERSION(2))).toBe('unknown');
      expect(await releases.check('directory', VERSION(1))).toBe('unknown');
      const reads = live.reads();
      // Known versions within 10 s: no read; an unknown one reads again at most once a second.
      now += 500;
      expect(await releases.check('catalog', VERSION(1))).toBe('known');
      expect(await releases.check('catalog', VERSION(2))).toBe('unknown');
      expect(live.reads()).toBe(reads);
      // A release: the browser names it before the 10 s are up.
      live.set({ catalog: VERSION(2) });
      now += 1000;
      expect(await releases.check('catalog', VERSION(2))).toBe('known');
      expect(live.reads()).toBe(reads + 1);
      // The retired version: pages opened before the release still report it, for an hour.
      now += 30 * 60_000;
      expect(await releases.check('catalog', VERSION(1))).toBe('known');
      now += 31 * 60_000;
      expect(await releases.check('catalog', VERSION(1))).toBe('unknown');
      expect(await releases.check('catalog', VERSION(2))).toBe('known');
      // remotes.json unreadable: what was read goes on being used for the hour, then nothing is known.
      live.set(null);
      now += 20_000;
      expect(await releases.check('catalog', VERSION(2))).toBe('known');
      now += 61 * 60_000;
      expect(await releases.check('catalog', VERSION(2))).toBe('unavailable');
    } finally {
      await live.close();
    }
  });
});
