/** @jest-environment node */
// Issue 50: the operator's console at /ops (404 to the public; charts of both arms, the decision log, and buttons
// guarded by an anti-forgery field), the measured decider wired to the API's measurements, and the host's list of
// every version a page may load (remotes.json?versions=all, which the API's telemetry checks against).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG, opsAuthorization } from '@cargora/shared/server';
import { createHostServer } from '../host-server';
import { decideCanaries, readCanaries, readCanaryLog, startCanary } from '../canary';
import { activateRelease, readManifest, writeManifestAtomic } from '../deploy-layout';
import { measuredDecide, RenderCounter } from '../ops-measurements';
import { OPS_COOKIE } from '../ops';

const TOKEN = 'host-operator-token-0123456789-abcdef';
const url = (version: string) => `http://localhost:3001/${version}/mf-manifest.json`;

function publish(deployDir: string, version: string) {
  const client = join(deployDir, 'catalog', version, 'client');
  mkdirSync(client, { recursive: true });
  writeFileSync(join(client, 'mf-manifest.json'), '{}');
}

/** Measurements of one version as the API answers them: `failures` of 300 loads, and LCP samples around `lcp`. */
const measured = (failures: number, lcp: number) => ({
  loads: 300,
  failures,
  counts: {
    load: 300 - failures,
    loadFailure: failures,
    render: 0,
    renderError: 0,
    boundaryError: 0,
    uncaughtError: 0,
  },
  lcp: Array.from({ length: 60 }, (_, i) => lcp + i * 10),
  inp: Array.from({ length: 60 }, (_, i) => 100 + i),
  cls: [],
  series: [
    {
      at: '2026-11-29T01:00:00.000Z',
      loads: 150,
      failures: Math.floor(failures / 2),
      lcpP75: lcp + 400,
      inpP75: 145,
    },
    {
      at: '2026-11-29T01:01:00.000Z',
      loads: 150,
      failures: Math.ceil(failures / 2),
      lcpP75: lcp + 450,
      inpP75: 150,
    },
  ],
});

let api: http.Server;
let apiUrl: string;
/** What the stand-in API answers per version, and what it was sent. */
const answers: Record<string, ReturnType<typeof measured>> = {};
const posted: unknown[] = [];
let authorizations: (string | undefined)[] = [];
/** The render-count posts the stand-in refuses (with `refuseStatus`) before it takes them again. */
let refuseCounts = 0;
let refuseStatus = 503;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    authorizations.push(req.headers.authorization);
    const target = new URL(req.url!, 'http://api.test');
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(404).end();
    if (target.pathname === '/api/v1/misc/telemetry/measurements') {
      const data = answers[target.searchParams.get('version')!];
      if (!data) return void res.writeHead(500).end();
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
    }
    if (target.pathname === '/api/v1/misc/telemetry/render-counts') {
      if (refuseCounts > 0) {
        refuseCounts -= 1;
        return void res.writeHead(refuseStatus).end();
      }
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        posted.push(JSON.parse(body));
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"data":{"accepted":1}}');
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

async function site() {
  const dir = mkdtempSync(join(tmpdir(), 'cargora-ops-console-'));
  mkdirSync(join(dir, 'dist', 'client'), { recursive: true });
  writeFileSync(
    join(dir, 'dist', 'client', 'index.html'),
    '<head><!--cargora:head--></head><body><div id="root"><!--cargora:root--></div><!--cargora:state--></body>',
  );
  const deployDir = join(dir, 'deploy');
  for (const v of [
    '1.0.0-local-20261101t000000000',
    '1.0.1-local-20261102t000000000',
    '1.0.2-local-20261103t000000000',
  ])
    publish(deployDir, v);
  writeManifestAtomic(deployDir, {});
  activateRelease(
    deployDir,
    'catalog',
    '1.0.0-local-20261101t000000000',
    url('1.0.0-local-20261101t000000000'),
    'release',
  );
  activateRelease(
    deployDir,
    'catalog',
    '1.0.1-local-20261102t000000000',
    url('1.0.1-local-20261102t000000000'),
    'release',
  );
  startCanary(deployDir, 'catalog', {
    version: '1.0.2-local-20261103t000000000',
    url: url('1.0.2-local-20261103t000000000'),
    windowMs: 60_000,
  });
  const app = await createHostServer({
    distDir: join(dir, 'dist'),
    deployDir,
    config: { ...DEFAULT_CONFIG, apiUrl },
    opsToken: TOKEN,
    rendering: false,
    canaryDecider: false,
    log: () => undefined,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, deployDir };
}

const STABLE = '1.0.1-local-20261102t000000000';
const CANARY = '1.0.2-local-20261103t000000000';
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, '');
const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)![1]!;
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
});

