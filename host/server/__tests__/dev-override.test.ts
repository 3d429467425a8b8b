/** @jest-environment node */
// Issue 50: the developer's override. An operator sets, from /ops, a signed cookie that makes their browser load a named
// published version of a remote, or a dev server's build of it, inside the production site; nobody else can set one,
// and a forged or tampered cookie is ignored and cleared. The overridden remote renders in the browser only: no render
// pool for its version. The render worker is a stand-in that says which versions its generation renders with, and,
// like the real one, leaves to the browser a remote the request names browser-only or that has no server build.
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DEFAULT_CONFIG, PAGE_REMOTES_ELEMENT_ID, opsAuthorization } from '@cargora/shared/server';
import { createHostServer } from '../host-server';
import { writeManifestAtomic } from '../deploy-layout';
import { OVERRIDE_COOKIE, overrideCookieValue } from '../dev-override';
import { standInHostDist } from './stand-in-dist';

const TOKEN = 'host-operator-token-0123456789-abcdef';
const DEV = 'http://localhost:3901/mf-manifest.json';

// Renders with its generation's catalog version; a remote the request leaves to the browser, or a version without a
// server build (server/), is left to the browser.
const STAND_IN = `
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
module.exports = async (request) => {
  parentPort.postMessage({ renderStarted: request.id });
  const release = request.generation.catalog;
  const built = !(request.browserOnly || []).includes('catalog') && existsSync(join(workerData.deployDir, 'catalog', release.version, 'server'));
  const html = new TextEncoder().encode(built ? '<p id="rendered-by">' + release.version + '</p>' : '<p id="left-to-browser"></p>');
  return { id: request.id, status: request.url.startsWith('/404') ? 404 : 200, html, head: '', styles: '', pageState: new TextEncoder().encode('{}'), remote: 'catalog', failures: built ? [] : ['catalog'], ms: 1 };
};
`;

const url = (version: string) => `http://localhost:3001/${version}/mf-manifest.json`;
const PAGE = '/landing-page';

function publish(deployDir: string, version: string) {
  const root = join(deployDir, 'catalog', version);
  mkdirSync(join(root, 'client'), { recursive: true });
  mkdirSync(join(root, 'server'), { recursive: true });
  writeFileSync(join(root, 'client', 'mf-manifest.json'), '{}');
}

const named = (html: string) => {
  const list = new RegExp(`id="${PAGE_REMOTES_ELEMENT_ID}" type="application/json">([^<]*)<`).exec(html)?.[1];
  return list ? (JSON.parse(list) as Record<string, { version: string; url: string; override?: true }>).catalog : undefined;
};

