// The files origin with its store in S3 (a real s3rver; nothing stubbed): it serves the bucket's public folders alone,
// whatever else the bucket holds and however the path is spelled; and a store that does not answer is a 503 with
// Retry-After, not a 500. Raw request targets on a real port (no client normalises them).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { buildFilesApp } from '../src/files-app';
import { s3ObjectStore, type S3Settings } from '../src/lib/object-store';
import { createTestApp, type TestApp } from './helpers';

/** GET `target` exactly as written. */
function get(port: number, target: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method: 'GET', timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to GET ${target}`)));
    req.on('error', reject);
    req.end();
  });
}

/** A free port on loopback. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const portOf = (app: FastifyInstance) => (app.server.address() as { port: number }).port;

const s3At = (port: number): S3Settings => ({
  bucket: 'cargora',
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  timeoutMs: 300,
});

const SERVER_BUILD = 'remotes/x/1/server/app.js';
const PRIVATE = [SERVER_BUILD, 'remotes/x/1/private/app.js.map', 'remotes/x/1/release.json', 'remotes/remotes.json', 'applications/cv.pdf', 'cv.pdf'];

/** Every spelling of `key` a visitor could send: encoded letters and slashes, dot segments, doubled slashes, case. */
const spellings = (key: string): string[] => {
  const first = key.split('/')[0]!;
  return [
    `/files/${key}`,
    `/files/${key.split('/').join('%2F')}`,
    `/files/%${key.charCodeAt(0).toString(16)}${key.slice(1)}`,
    `/files//${key}`,
    `/files/./${key}`,
    `/files/logos/../${key}`,
    `/files/logos/..%2F${key}`,
    `/files/logos/%2e%2e/${key}`,
    `/files/services/%2E%2E%2F${key}`,
    `/files/${first.toUpperCase()}${key.slice(first.length)}`,
    `/files/${key}?download=1`,
  ].filter((target, i, all) => all.indexOf(target) === i);
};

describe('files origin on S3: public folders only', () => {
  let t: TestApp;
  let s3: S3rver;
  let dir: string;
  let files: FastifyInstance;
  beforeAll(async () => {
    const port = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cargora-files-s3-'));
    s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'cargora', configs: [] }] });
    await s3.run();
    t = await createTestApp({ seed: { agents: 2, services: 2, reviews: 0 } });
    const settings = { ...s3At(port), timeoutMs: 5000 };
    const store = s3ObjectStore(settings);
    for (const key of PRIVATE) await store.put(key, Buffer.from(`SECRET ${key}`));
    await store.put('logos/x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    files = await buildFilesApp({ ...t.app.config, s3: settings }, false, { db: t.app.db });
    await files.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await files?.close();
    await t?.close();
    await s3?.close().catch(() => undefined);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a public image', async () => {
    const logo = await get(portOf(files), '/files/logos/x.svg');
    expect([logo.status, logo.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });

  it.each(PRIVATE.flatMap(spellings))('answers %s with 404 JSON, without the object', async (target) => {
    const res = await get(portOf(files), target);
    expect(res.body).not.toContain('SECRET');
    expect([res.status, JSON.parse(res.body)]).toEqual([404, expect.objectContaining({ statusCode: 404, error: 'Not Found' })]);
  });
});

describe('files origin on S3 that does not answer', () => {
  let t: TestApp;
  let files: FastifyInstance;
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Takes every connection and never answers: a stalled store.
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ seed: { agents: 2, services: 2, reviews: 0 } });
    files = await buildFilesApp({ ...t.app.config, s3: s3At((silent.address() as net.AddressInfo).port) }, false, { db: t.app.db });
  });
  afterAll(async () => {
    await files?.close();
    await t?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent?.close(() => resolve()));
  });

  it('answers 503 JSON with Retry-After, not 500', async () => {
    const res = await files.inject('/files/logos/x.svg');
    expect([res.statusCode, res.json()]).toEqual([503, expect.objectContaining({ statusCode: 503, error: 'Service Unavailable', message: expect.stringMatching(/try again/) })]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
