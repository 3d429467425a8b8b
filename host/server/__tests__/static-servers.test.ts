/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG, opsAuthorization } from '@cargora/shared/server';
import { CspReportLog } from '../csp-reports';
import { createHostServer } from '../host-server';
import { createRemoteServer } from '../remote-server';
import { staticOriginSettings } from '../static-origin';

function site() {
  const root = mkdtempSync(join(tmpdir(), 'cargora-servers-'));
  const dist = join(root, 'dist');
  const deploy = join(root, 'deploy');
  // As webpack writes a build and publishing a version: client/ served, private/ (maps, statistics) beside it.
  for (const dir of [join(dist, 'client', 'js'), join(dist, 'private', 'js'), join(deploy, 'catalog', 'v1', 'client'), join(deploy, 'catalog', 'v1', 'private')]) {
    mkdirSync(dir, { recursive: true });
  }
  writeFileSync(join(dist, 'client', 'index.html'), '<head><!--cargora:head--><style>b{}</style></head><body><div id="root"><!--cargora:root--></div><!--cargora:state--><script>go()</script></body>');
  writeFileSync(join(dist, 'client', 'js', 'main.0123456789.js'), 'main()');
  writeFileSync(join(dist, 'private', 'js', 'main.0123456789.js.map'), '{"sourcesContent":["secret"]}');
  writeFileSync(join(deploy, 'catalog', 'v1', 'client', 'mf-manifest.json'), '{}');
  writeFileSync(join(deploy, 'catalog', 'v1', 'private', 'mf-manifest-stats.json'), '{}');
  writeFileSync(join(deploy, 'catalog', 'v1', 'private', 'remoteEntry.js.map'), '{}');
  writeFileSync(join(deploy, 'remotes.json'), JSON.stringify({ catalog: { version: 'v1', url: 'http://localhost:3001/v1/mf-manifest.json' } }));
  return { dist, deploy };
}

interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}
/** A real request over a socket (app.inject pulls in an ESM-only dependency Jest cannot load on Node 20). */
async function call(app: FastifyInstance, path: string, init: RequestInit = {}): Promise<Answer> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}${path}`, init);
  return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}

const OPS_TOKEN = 'an-operator-token-for-these-tests-only';
const production = (extra: NodeJS.ProcessEnv = {}) => staticOriginSettings({ NODE_ENV: 'production', ...extra });
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
async function host(settings = production(), reports = new CspReportLog(3)) {
  const { dist, deploy } = site();
  const app = await createHostServer({ distDir: dist, deployDir: deploy, config: DEFAULT_CONFIG, settings, reports, opsToken: OPS_TOKEN });
  apps.push(app);
  return { app, reports, deploy };
}

describe('the host’s origin', () => {
  it('sends the page with a fresh nonce on its policy and on every inline script and style', async () => {
    const { app } = await host();
    const [a, b] = [await call(app, '/landing-page'), await call(app, '/landing-page')];
    const nonce = /'nonce-([^']+)'/.exec(a.headers['content-security-policy'] as string)![1]!;
    expect(a.body).toContain(`<style nonce="${nonce}">`);
    expect(a.body).toContain(`<script nonce="${nonce}">go()`);
    expect(a.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    expect(a.headers['content-security-policy']).toContain('http://localhost:3001');
    expect(b.headers['content-security-policy']).not.toContain(nonce);
    expect(a.headers['x-frame-options']).toBe('DENY');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(a.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over TLS', async () => {
    const { app } = await host(production({ TRUST_PROXY: '1' }));
    const res = await call(app, '/remotes.json', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('hides source maps in production unless PUBLIC_SOURCE_MAPS=1', async () => {
    const hidden = await host();
    expect((await call(hidden.app, '/js/main.0123456789.js')).statusCode).toBe(200);
    const map = await call(hidden.app, '/js/main.0123456789.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.headers['x-content-type-options']).toBe('nosniff');
    const shown = await host(production({ PUBLIC_SOURCE_MAPS: '1' }));
    expect((await call(shown.app, '/js/main.0123456789.js.map')).statusCode).toBe(200);
    const development = await host(staticOriginSettings({}));
    expect((await call(development.app, '/js/main.0123456789.js.map')).statusCode).toBe(200);
  });

  it('answers an address it cannot decode with the site’s 404 page, not a JSON error', async () => {
    const { app } = await host();
    const res = await call(app, '/popularblogs/%');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('FST_ERR_BAD_URL');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the latest CSP reports, in both formats browsers send', async () => {
    const { app, reports } = await host();
    const post = (type: string, body: unknown) => call(app, '/csp-reports', { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });
    const report = (n: number) => ({ 'csp-report': { 'document-uri': `http://localhost:3000/p${n}`, 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } });
    expect((await post('application/csp-report', report(1))).statusCode).toBe(204);
    await post('application/reports+json', [{ type: 'csp-violation', body: { documentURL: 'http://localhost:3000/p2', effectiveDirective: 'style-src-elem', blockedURL: 'inline' } }]);
    await post('application/csp-report', report(3));
    await post('application/csp-report', report(4));
    expect((await post('application/csp-report', 'x'.repeat(70 * 1024))).statusCode).toBe(413);
    const listed = JSON.parse((await call(app, '/csp-reports', { headers: opsAuthorization(OPS_TOKEN) })).body) as { total: number; reports: { documentUri: string }[] };
    expect(listed.total).toBe(4);
    expect(listed.reports.map((r) => r.documentUri)).toEqual(['http://localhost:3000/p2', 'http://localhost:3000/p3', 'http://localhost:3000/p4']);
    expect(reports.list()[0]).toMatchObject({ violatedDirective: 'style-src-elem', blockedUri: 'inline' });
  });
});

describe('a remote’s origin', () => {
  it('is readable by the site, framed by nobody, and hides build statistics in production', async () => {
    const { deploy } = site();
    const app = await createRemoteServer('catalog', { deployDir: deploy, settings: production() });
    apps.push(app);
    const manifest = await call(app, '/v1/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(manifest.headers['x-frame-options']).toBe('DENY');
    expect(manifest.headers['x-content-type-options']).toBe('nosniff');
    expect((await call(app, '/v1/mf-manifest-stats.json')).statusCode).toBe(404);
    expect((await call(app, '/v1/remoteEntry.js.map')).statusCode).toBe(404);
  });
});

describe('time-outs', () => {
  it('closes a connection whose request headers never finish', async () => {
    const { app } = await host(production({ STATIC_HEADERS_TIMEOUT_MS: '300', STATIC_REQUEST_TIMEOUT_MS: '600' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('defaults: request 30 s, headers 10 s, keep-alive 5 s, idle 30 s', () => {
    expect(staticOriginSettings({})).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, idleTimeoutMs: 30_000 });
  });
});
