// Liveness vs readiness with the files store in S3 and that store not answering: a server that accepts connections and
// never replies (what a stalled s3rver or a hung S3 endpoint looks like), and a closed port. Nothing is stubbed: the
// app's own S3 client talks to them.
import { CONTRACT_VERSION } from '@cargora/shared/contracts';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { s3ObjectStore, type S3Settings } from '../src/lib/object-store';
import { createTestApp, expectError, multipart, PDF, type TestApp } from './helpers';

const SEED = { agents: 20, services: 60, reviews: 20 };
const APPLY = '/api/v1/misc/job/application/1';

/** A TCP server that takes every connection and never answers; counts the connections made to it. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const s3At = (port: number): S3Settings => ({
  bucket: 'cargora',
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  accessKeyId: 'test',
  secretAccessKey: 'test',
  forcePathStyle: true,
  timeoutMs: 300,
});

const application = () =>
  multipart(
    {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      coverLetter: 'I would love to join your operations team in Rotterdam.',
    },
    { field: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: PDF },
  );

describe('S3 that never answers', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let t: TestApp;
  beforeAll(async () => {
    silent = await silentServer();
    // The background timer never fires during the test: what /ready says comes from the check made at start-up.
    t = await createTestApp({
      seed: SEED,
      config: { s3: s3At(silent.port), readinessIntervalMs: 3_600_000 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await silent?.close();
  });

  it('/health answers 200 without asking any dependency', async () => {
    const before = silent.connections();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject('/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', contract: CONTRACT_VERSION });
    }
    expect(silent.connections()).toBe(before);
  });

  it('/ready says the files store is down (503, per dependency) from its cache, without a call of its own', async () => {
    const before = silent.connections();
    const res = await t.app.inject('/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'degraded',
      db: t.app.dbKind,
      files: 'timeout',
      disk: 'ok',
      checkedAt: expect.any(String),
    });
    expect(silent.connections()).toBe(before);
  });

  it('reads that do not need the files store keep working', async () => {
    const list = await t.app.inject('/api/v1/misc/services?pageSize=2');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toHaveLength(2);
    expect((await t.app.inject('/api/v1/misc/services/3')).statusCode).toBe(200);
  });

  it('an upload answers 503 JSON with Retry-After at once (the store is known down) and stores nothing', async () => {
    const before = silent.connections();
    const form = application();
    const res = await t.app.inject({
      method: 'POST',
      url: APPLY,
      payload: form.payload,
      headers: form.headers,
    });
    expect(expectError(res, 503).message).toMatch(/try again/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(silent.connections()).toBe(before);
    expect(await t.app.applicationsRepository.count()).toBe(0);
  });

  it('a call to the store gives up after its time-out with a 503 (not a hang, not a 500)', async () => {
    const store = s3ObjectStore(s3At(silent.port));
    await expect(store.put('applications/x.pdf', PDF)).rejects.toMatchObject({
      statusCode: 503,
      headers: { 'retry-after': '30' },
    });
    await expect(store.get('logos/x.svg')).rejects.toMatchObject({ statusCode: 503 });
  });
});

describe('S3 on a closed port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: SEED,
      config: { s3: s3At(await closedPort()), readinessIntervalMs: 3_600_000 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('/health 200, /ready names the refusal, reads work, an upload answers 503 with Retry-After', async () => {
    expect((await t.app.inject('/health')).statusCode).toBe(200);
    const ready = await t.app.inject('/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'degraded',
      db: t.app.dbKind,
      files: 'ECONNREFUSED',
      disk: 'ok',
    });
    expect((await t.app.inject('/api/v1/misc/services?pageSize=1')).statusCode).toBe(200);
    const form = application();
    const upload = await t.app.inject({
      method: 'POST',
      url: APPLY,
      payload: form.payload,
      headers: form.headers,
    });
    expectError(upload, 503);
    expect(Number(upload.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('S3 that goes away and comes back (s3rver)', () => {
  let t: TestApp;
  let port: number;
  let dir: string;
  let s3: S3rver | undefined;
  const startS3 = async () => {
    s3 = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'cargora', configs: [] }],
    });
    await s3.run();
  };
  const upload = () => {
    const form = application();
    return t.app.inject({ method: 'POST', url: APPLY, payload: form.payload, headers: form.headers });
  };
  beforeAll(async () => {
    port = await closedPort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cargora-s3-'));
    await startS3();
    // s3rver's own credentials (others are refused: 403).
    t = await createTestApp({
      seed: SEED,
      config: {
        s3: { ...s3At(port), accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        readinessIntervalMs: 3_600_000,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a failed upload marks the store down at once; the next check brings it back', async () => {
    expect((await t.app.inject('/ready')).json()).toMatchObject({ status: 'ok', files: 'ok' });
    expect((await upload()).statusCode).toBe(201);
    await s3!.close();
    // Not known yet: the upload tries, is refused, answers 503 with Retry-After, and readiness learns from it.
    const refused = await upload();
    expectError(refused, 503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject('/ready')).json()).toMatchObject({
      status: 'degraded',
      files: 'ECONNREFUSED',
    });
    expect((await t.app.inject('/health')).statusCode).toBe(200);
    await startS3();
    await t.app.storage.refreshReadiness();
    expect((await t.app.inject('/ready')).json()).toMatchObject({ status: 'ok', files: 'ok' });
    expect((await upload()).statusCode).toBe(201);
    expect(await t.app.applicationsRepository.count()).toBe(2);
  });
});
