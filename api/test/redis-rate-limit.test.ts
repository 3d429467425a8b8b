// Rate limits shared across API instances through REDIS_URL, against a real redis-server on a loopback port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers';

const REDIS = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
if (!REDIS) console.warn('redis-server not installed (apt-get install -y redis-server): shared rate-limit test skipped');
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

async function waitForPort(port: number, deadline = Date.now() + 10_000): Promise<void> {
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(s.end() && true)).on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}

describeWithRedis('rate limits with REDIS_URL', () => {
  let redis: ChildProcess;
  let url: string;
  let first: TestApp | undefined;
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForPort(port);
    url = `redis://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    redis?.kill();
  });

  it('two instances share one budget per client', async () => {
    // Two API instances over one database, as deployed side by side.
    const config = { rateLimitAuth: 3, redisUrl: url, loginMaxFailures: 100 };
    first = await createTestApp({ seed: false, config });
    second = await buildApp({ logger: false, seed: false, databaseUrl: first.app.config.databaseUrl, dataDir: first.dataDir, config });
    const [a, b] = [first.app, second];
    const attempt = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: { email: 'x@y.test', password: 'x' }, remoteAddress: '10.1.2.3' });
    const codes = [await attempt(a), await attempt(b), await attempt(a), await attempt(b)].map((r) => r.statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const other = await b.inject({ method: 'POST', url: '/api/v1/auth/login/customer', payload: { email: 'x@y.test', password: 'x' }, remoteAddress: '10.1.2.4' });
    expect(other.statusCode).toBe(401);
  });
});
