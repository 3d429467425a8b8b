// A stand-in for the host's /remotes.json (REMOTES_URL): telemetry is accepted for the versions it names.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RemotesStub {
  url: string;
  /** What /remotes.json answers from now on: remote -> version (null: it answers 503). */
  set(versions: Record<string, string> | null): void;
  reads(): number;
  close(): Promise<void>;
}

export async function serveRemotes(versions: Record<string, string> | null): Promise<RemotesStub> {
  let current = versions;
  let reads = 0;
  const server = http.createServer((_req, res) => {
    reads += 1;
    if (!current) return void res.writeHead(503).end();
    const manifest = Object.fromEntries(Object.entries(current).map(([remote, version]) => [remote, { version, url: `http://cdn.test/${version}/mf-manifest.json` }]));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes.json`,
    set: (next) => void (current = next),
    reads: () => reads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
