import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { createReadCache } from '../src/plugins/app/read-cache';
import { PG_URL, createTestApp, type TestApp } from './helpers';

describe('createReadCache', () => {
  it('serves an entry until its TTL passes or the data version moves', () => {
    let clock = 1000;
    let version = 'v1';
    const cache = createReadCache({ ttlMs: 100, version: () => version, now: () => clock });
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', '{"a":1}', 'application/json', 'v1');
    expect(cache.get('/a')?.body).toBe('{"a":1}');
    clock += 101;
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', '{"a":2}', 'application/json', 'v1');
    version = 'v2';
    expect(cache.get('/a')).toBeUndefined();
    // An entry computed at an older version than the current one is never served.
    cache.set('/a', '{"a":3}', 'application/json', 'v1');
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 4 });
  });

  it('evicts the least recently used entries beyond its entry and byte budgets', () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 2, maxBytes: 1000, version: () => 'v' });
    cache.set('/a', 'a', 'text/plain', 'v');
    cache.set('/b', 'b', 'text/plain', 'v');
    expect(cache.get('/a')).toBeDefined(); // /a is now the most recent
    cache.set('/c', 'c', 'text/plain', 'v');
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    cache.set('/big', 'x'.repeat(240), 'text/plain', 'v');
    cache.set('/big2', 'y'.repeat(240), 'text/plain', 'v');
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
    // Bodies over a quarter of the budget are not cached at all.
    expect(cache.set('/huge', 'z'.repeat(400), 'text/plain', 'v')).toBeUndefined();
  });

  it('is off with a zero TTL', () => {
    const cache = createReadCache({ ttlMs: 0, version: () => 'v' });
    expect(cache.enabled).toBe(false);
    expect(cache.set('/a', 'a', 'text/plain', 'v')).toBeUndefined();
  });
});

describe('read cache over the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const url = '/api/v1/misc/services?sort=price_asc&pageSize=5';

  it('serves the same body from the cache, with an ETag that answers 304', async () => {
    const first = await t.app.inject(url);
    const second = await t.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.json().data.items).toHaveLength(5);
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('never caches errors', async () => {
    const a = await t.app.inject('/api/v1/misc/services/99999999');
    const b = await t.app.inject('/api/v1/misc/services/99999999');
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(404);
    expect(b.headers['x-cache']).toBeUndefined();
  });

  it('drops everything when catalogue data is written through the app', async () => {
    const before = (await t.app.inject(url)).json().data.items[0];
    await t.app.db.updateTable('services').set({ price_usd: 0.01, title: 'Cheapest pallet run' }).where('id', '=', 7).execute();
    const after = await t.app.inject(url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.items[0]).toMatchObject({ id: 7, title: 'Cheapest pallet run' });
    expect(after.json().data.items[0].id === before.id && before.title === 'Cheapest pallet run').toBe(false);
  });

  it('keeps entries when only private tables are written (telemetry)', async () => {
    await t.app.inject(url);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/misc/telemetry/remote-load',
      payload: { remote: 'catalog', version: '1.0.0-abc1234-20261123t101500123', outcome: 'ok', ms: 120 },
    });
    expect(posted.statusCode).toBeLessThan(300);
    expect((await t.app.inject(url)).headers['x-cache']).toBe('hit');
  });

  (PG_URL ? it.skip : it)('notices a commit by another process on the same SQLite file', async () => {
    await t.app.inject(url);
    expect((await t.app.inject(url)).headers['x-cache']).toBe('hit');
    const other = new SqliteDatabase(path.join(t.dataDir, 'test.sqlite'));
    other.prepare("UPDATE services SET title = 'Renamed elsewhere' WHERE id = 7").run();
    other.close();
    const res = await t.app.inject(url);
    expect(res.headers['x-cache']).toBe('miss');
    expect(res.json().data.items[0].title).toBe('Renamed elsewhere');
  });

  it('counts raw SQL writes too', async () => {
    await t.app.inject(url);
    await sql`UPDATE services SET title = ${'Raw rename'} WHERE id = 7`.execute(t.app.db);
    expect((await t.app.inject(url)).json().data.items[0].title).toBe('Raw rename');
  });
});

describe('read cache off', () => {
  it('recomputes every response when API_CACHE_TTL_MS is 0', async () => {
    const t = await createTestApp({ config: { apiCacheTtlMs: 0 } });
    try {
      await t.app.inject('/api/v1/misc/faqs');
      const res = await t.app.inject('/api/v1/misc/faqs');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(t.app.readCache.stats().entries).toBe(0);
    } finally {
      await t.close();
    }
  });
});