describe("the developer's override", () => {
  let dir: string;
  let deployDir: string;
  let app: Awaited<ReturnType<typeof createHostServer>>;
  let origin: string;
  const request = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${origin}${path}`, { redirect: 'manual', ...init });
    return { status: res.status, body: await res.text(), headers: res.headers, setCookie: res.headers.getSetCookie() };
  };
  const overrideSet = (setCookie: string[]) => setCookie.find((c) => c.startsWith(`${OVERRIDE_COOKIE}=`));
  /** The console's anti-forgery field for the Bearer credential. */
  const csrfOf = async () => {
    const res = await request('/ops', { headers: opsAuthorization(TOKEN) });
    expect(res.status).toBe(200);
    return /name="csrf" value="([^"]+)"/.exec(res.body)![1]!;
  };
  const post = (fields: Record<string, string>, headers: Record<string, string> = opsAuthorization(TOKEN)) =>
    request('/ops/override', { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-override-'));
    standInHostDist(dir, STAND_IN);
    deployDir = join(dir, 'deploy');
    publish(deployDir, 'stable-1');
    publish(deployDir, 'next-2');
    writeManifestAtomic(deployDir, { catalog: { version: 'stable-1', url: url('stable-1') } });
    app = await start('http://127.0.0.1:9');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  /** A host server on the deploy folder, its measurements sent to `apiUrl`; `origin` is set to it. */
  const start = async (apiUrl: string) => {
    const server = await createHostServer({
      distDir: join(dir, 'dist'),
      deployDir,
      config: DEFAULT_CONFIG,
      opsToken: TOKEN,
      rendering: { apiUrl, workers: 1, warmUpRenders: 0, cacheTtlMs: 10_000 },
      canaryDecider: false,
      log: () => undefined,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    return server;
  };

  it('is set from /ops by an operator only (404 without the credential, 403 without the form field)', async () => {
    const anonymous = await post({ remote: 'catalog', version: 'next-2', csrf: 'x' }, {});
    expect(anonymous.status).toBe(404);
    expect(overrideSet(anonymous.setCookie)).toBeUndefined();
    const forged = await post({ remote: 'catalog', version: 'next-2', csrf: 'not-the-field' });
    expect(forged.status).toBe(403);
    // The console's forms may post in a browser (the origin's default policy says form-action 'none').
    const consolePage = await request('/ops', { headers: opsAuthorization(TOKEN) });
    expect(consolePage.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(consolePage.headers.get('content-security-policy')).not.toContain("form-action 'none'");
    const csrf = await csrfOf();
    expect((await post({ remote: 'catalog', version: 'not-published', csrf })).status).toBe(400);
    expect((await post({ remote: 'catalog', url: 'javascript:alert(1)', csrf })).status).toBe(400);
    expect((await post({ remote: 'catalog', url: 'http://localhost:3901/remoteEntry.js', csrf })).status).toBe(400);
    const res = await post({ remote: 'catalog', version: 'next-2', csrf });
    expect(res.status).toBe(303);
    expect(overrideSet(res.setCookie)).toMatch(/^cargora_override=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax$/);
    // Clearing it.
    const cleared = await post({ clear: '1', csrf });
    expect(overrideSet(cleared.setCookie)).toMatch(/^cargora_override=; Path=\/; Max-Age=0/);
  });

  it('gives a named version to the browser that has it, rendered there only, and says so to nobody else', async () => {
    const csrf = await csrfOf();
    const cookie = overrideSet((await post({ remote: 'catalog', version: 'next-2', csrf })).setCookie)!.split(';')[0]!;
    const page = await request(PAGE, { headers: { cookie } });
    expect(page.status).toBe(200);
    // Rendered inside the layout by the stable generation, the overridden remote's section left to the browser, which
    // loads the version the page names (marked: it sends no telemetry for it). No render pool for that version.
    expect(page.body).toContain('<p id="left-to-browser"></p>');
    expect(named(page.body)).toEqual({ version: 'next-2', url: url('next-2'), override: true });
    expect(app.renderPool!.stats().arms).toEqual([]);
    expect(page.headers.get('x-cargora-override')).toBe('catalog=next-2');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const remotes = await request('/remotes.json', { headers: { cookie } });
    expect((JSON.parse(remotes.body) as Record<string, { version: string }>).catalog).toEqual({ version: 'next-2', url: url('next-2'), override: true });
    // Another visitor (right after: the render cache would answer them) gets the stable version, no header.
    const other = await request(PAGE);
    expect(other.body).toContain('<p id="rendered-by">stable-1</p>');
    expect(other.headers.get('x-cargora-override')).toBeNull();
    expect((JSON.parse((await request('/remotes.json')).body) as Record<string, { version: string }>).catalog!.version).toBe('stable-1');
  });

  it("runs a form posted without JavaScript on the arm's version: the override's cannot run in that browser", async () => {
    const csrf = await csrfOf();
    const cookie = overrideSet((await post({ remote: 'catalog', version: 'next-2', csrf })).setCookie)!.split(';')[0]!;
    const posted = await request(PAGE, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'A shipper' }).toString(),
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toContain('<p id="rendered-by">stable-1</p>');
    // The page read afterwards is the override's again, in the browser.
    expect((await request(PAGE, { headers: { cookie } })).body).toContain('<p id="left-to-browser"></p>');
  });

  it('ignores and clears a forged, tampered or expired cookie', async () => {
    const good = overrideCookieValue(TOKEN, { catalog: { version: 'next-2' } });
    const [body, signature] = good.split('.') as [string, string];
    const tampered = `${Buffer.from(JSON.stringify({ exp: 9999999999, overrides: { catalog: { version: 'next-2' } } })).toString('base64url')}.${signature}`;
    const forged = overrideCookieValue('someone-elses-token-0123456789-abcdef', { catalog: { version: 'next-2' } });
    const expired = overrideCookieValue(TOKEN, { catalog: { version: 'next-2' } }, Date.now() - 9 * 3600_000);
    for (const value of [tampered, forged, expired, `${body}.${'A'.repeat(43)}`, 'garbage']) {
      const page = await request(PAGE, { headers: { cookie: `${OVERRIDE_COOKIE}=${value}` } });
      expect(page.body).toContain('<p id="rendered-by">stable-1</p>');
      expect(page.headers.get('x-cargora-override')).toBeNull();
      expect(overrideSet(page.setCookie)).toMatch(/^cargora_override=; Path=\/; Max-Age=0/);
      const remotes = await request('/remotes.json', { headers: { cookie: `${OVERRIDE_COOKIE}=${value}` } });
      expect((JSON.parse(remotes.body) as Record<string, { version: string }>).catalog!.version).toBe('stable-1');
    }
  });

  it('leaves out a version no longer published, keeping the cookie', async () => {
    const value = overrideCookieValue(TOKEN, { catalog: { version: 'pruned-0' } });
    const page = await request(PAGE, { headers: { cookie: `${OVERRIDE_COOKIE}=${value}` } });
    expect(page.body).toContain('<p id="rendered-by">stable-1</p>');
    expect(page.headers.get('x-cargora-override')).toBeNull();
    expect(overrideSet(page.setCookie)).toBeUndefined();
  });

  it("leaves a dev server's remote to the browser, and lets the page load it (CSP)", async () => {
    const csrf = await csrfOf();
    const cookie = overrideSet((await post({ remote: 'catalog', url: DEV, csrf })).setCookie)!.split(';')[0]!;
    const page = await request(PAGE, { headers: { cookie } });
    // Rendered inside the layout, the remote's section left to the browser: 200.
    expect(page.status).toBe(200);
    expect(page.body).toContain('<p id="left-to-browser"></p>');
    expect(named(page.body)).toEqual({ version: 'dev-server', url: DEV, override: true });
    expect(app.renderPool!.stats().arms).toEqual([]);
    expect(page.headers.get('x-cargora-override')).toBe(`catalog=${DEV}`);
    const csp = page.headers.get('content-security-policy')!;
    for (const directive of ['script-src', 'connect-src']) {
      expect(csp.split(';').find((d) => d.trim().startsWith(`${directive} `))).toContain('http://localhost:3901');
    }
    // Without the cookie the dev server is nowhere in the policy.
    expect((await request(PAGE)).headers.get('content-security-policy')).not.toContain('localhost:3901');
    expect((JSON.parse((await request('/remotes.json', { headers: { cookie } })).body) as Record<string, { url: string }>).catalog!.url).toBe(DEV);
  });

  it("counts no overridden render in the canary's measurements", async () => {
    const posted: { remote: string; version: string; render: number; renderError: number }[] = [];
    const api = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.url?.endsWith('/render-counts')) posted.push(...(JSON.parse(body) as { items: typeof posted }).items);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const measured = await start(`http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    try {
      for (const override of [{ version: 'next-2' }, { url: DEV }]) {
        const cookie = `${OVERRIDE_COOKIE}=${overrideCookieValue(TOKEN, { catalog: override })}`;
        expect((await request(PAGE, { headers: { cookie } })).headers.get('x-cargora-override')).not.toBeNull();
      }
      expect((await request(PAGE)).status).toBe(200);
    } finally {
      // Closing sends what was counted.
      await measured.close();
      await new Promise((resolve) => api.close(resolve));
    }
    expect(posted).toEqual([{ remote: 'catalog', version: 'stable-1', render: 1, renderError: 0 }]);
  });
});
