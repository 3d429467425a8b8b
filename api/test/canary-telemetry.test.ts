// Canary measurements (issue 50): page events and web-vitals samples are written by anyone but only for a remote
// version that exists (stable or canary, as the host's /remotes.json?versions=all names them), bounded; the host's
// render counts and every read need the operator credential.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asOperator, createTestApp, expectError, withApp, type TestApp } from './helpers';

const STABLE = '1.0.0-abc1234-20261123t101500123';
const CANARY = '1.0.1-def5678-20261124t101500123';
const UNKNOWN = '1.0.9-abc1234-20261123t101500123';
const BASE = '/api/v1/misc/telemetry';

let server: http.Server;
let remotesUrl: string;
let t: TestApp;
beforeAll(async () => {
  // The host's /remotes.json?versions=all: the stable version and every version an open page may load.
  server = http.createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(
        JSON.stringify({
          catalog: { version: STABLE, url: 'http://cdn.test/m.json', versions: [STABLE, CANARY] },
        }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  remotesUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes.json?versions=all`;
  t = await createTestApp({ seed: false, config: { remotesUrl } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const since = new Date(Date.now() - 60_000).toISOString();
const pageEvent = (a: TestApp, body: unknown, text = false) =>
  a.app.inject({
    method: 'POST',
    url: `${BASE}/page-event`,
    headers: { 'content-type': text ? 'text/plain;charset=UTF-8' : 'application/json' },
    payload: text ? JSON.stringify(body) : (body as object),
  });
const measured = async (a: TestApp, version: string) => {
  const res = await a.app.inject({
    url: `${BASE}/measurements?remote=catalog&version=${version}&since=${encodeURIComponent(since)}`,
    headers: asOperator(a),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    loads: number;
    failures: number;
    counts: Record<string, number>;
    lcp: number[];
    inp: number[];
    cls: number[];
    series: { loads: number; failures: number; lcpP75: number | null }[];
  };
};

describe('canary measurements', () => {
  it('counts loads, errors and vitals per version, the canary apart from the stable one', async () => {
    for (const body of [
      { remote: 'catalog', version: CANARY, outcome: 'ok', ms: 20 },
      { remote: 'catalog', version: CANARY, outcome: 'error', message: 'Error: boom' },
      // A page that threw while rendering is listed for the operator, but counted as its boundaryError, not as a load.
      { remote: 'catalog', version: CANARY, outcome: 'error', message: 'render: TypeError: x is undefined' },
      { remote: 'catalog', version: STABLE, outcome: 'ok', ms: 20 },
    ])
      expect(
        (await t.app.inject({ method: 'POST', url: `${BASE}/remote-load`, payload: body })).statusCode,
      ).toBe(202);
    // sendBeacon posts text/plain.
    expect(
      (await pageEvent(t, { remote: 'catalog', version: CANARY, kind: 'LCP', value: 2400 }, true)).statusCode,
    ).toBe(202);
    expect(
      (await pageEvent(t, { remote: 'catalog', version: CANARY, kind: 'INP', value: 180 })).statusCode,
    ).toBe(202);
    expect(
      (await pageEvent(t, { remote: 'catalog', version: CANARY, kind: 'CLS', value: 0.12 })).statusCode,
    ).toBe(202);
    expect(
      (await pageEvent(t, { remote: 'catalog', version: CANARY, kind: 'boundaryError' })).statusCode,
    ).toBe(202);
    expect(
      (await pageEvent(t, { remote: 'catalog', version: CANARY, kind: 'uncaughtError' })).statusCode,
    ).toBe(202);
    const report = await t.app.inject({
      method: 'POST',
      url: `${BASE}/render-counts`,
      headers: asOperator(t),
      payload: {
        items: [
          { remote: 'catalog', version: CANARY, render: 5, renderError: 2 },
          { remote: 'catalog', version: STABLE, render: 7, renderError: 0 },
        ],
      },
    });
    expect(report.statusCode).toBe(202);

    const canary = await measured(t, CANARY);
    expect(canary.counts).toEqual({
      load: 1,
      loadFailure: 1,
      render: 5,
      renderError: 2,
      boundaryError: 1,
      uncaughtError: 1,
    });
    expect(canary.loads).toBe(9);
    expect(canary.failures).toBe(5);
    expect(canary.lcp).toEqual([2400]);
    expect(canary.inp).toEqual([180]);
    expect(canary.cls[0]).toBeCloseTo(0.12, 5);
    expect(canary.series).toHaveLength(1);
    expect(canary.series[0]).toMatchObject({ loads: 9, failures: 5, lcpP75: 2400 });
    const stable = await measured(t, STABLE);
    expect(stable).toMatchObject({ loads: 8, failures: 0, lcp: [] });
  });

  it('refuses events for versions that do not exist, malformed or out of bounds, and counts none', async () => {
    const before = await measured(t, CANARY);
    const cases: [unknown, RegExp][] = [
      [
        { remote: 'catalog', version: UNKNOWN, kind: 'LCP', value: 1 },
        /not a published version of the catalog remote/,
      ],
      [{ remote: 'catalog', version: '<script>', kind: 'LCP', value: 1 }, /body\/version/],
      [{ remote: 'invented', version: CANARY, kind: 'LCP', value: 1 }, /body\/remote/],
      [{ remote: 'catalog', version: CANARY, kind: 'TTFB', value: 1 }, /body\/kind/],
      [{ remote: 'catalog', version: CANARY, kind: 'LCP' }, /needs its value/],
      [{ remote: 'catalog', version: CANARY, kind: 'LCP', value: -1 }, /body\/value/],
      [{ remote: 'catalog', version: CANARY, kind: 'LCP', value: 1e9 }, /body\/value/],
      [{ remote: 'catalog', version: CANARY, kind: 'CLS', value: 101 }, /CLS score is at most 100/],
      [{ remote: 'catalog', version: CANARY, kind: 'boundaryError', value: 3 }, /carries no value/],
    ];
    for (const [body, message] of cases)
      expect(expectError(await pageEvent(t, body), 400).message).toMatch(message);
    const notJson = await t.app.inject({
      method: 'POST',
      url: `${BASE}/page-event`,
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(expectError(notJson, 400).message).toMatch(/one JSON page event/);
    const big = await pageEvent(t, {
      remote: 'catalog',
      version: CANARY,
      kind: 'LCP',
      value: 1,
      pad: 'x'.repeat(2000),
    });
    expect(big.statusCode).toBe(413);
    expect(await measured(t, CANARY)).toEqual(before);
  });

  it('lets only an operator report renders or read (404 to anyone else)', async () => {
    const payload = { items: [{ remote: 'catalog', version: CANARY, render: 1000, renderError: 1000 }] };
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/render-counts`, payload })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${BASE}/render-counts`,
          payload,
          headers: { authorization: 'Bearer wrong' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `${BASE}/measurements?remote=catalog&version=${CANARY}&since=${encodeURIComponent(since)}`,
        })
      ).statusCode,
    ).toBe(404);
    expect((await measured(t, CANARY)).counts.render).toBe(5);
    expectError(
      await t.app.inject({
        url: `${BASE}/measurements?remote=catalog&version=${CANARY}&since=yesterday`,
        headers: asOperator(t),
      }),
      400,
    );
  });

  it('keeps at most TELEMETRY_MAX_VITALS samples, dropping the oldest', async () => {
    await withApp({ seed: false, config: { remotesUrl, telemetryMaxVitals: 3 } }, async (a) => {
      const old = Date.now() - 3_600_000;
      await a.app.canaryMeasurements.vital('catalog', CANARY, 'LCP', 1, old);
      await a.app.canaryMeasurements.vital('catalog', CANARY, 'LCP', 2, old + 10_000);
      for (const value of [3, 4, 5])
        expect(
          (await pageEvent(a, { remote: 'catalog', version: CANARY, kind: 'LCP', value })).statusCode,
        ).toBe(202);
      expect((await a.app.canaryMeasurements.size()).vitals).toBeLessThanOrEqual(3);
      const all = await a.app.canaryMeasurements.measurements('catalog', CANARY, old - 1);
      expect(all.lcp.sort()).toEqual([3, 4, 5]);
    });
  });
});
