// Issue 45 (critical): no request may take the API or the files origin down. Real servers on real ports, asked with
// raw request targets (no client normalises them), on SQLite and on PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildFilesApp } from '../src/files-app';
import { createTestApp, type TestApp } from './helpers';

/** GET `target` exactly as written; a server that never answers fails here, not in a later test. */
function get(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method: 'GET', timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to GET ${target}`)));
    req.on('error', reject);
    req.end();
  });
}

const portOf = (app: FastifyInstance) => (app.server.address() as { port: number }).port;

const HOSTILE = [
  '/files/%25',
  '/files/%',
  '/files/%25%25',
  '/files/logos/%25',
  '/files/%E0%A4%A',
  '/files/%ED%A0%80',
  '/files/%C0%AF',
  '/files/%00',
  '/files/a%2F..%2F..%2Fetc%2Fpasswd',
  '/files/..%2F..%2Fetc%2Fpasswd',
  '/files/%2e%2e/%2e%2e/etc/passwd',
  '/files/applications/cv.pdf',
  '/files/APPLICATIONS/cv.pdf',
  '/files/applications%2Fcv.pdf',
  '/files/x/..%2Fapplications%2Fcv.pdf',
  '/files/%61pplications/cv.pdf',
  '/files/.hidden',
];

describe('no request crashes the files origin or the API', () => {
  let t: TestApp;
  let files: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ seed: { agents: 5, services: 10, reviews: 5 } });
    const dir = t.app.config.filesDir;
    fs.mkdirSync(path.join(dir, 'applications'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'applications', 'cv.pdf'), 'PRIVATE CV');
    fs.writeFileSync(path.join(dir, '.hidden'), 'PRIVATE');
    fs.writeFileSync(path.join(dir, 'public.txt'), 'public');
    files = await buildFilesApp(t.app.config, false, { db: t.app.db });
    await files.listen({ host: '127.0.0.1', port: 0 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await files?.close();
    await t?.close();
  });

  it.each(HOSTILE)('the files origin answers %s with a 4xx JSON error, and keeps serving', async (target) => {
    const res = await get(portOf(files), target);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: res.status, error: expect.any(String), message: expect.any(String) });
    expect(res.body).not.toContain('PRIVATE');
    expect(await get(portOf(files), '/files/public.txt')).toEqual({ status: 200, body: 'public' });
  });

  it('a lone % answers 404 (there is no such file), not 500', async () => {
    expect((await get(portOf(files), '/files/%25')).status).toBe(404);
  });

  it.each(['/api/v1/%25', '/api/v1/misc/storefront/%25', '/api/v1/misc/storefront/%E0%A4%A', '/api/v1/content/%ED%A0%80', '/api/docs/static/%25', '/%25'])(
    'the API answers %s with a 4xx JSON error, and keeps serving',
    async (target) => {
      const res = await get(portOf(t.app), target);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: res.status, message: expect.any(String) });
      expect((await get(portOf(t.app), '/health')).status).toBe(200);
    },
  );
});
