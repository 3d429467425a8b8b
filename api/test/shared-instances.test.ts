// Several API instances side by side, as the cluster runs them: a real redis-server (rate limits, cache invalidation)
// and s3rver (the files store through the S3 API). Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { buildApp } from '../src/app';
import { buildFilesApp } from '../src/files-app';
import { s3ObjectStore, type S3Settings } from '../src/lib/object-store';
import { createTestApp, multipart, PDF, type TestApp } from './helpers';

const REDIS = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
if (!REDIS) console.warn('redis-server not installed (apt-get install -y redis-server): shared-instance tests skipped');
const describeWithRedis = REDIS ? describe : describe.skip;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000, stepMs = 5): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => resolve(s.end() && true)).on('error', () => resolve(false));
  });

describeWithRedis('API instances sharing Redis and an S3 store', () => {
  let redis: ChildProcess | undefined;
  let redisPort: number;
  let s3: S3rver;
  let s3Dir: string;
  let settings: S3Settings;
  let first: TestApp;
  let second: FastifyInstance;

  const startRedis = async () => {
    redis = spawn(REDIS, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until(() => listening(redisPort), 'redis-server listening', 10_000, 50);
  };
  const stopRedis = async () => {
    const r = redis;
    if (!r || r.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      r.once('exit', () => resolve());
      r.kill('SIGKILL');
    });
  };

  beforeAll(async () => {
    redisPort = await freePort();
    await startRedis();
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cargora-s3-'));
    const s3Port = await freePort();
    s3 = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'cargora-test', configs: [] }] });
    await s3.run();
    settings = { bucket: 'cargora-test', endpoint: `http://127.0.0.1:${s3Port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
    // Two API instances over one database, as deployed side by side; a 30 s read cache on both.
    const config = { rateLimitAuth: 3, redisUrl: `redis://127.0.0.1:${redisPort}`, loginMaxFailures: 100, apiCacheTtlMs: 30_000, s3: settings };
    first = await createTestApp({ seed: { agents: 30, services: 60, reviews: 20 }, config });
    second = await buildApp({ logger: false, seed: false, databaseUrl: first.app.config.databaseUrl, dataDir: first.dataDir, config: { ...first.app.config, dataDir: first.dataDir } });
    await until(() => Boolean(first.app.redis?.bus.connected() && second.redis?.bus.connected()), 'both instances subscribed');
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await stopRedis();
    await s3?.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('shares one rate-limit budget per client', async () => {
    const attempt = (app: FastifyInstance, ip = '10.1.2.3') =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: { email: 'x@y.test', password: 'x' }, remoteAddress: ip });
    const codes = [await attempt(first.app), await attempt(second), await attempt(first.app), await attempt(second)].map((r) => r.statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await attempt(second, '10.1.2.4')).statusCode).toBe(401);
  });

  it('a write through one instance reaches the other\'s read cache within 100 ms, not after the TTL', async () => {
    const url = '/api/v1/misc/services/7';
    const titleOn = async (app: FastifyInstance) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      return { title: (res.json() as { data: { title: string } }).data.title, cache: res.headers['x-cache'] };
    };
    await titleOn(second);
    expect((await titleOn(second)).cache).toBe('hit');
    const epochBefore = second.redis!.bus.epoch();
    const newTitle = `Reefer lane ${Date.now()}`;
    await first.app.db.updateTable('services').set({ title: newTitle }).where('id', '=', 7).execute();
    const [served, heard] = await Promise.all([
      until(async () => (await titleOn(second)).title === newTitle, 'the other instance serving the new title', 2000, 2),
      // The bus's message itself (on PostgreSQL nothing else tells the other instance; SQLite also sees the file change).
      until(() => second.redis!.bus.epoch() > epochBefore, 'the other instance hearing of the write', 2000, 1),
    ]);
    console.log(`cache invalidation: new data served by the other instance after ${served} ms, bus message heard after ${heard} ms`);
    expect(Math.max(served, heard)).toBeLessThanOrEqual(100);
  });

  it('a write made while its publishing connection is down is told once that connection is back', async () => {
    const publisher = first.app.redis!.client;
    const publisherId = Number(await publisher.client('ID'));
    const epochBefore = second.redis!.bus.epoch();
    await second.redis!.client.call('CLIENT', 'KILL', 'ID', String(publisherId));
    await until(() => publisher.status !== 'ready', 'the publishing connection dropping', 2000, 1);
    await first.app.db.updateTable('services').set({ title: 'Written while the publisher was away' }).where('id', '=', 9).execute();
    await until(() => publisher.status === 'ready', 'the publishing connection back', 5000, 5);
    // The other instance's subscription never dropped, so only the message itself can move its epoch.
    await until(() => second.redis!.bus.epoch() > epochBefore, 'the other instance hearing of the write', 2000, 5);
    expect(second.redis!.bus.connected()).toBe(true);
  });

  it('keeps answering through a Redis restart: local limits and short cache lifetimes meanwhile, then rejoins', async () => {
    await stopRedis();
    await until(() => !second.redis!.bus.connected(), 'the instance noticing Redis is gone', 5000, 20);
    // Visitors see no error.
    for (const url of ['/api/v1/misc/services?limit=5', '/api/v1/misc/services/3', '/health']) {
      expect((await second.inject(url)).statusCode).toBe(200);
    }
    // Limits still hold, per instance.
    const attempt = () => second.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: { email: 'z@y.test', password: 'x' }, remoteAddress: '10.9.9.9' });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    await startRedis();
    await until(() => Boolean(first.app.redis?.bus.connected() && second.redis?.bus.connected()), 'both instances back on Redis', 10_000, 50);
    const epochBefore = second.redis!.bus.epoch();
    await first.app.db.updateTable('services').set({ title: 'Back on the bus' }).where('id', '=', 8).execute();
    await until(() => second.redis!.bus.epoch() > epochBefore, 'a change heard again after the restart', 2000, 5);
  }, 30_000);

  it('stores CVs in the S3 bucket, private; share images too, served by the files origin', async () => {
    const body = multipart({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', coverLetter: 'I would love to join your operations team in Rotterdam.' }, {
      field: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: PDF,
    });
    const res = await second.inject({ method: 'POST', url: '/api/v1/misc/job/application/1', ...body });
    expect([res.statusCode, res.body]).toEqual([201, res.statusCode === 201 ? res.body : "an application receipt"]);
    const id = (res.json() as { data: { id: string } }).data.id;
    const store = s3ObjectStore(settings);
    expect((await store.get(`applications/${id}.pdf`))?.equals(PDF)).toBe(true);
    // Nothing on the instance's disk: another instance (or a replacement) sees the same files.
    expect(fs.existsSync(path.join(first.dataDir, 'files', 'applications', `${id}.pdf`))).toBe(false);
    const files = await buildFilesApp(second.config, false, { db: second.db });
    try {
      expect((await files.inject(`/files/applications/${id}.pdf`)).statusCode).toBe(404);
      const image = await files.inject('/files/share/service/5.png');
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      const kept = await store.list('share/service');
      expect(kept).toEqual([expect.stringMatching(/^share\/service\/5-[0-9a-f]{12}\.png$/)]);
      await store.put('logos/x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
      const logo = await files.inject('/files/logos/x.svg');
      expect([logo.statusCode, logo.headers['content-type']]).toEqual([200, 'image/svg+xml']);
      expect((await files.inject('/files/%E0%A4%A')).statusCode).toBe(400);
    } finally {
      await files.close();
    }
  });
});
