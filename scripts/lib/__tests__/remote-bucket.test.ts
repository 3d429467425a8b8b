// The cluster's bucket sync against s3rver, through a proxy that notes every request: while nothing changes it asks
// for one small object's metadata and nothing else; a publish or a release is pulled.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { readCanaries, startCanary } from '@cargora/host/server';
import { publish, readManifest, versionDir, writeManifestAtomic } from '../deploy';
import { remoteBucket, type RemoteBucket } from '../remote-bucket';

async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

describe('remoteBucket().follow', () => {
  let root: string;
  let s3: S3rver;
  let proxy: http.Server;
  let bucket: RemoteBucket;
  const requests: string[] = [];

  /** A version of the catalog built (its client files) and published in `deployDir`. */
  const built = (deployDir: string, version: string) => {
    const dist = join(root, `dist-${version}`, 'client');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ version }));
    publish(deployDir, join(dist, '..'), {
      remote: 'catalog',
      version,
      sourceHash: version,
      gitSha: null,
      builtAt: new Date().toISOString(),
    });
  };
  const release = async (deployDir: string, version: string) => {
    built(deployDir, version);
    await bucket.pushVersion(deployDir, 'catalog', version);
    await bucket.writeManifest({ catalog: { version, url: `http://cdn.test/${version}/mf-manifest.json` } });
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'cargora-bucket-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(root, 's3'),
      configureBuckets: [{ name: 'remotes-test', configs: [] }],
    });
    const { port: s3Port } = (await s3.run()) as AddressInfo;
    proxy = http.createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      const upstream = http.request(
        { host: '127.0.0.1', port: s3Port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      // s3rver may reset a kept-alive socket (as the hooks close it): the client sees a failed request, the test
      // process no unhandled error.
      upstream.on('error', () => {
        if (res.headersSent) res.destroy();
        else res.writeHead(502).end();
      });
      req.pipe(upstream);
    });
    const endpoint = `http://127.0.0.1:${await listen(proxy)}`;
    bucket = remoteBucket({
      endpoint,
      bucket: 'remotes-test',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    // The S3 client keeps its sockets alive: close them, or close() waits for them past the hook's time.
    proxy.closeAllConnections();
    await new Promise((r) => proxy.close(r));
    await s3.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('polls one small object while nothing changes, and pulls a publish and a release', async () => {
    const source = join(root, 'source');
    const copy = join(root, 'copy');
    await release(source, 'v1');
    let changes = 0;
    const errors: unknown[] = [];
    const stop = bucket.follow(copy, {
      intervalMs: 20,
      onChange: () => changes++,
      onError: (e) => errors.push(e),
    });
    try {
      await until('the first pull', () => changes === 1);
      expect(readManifest(copy).catalog?.version).toBe('v1');

      requests.length = 0;
      await until('ten idle polls', () => requests.length >= 10);
      expect(new Set(requests)).toEqual(new Set(['HEAD /remotes-test/remotes/revision']));

      // Published ahead (not live): fetched; then made live: remotes.json follows.
      built(source, 'v2');
      await bucket.pushVersion(source, 'catalog', 'v2');
      await until('the new version fetched ahead', () =>
        existsSync(join(versionDir(copy, 'catalog', 'v2'), '.published')),
      );
      expect(readManifest(copy).catalog?.version).toBe('v1');
      await bucket.writeManifest({ catalog: { version: 'v2', url: 'http://cdn.test/v2/mf-manifest.json' } });
      await until('the release pulled', () => changes === 2);
      expect(readManifest(copy).catalog?.version).toBe('v2');
      expect(errors).toEqual([]);
    } finally {
      stop();
    }
  });

  it('pulls canary.json after the version it names, and its end', async () => {
    const source = join(root, 'canary-source');
    const copy = join(root, 'canary-copy');
    await release(source, 'c1');
    writeManifestAtomic(source, { catalog: { version: 'c1', url: 'http://cdn.test/c1/mf-manifest.json' } });
    built(source, 'c2');
    const url = 'http://cdn.test/c2/mf-manifest.json';
    // Started in a deploy folder of its own (as the tool does), then published: the version first, then canary.json.
    startCanary(source, 'catalog', { version: 'c2', url, percent: 50 });
    await expect(bucket.writeCanaries(readCanaries(source))).rejects.toThrow(/not in the bucket/);
    await bucket.pushVersion(source, 'catalog', 'c2');
    await bucket.writeCanaries(readCanaries(source));
    const errors: unknown[] = [];
    const stop = bucket.follow(copy, { intervalMs: 20, onChange: () => undefined, onError: (e) => errors.push(e) });
    try {
      await until('the canary pulled', () => readCanaries(copy).catalog?.version === 'c2');
      expect(existsSync(join(versionDir(copy, 'catalog', 'c2'), '.published'))).toBe(true);
      expect(readCanaries(copy).catalog).toMatchObject({ url, percent: 50 });
      await bucket.writeCanaries({});
      await until('the end of the canary pulled', () => readCanaries(copy).catalog === undefined);
      expect(errors).toEqual([]);
    } finally {
      stop();
    }
  });
});