describe('/ops', () => {
  it('is the site’s 404 page to anyone without the operator credential, and acts for none of them', async () => {
    const { app, base, deployDir } = await site();
    try {
      const notFound = await fetch(`${base}/404`);
      const expected = withoutNonce(await notFound.text());
      const strangers: Record<string, string>[] = [
        {},
        opsAuthorization(`${TOKEN}x`),
        { cookie: `${OPS_COOKIE}=9999999999.${'A'.repeat(43)}` },
      ];
      for (const headers of strangers) {
        const res = await fetch(`${base}/ops`, { headers });
        expect(res.status).toBe(404);
        expect(withoutNonce(await res.text())).toBe(expected);
      }
      expect(
        (await fetch(`${base}/ops/action`, form({ remote: 'catalog', action: 'abort', csrf: 'x' }))).status,
      ).toBe(404);
      expect((await fetch(`${base}/ops/session`, form({ token: `${TOKEN}x` }))).status).toBe(404);
      expect(readCanaries(deployDir).catalog?.version).toBe(CANARY);
    } finally {
      await app.close();
    }
  });

  it('shows an operator both arms as charts with tables, the decision log and the buttons', async () => {
    answers[STABLE] = measured(3, 1000);
    answers[CANARY] = measured(30, 1500);
    const { app, base } = await site();
    try {
      const res = await fetch(`${base}/ops`, { headers: opsAuthorization(TOKEN) });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('<h1>Operations: remote releases and canaries</h1>');
      expect(html).toMatch(
        new RegExp(
          `<th scope="row">catalog</th><td>${STABLE}</td><td>${CANARY}</td><td>1 of 4</td><td>1%</td>`,
        ),
      );
      // Three charts (failure rate, p75 LCP, p75 INP), each an image with a name and a table of its numbers.
      expect(html.match(/<svg role="img" aria-labelledby="catalog-[a-z]+-title"/g)).toHaveLength(3);
      expect(html).toContain('<caption>catalog: failure rate per minute</caption>');
      expect(html.match(/<polyline /g)).toHaveLength(6);
      expect(html).toMatch(
        /<th scope="row">Canary<\/th><td>1\.0\.2[^<]*<\/td><td>300<\/td><td>30<\/td><td>10\.00%<\/td>/,
      );
      expect(html).toMatch(
        /<th scope="row">Stable<\/th><td>1\.0\.1[^<]*<\/td><td>300<\/td><td>3<\/td><td>1\.00%<\/td>/,
      );
      expect(html).toMatch(
        /<td>catalog<\/td><td>1\.0\.2[^<]*<\/td><td>start<\/td><td>staged 1 → 10 → 50 → 100%<\/td>/,
      );
      for (const action of ['promote', 'abort', 'rollback'])
        expect(html).toContain(`name="action" value="${action}"`);
      expect(html).toContain('Roll catalog back to 1.0.0-local-20261101t000000000');
    } finally {
      await app.close();
    }
  });

  it('lets a browser in with a signed cookie set by posting the credential', async () => {
    const { app, base } = await site();
    try {
      const session = await fetch(`${base}/ops/session`, form({ token: TOKEN }));
      expect(session.status).toBe(303);
      const cookie = session.headers.getSetCookie().find((c) => c.startsWith(`${OPS_COOKIE}=`))!;
      expect(cookie).toMatch(/HttpOnly; SameSite=Strict/);
      const value = cookie.split(';')[0]!;
      expect((await fetch(`${base}/ops`, { headers: { cookie: value } })).status).toBe(200);
      const forged = value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await fetch(`${base}/ops`, { headers: { cookie: forged } })).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('acts only with the form’s anti-forgery field, and does what the tool does', async () => {
    const { app, base, deployDir } = await site();
    try {
      const session = (await fetch(`${base}/ops/session`, form({ token: TOKEN }))).headers
        .getSetCookie()[0]!
        .split(';')[0]!;
      const page = await (await fetch(`${base}/ops`, { headers: { cookie: session } })).text();
      const forged = await fetch(`${base}/ops/action`, {
        ...form({ remote: 'catalog', action: 'abort', csrf: 'forged' }),
        headers: { cookie: session },
      });
      expect(forged.status).toBe(403);
      expect(readCanaries(deployDir).catalog?.version).toBe(CANARY);
      // The field of another credential's page does not do either.
      const headerPage = await (await fetch(`${base}/ops`, { headers: opsAuthorization(TOKEN) })).text();
      expect(csrfOf(headerPage)).not.toBe(csrfOf(page));
      expect(
        (
          await fetch(`${base}/ops/action`, {
            ...form({ remote: 'catalog', action: 'abort', csrf: csrfOf(headerPage) }),
            headers: { cookie: session },
          })
        ).status,
      ).toBe(403);

      const abort = await fetch(`${base}/ops/action`, {
        ...form({ remote: 'catalog', action: 'abort', csrf: csrfOf(page) }),
        headers: { cookie: session },
      });
      expect(abort.status).toBe(303);
      expect(abort.headers.get('location')).toBe('/ops?done=catalog%3A%20canary%20aborted');
      expect(readCanaries(deployDir).catalog).toBeUndefined();
      expect(readCanaryLog(deployDir).at(-1)).toMatchObject({
        action: 'abort',
        reason: 'aborted from the console',
        version: CANARY,
      });

      const rollback = await fetch(`${base}/ops/action`, {
        ...form({ remote: 'catalog', action: 'rollback', csrf: csrfOf(page) }),
        headers: { cookie: session },
      });
      expect(rollback.status).toBe(303);
      expect(readManifest(deployDir).catalog).toEqual({
        version: '1.0.0-local-20261101t000000000',
        url: url('1.0.0-local-20261101t000000000'),
      });
    } finally {
      await app.close();
    }
  });
});

describe('the host’s side of the measurements', () => {
  it('names every version a page may load for the API’s telemetry check', async () => {
    const { app, base } = await site();
    try {
      const all = (await (await fetch(`${base}/remotes.json?versions=all`)).json()) as Record<
        string,
        { version: string; versions: string[] }
      >;
      expect(all.catalog).toMatchObject({ version: STABLE, versions: [STABLE, CANARY] });
    } finally {
      await app.close();
    }
  });

  it('aborts a canary from the API’s measurements, with the reason, and holds without them', async () => {
    const { app, deployDir } = await site();
    await app.close();
    answers[STABLE] = measured(3, 1000);
    answers[CANARY] = measured(30, 1000);
    delete answers[STABLE];
    const [held] = await decideCanaries(deployDir, measuredDecide(apiUrl, TOKEN));
    expect(held!.decision).toMatchObject({
      action: 'hold',
      reason: expect.stringMatching(/^measurements unavailable/),
    });
    expect(readCanaries(deployDir).catalog?.version).toBe(CANARY);
    answers[STABLE] = measured(3, 1000);
    authorizations = [];
    const [done] = await decideCanaries(deployDir, measuredDecide(apiUrl, TOKEN));
    expect(done!.decision).toEqual({
      action: 'abort',
      reason: expect.stringMatching(/^failure rate 10\.00% vs 1\.00% stable/),
    });
    expect(authorizations.every((a) => a === `Bearer ${TOKEN}`)).toBe(true);
    expect(readCanaries(deployDir).catalog).toBeUndefined();
    expect(readCanaryLog(deployDir).at(-1)).toMatchObject({
      action: 'abort',
      reason: expect.stringMatching(/^failure rate 10\.00%/),
    });
  });

  it('posts server render counts per remote version with the credential, keeping them when the post fails', async () => {
    const counter = new RenderCounter(apiUrl, TOKEN);
    counter.record('catalog', CANARY, true);
    counter.record('catalog', CANARY, false);
    counter.record('catalog', STABLE, true);
    posted.length = 0;
    await counter.flush();
    expect(posted).toEqual([
      {
        items: [
          { remote: 'catalog', version: CANARY, render: 1, renderError: 1 },
          { remote: 'catalog', version: STABLE, render: 1, renderError: 0 },
        ],
      },
    ]);
    refuseCounts = 1;
    counter.record('catalog', CANARY, false);
    await counter.flush();
    expect(posted).toHaveLength(1);
    counter.record('catalog', CANARY, false);
    await counter.flush();
    expect(posted.at(-1)).toEqual({
      items: [{ remote: 'catalog', version: CANARY, render: 0, renderError: 2 }],
    });
  });

  it('drops render counts the API refuses as they are (4xx), so later counts still reach it', async () => {
    const logged: string[] = [];
    const counter = new RenderCounter(apiUrl, TOKEN, (m) => logged.push(m));
    posted.length = 0;
    refuseCounts = 1;
    refuseStatus = 400;
    try {
      counter.record('catalog', 'not-a-release', true);
      await counter.flush();
      expect(logged).toEqual(['[canary] render counts dropped: the API refused them (400)']);
      counter.record('catalog', STABLE, true);
      await counter.flush();
      expect(posted).toEqual([{ items: [{ remote: 'catalog', version: STABLE, render: 1, renderError: 0 }] }]);
    } finally {
      refuseStatus = 503;
    }
  });
});
