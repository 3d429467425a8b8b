/** @jest-environment node */
// Issue 45: /ssr-status and the CSP reports are for operators (Authorization: Bearer <ops token>); anyone else gets
// what an address that does not exist gets.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG, opsAuthorization } from '@cargora/shared/server';
import { CspReportLog } from '../csp-reports';
import { createHostServer, type SsrStatus } from '../host-server';

const TOKEN = 'host-operator-token-0123456789-abcdef';

async function start(opsToken: string | undefined): Promise<{ app: FastifyInstance; base: string }> {
  const root = mkdtempSync(join(tmpdir(), 'cargora-ops-'));
  mkdirSync(join(root, 'dist', 'client'), { recursive: true });
  mkdirSync(join(root, 'deploy'));
  writeFileSync(join(root, 'dist', 'client', 'index.html'), '<head><!--cargora:head--></head><body><div id="root"><!--cargora:root--></div><!--cargora:state--></body>');
  const reports = new CspReportLog();
  reports.add([{ at: '2026-11-28T00:00:00.000Z', documentUri: 'http://localhost:3000/a-visitors-page', violatedDirective: 'script-src', blockedUri: 'inline' }]);
  const app = await createHostServer({ distDir: join(root, 'dist'), deployDir: join(root, 'deploy'), config: DEFAULT_CONFIG, reports, opsToken, rendering: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

const apps: FastifyInstance[] = [];
afterAll(async () => Promise.all(apps.map((app) => app.close())));
async function host(opsToken: string | undefined) {
  const started = await start(opsToken);
  apps.push(started.app);
  return started.base;
}
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, '');
const answer = async (res: Response) => ({ status: res.status, type: res.headers.get('content-type'), body: await res.text() });

describe('operator endpoints of the host', () => {
  it('answer an operator (the token as Bearer)', async () => {
    const base = await host(TOKEN);
    const status = await fetch(`${base}/ssr-status`, { headers: opsAuthorization(TOKEN) });
    expect(status.status).toBe(200);
    expect(((await status.json()) as SsrStatus).memory.rss).toBeGreaterThan(0);
    const reports = await fetch(`${base}/csp-reports`, { headers: opsAuthorization(TOKEN) });
    expect(reports.status).toBe(200);
    expect(await reports.json()).toMatchObject({ total: 1, reports: [{ documentUri: 'http://localhost:3000/a-visitors-page' }] });
  });

  it('answer anyone else with the site’s 404 page, nothing of theirs', async () => {
    const base = await host(TOKEN);
    const unknown = await answer(await fetch(`${base}/404`));
    expect(unknown.status).toBe(404);
    const wrong = [{}, opsAuthorization(`${TOKEN}x`), opsAuthorization(TOKEN.slice(0, -1)), { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }];
    for (const path of ['/ssr-status', '/csp-reports']) {
      for (const headers of wrong) {
        const res = await answer(await fetch(`${base}${path}`, { headers }));
        expect(res.status).toBe(404);
        expect(res.type).toBe(unknown.type);
        expect(withoutNonce(res.body)).toBe(withoutNonce(unknown.body));
        expect(res.body).not.toMatch(/memory|rss|a-visitors-page/);
      }
    }
  });

  it('answer nobody when no token is configured', async () => {
    const base = await host(undefined);
    for (const path of ['/ssr-status', '/csp-reports']) {
      expect((await fetch(`${base}${path}`, { headers: opsAuthorization(TOKEN) })).status).toBe(404);
    }
  });
});
