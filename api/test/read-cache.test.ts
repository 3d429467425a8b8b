import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { CompiledQuery } from 'kysely';
import { createReadCache } from '../src/plugins/app/read-cache';
import { PG_URL, createTestApp, type TestApp } from './helpers';

/** A promise and what resolves it: holds a computation until the test lets it go on. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

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

  it('does not keep a body computed at a data version that has moved since', () => {
    let version = 'v1';
    const cache = createReadCache({ ttlMs: 1000, version: () => version });
    cache.set('/a', 'fresh at v1', 'text/plain', 'v1');
    version = 'v2';
    cache.set('/a', 'fresh at v2', 'text/plain', 'v2');
    // A computation that started at v1 and ends now neither pushes out the v2 entry nor is kept.
    expect(cache.set('/a', 'computed at v1', 'text/plain', 'v1')).toBeUndefined();
    expect(cache.get('/a')?.body).toBe('fresh at v2');
  });

  it('lets requests for a key join the computation under way at the same version, and forgets it once settled', async () => {
    const cache = createReadCache({ ttlMs: 1000, version: () => 'v1' });
    expect(cache.join('/a', 'v1')).toBeUndefined();
    const settle = cache.lead('/a', 'v1');
    const waiters = [cache.join('/a', 'v1'), cache.join('/a', 'v1')];
    // Another key, or the same key once the data version moved, computes on its own.
    expect(cache.join('/b', 'v1')).toBeUndefined();
    expect(cache.join('/a', 'v2')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ inFlight: 1, waiting: 2, coalesced: 2 });
    const shared = { kind: 'ok' as const, entry: cache.entryOf('{"a":1}', 'application/json', 'v1') };
    settle(shared);
    settle({ kind: 'none' }); // settling again changes nothing
    expect(await Promise.all(waiters)).toEqual([shared, shared]);
    expect(cache.stats()).toMatchObject({ inFlight: 0, waiting: 0, coalesced: 2 });
    expect(cache.join('/a', 'v1')).toBeUndefined();
  });

  it('keeps a newer computation of a key when an older one settles', async () => {
    const cache = createReadCache({ ttlMs: 1000, version: () => 'v2' });
    const settleOld = cache.lead('/a', 'v1');
    const settleNew = cache.lead('/a', 'v2');
    const waiter = cache.join('/a', 'v2');
    settleOld({ kind: 'none' });
    expect(cache.stats().inFlight).toBe(1);
    settleNew({ kind: 'error', statusCode: 503, body: '{}', contentType: 'application/json' });
    expect(await waiter).toMatchObject({ kind: 'error', statusCode: 503 });
    expect(cache.stats().inFlight).toBe(0);
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

  it("keeps a route's own headers on a hit (the exchange rates' Cache-Control; a hit does not run the handler)", async () => {
    const first = await t.app.inject('/api/v1/misc/exchange-rates');
    const second = await t.app.inject('/api/v1/misc/exchange-rates');
    expect(second.headers['x-cache']).toBe('hit');
    for (const res of [first, second]) expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

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
      payload: { remote: 'catalog', outcome: 'error', ms: 120, message: 'Error: /remotes.json answered 503' },
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

describe('read cache: one computation per key at a time (single flight)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(() => t.app.readCache.clear());
  afterEach(() => {
    jest.restoreAllMocks();
    // Nothing left waiting or computing once every response is in: no flight outlives its computation.
    expect(t.app.readCache.stats()).toMatchObject({ inFlight: 0, waiting: 0 });
  });

  const N = 20;
  /** The requests all sent before any computation ends: every one has either started computing or is waiting. */
  const allArrived = (computations: () => number, n = N) =>
    until(() => computations() + t.app.readCache.stats().waiting >= n, `${n} requests computing or waiting`);
  /** A services repository read held before it runs, until `release()`: its computation stays under way meanwhile. */
  const hold = <K extends 'listFromQuery' | 'findById'>(name: K) => {
    const repo = t.app.servicesRepository;
    const original = repo[name].bind(repo) as (...args: unknown[]) => Promise<unknown>;
    const gate = deferred();
    const spy = jest.spyOn(repo, name).mockImplementation((async (...args: unknown[]) => {
      await gate.promise;
      return original(...args);
    }) as never);
    return { spy, release: gate.resolve };
  };

  it(`${N} concurrent requests for an uncached URL run its computation once and all get the same body`, async () => {
    const { spy: listed, release } = hold('listFromQuery');
    const url = '/api/v1/misc/services?sort=rating&pageSize=7';
    const pending = Array.from({ length: N }, () => t.app.inject(url));
    await allArrived(() => listed.mock.calls.length);
    release();
    const responses = await Promise.all(pending);

    expect(listed).toHaveBeenCalledTimes(1);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses[0]!.json().data.items).toHaveLength(7);
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
    expect(responses.map((r) => r.headers['x-cache']).sort()).toEqual(['miss', ...Array(N - 1).fill('coalesced')].sort());
    expect(t.app.readCache.stats().coalesced).toBeGreaterThanOrEqual(N - 1);
    // Kept as usual: the next request is a hit.
    expect((await t.app.inject(url)).headers['x-cache']).toBe('hit');
    expect(listed).toHaveBeenCalledTimes(1);
  });

  it(`${N} concurrent requests for a service by id read it once`, async () => {
    const executor = t.app.db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    const gate = deferred();
    const servicesReads: string[] = [];
    jest.spyOn(executor, 'executeQuery').mockImplementation(async (query: CompiledQuery) => {
      // The service's own read (its reviews and the services like it are read after it, by the same one computation).
      if (/from "services" inner join "agents".* where "services"\."id" = \$?\d*\??/i.test(query.sql)) {
        servicesReads.push(query.sql);
        await gate.promise;
      }
      return original(query) as never;
    });
    const pending = Array.from({ length: N }, () => t.app.inject('/api/v1/misc/services/12'));
    await allArrived(() => servicesReads.length);
    gate.resolve();
    const responses = await Promise.all(pending);
    expect(servicesReads.length).toBe(1);
    expect(responses.every((r) => r.statusCode === 200 && r.body === responses[0]!.body)).toBe(true);
    expect(responses[0]!.json().data.id).toBe(12);
  });

  it('never joins requests whose answers differ: another URL, another language', async () => {
    const { spy: listed, release } = hold('listFromQuery');
    const urls = ['/api/v1/misc/services?sort=price_desc&pageSize=3', '/api/v1/misc/services?sort=price_desc&pageSize=4'];
    const asks = urls.flatMap((url) => [{ url }, { url, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } }]);
    const pending = Array.from({ length: N }, (_, i) => {
      const ask = asks[i % asks.length]!;
      return t.app.inject(ask).then((res) => ({ ask, res }));
    });
    await allArrived(() => listed.mock.calls.length);
    release();
    const answers = await Promise.all(pending);

    // One computation per key (language and URL), not one per request and not one in all.
    expect(listed).toHaveBeenCalledTimes(asks.length);
    expect(listed.mock.calls.map(([q, lang]) => `${lang} ${q.pageSize}`).sort()).toEqual(['en 3', 'en 4', 'fr 3', 'fr 4']);
    const bodies = new Map<string, Set<string>>();
    for (const { ask, res } of answers) {
      expect(res.statusCode).toBe(200);
      const key = `${ask.headers ? 'fr' : 'en'} ${ask.url}`;
      expect(res.headers['content-language']).toBe(ask.headers ? 'fr' : 'en');
      bodies.set(key, (bodies.get(key) ?? new Set()).add(res.body));
    }
    expect([...bodies.values()].map((b) => b.size)).toEqual([1, 1, 1, 1]);
    expect(new Set([...bodies.values()].map((b) => [...b][0])).size).toBe(4);
  });

  it('hands an error to every waiter, keeps nothing, and the next request computes again', async () => {
    const repo = t.app.servicesRepository;
    const gate = deferred();
    // The database out of memory (PostgreSQL 53200): a 503 with Retry-After.
    const listed = jest.spyOn(repo, 'listFromQuery').mockImplementationOnce(async () => {
      await gate.promise;
      throw Object.assign(new Error('out of memory'), { code: '53200' });
    });
    const url = '/api/v1/misc/services?sort=newest&pageSize=6';
    const pending = Array.from({ length: N }, () => t.app.inject(url));
    await allArrived(() => listed.mock.calls.length);
    gate.resolve();
    const responses = await Promise.all(pending);
    expect(listed).toHaveBeenCalledTimes(1);
    for (const res of responses) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('600');
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.body).toBe(responses[0]!.body);
    }
    expect(responses[0]!.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect(t.app.readCache.stats().entries).toBe(0);

    const next = await t.app.inject(url);
    expect(listed).toHaveBeenCalledTimes(2);
    expect(next.statusCode).toBe(200);
    expect(next.headers['x-cache']).toBe('miss');
  });

  it('hands a 404 to every waiter from one lookup', async () => {
    const { spy: found, release } = hold('findById');
    const pending = Array.from({ length: N }, () => t.app.inject('/api/v1/misc/services/99999999'));
    await allArrived(() => found.mock.calls.length);
    release();
    const responses = await Promise.all(pending);
    expect(found).toHaveBeenCalledTimes(1);
    expect(responses.every((r) => r.statusCode === 404 && r.body === responses[0]!.body)).toBe(true);
    expect(responses[0]!.json().message).toBe('Service 99999999 not found');
    await t.app.inject('/api/v1/misc/services/99999999');
    expect(found).toHaveBeenCalledTimes(2);
  });

  it('a write during a computation: later requests compute anew, and the older answer is not kept', async () => {
    const url = '/api/v1/misc/services/15';
    const titleOf = (res: { json(): unknown }) => (res.json() as { data: { title: string } }).data.title;
    const before = titleOf(await t.app.inject(`${url}?lang=en`));
    const repo = t.app.servicesRepository;
    const original = repo.findById.bind(repo);
    const read = deferred();
    const gate = deferred();
    // The first computation reads the service, then is held until after the write.
    const found = jest.spyOn(repo, 'findById').mockImplementationOnce(async (...args) => {
      const service = await original(...args);
      read.resolve();
      await gate.promise;
      return service;
    });

    const first = t.app.inject(url);
    await read.promise;
    const joined = t.app.inject(url); // same version: waits for the first
    await until(() => t.app.readCache.stats().waiting === 1, 'a request waiting for the first computation');
    const newTitle = `Renamed while computing ${Date.now()}`;
    await t.app.db.updateTable('services').set({ title: newTitle }).where('id', '=', 15).execute();

    // Asked after the write: computes on its own (does not wait for the computation that read before it).
    const after = await t.app.inject(url);
    expect(found).toHaveBeenCalledTimes(2);
    expect(titleOf(after)).toBe(newTitle);
    expect(after.headers['x-cache']).toBe('miss');

    gate.resolve();
    const [firstRes, joinedRes] = await Promise.all([first, joined]);
    // Both were under way when the write was made: the answer read before it is a right answer for them.
    expect(titleOf(firstRes)).toBe(before);
    expect(joinedRes.body).toBe(firstRes.body);
    expect(joinedRes.headers['x-cache']).toBe('coalesced');
    // …but it is not kept: the entry computed after the write stays, and is what comes next.
    expect(firstRes.headers['x-cache']).toBeUndefined();
    const next = await t.app.inject(url);
    expect(next.headers['x-cache']).toBe('hit');
    expect(titleOf(next)).toBe(newTitle);
    expect(found).toHaveBeenCalledTimes(2);
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
