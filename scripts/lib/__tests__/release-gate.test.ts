import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CONTRACT_VERSION } from '@cargora/shared/contracts';
import { publishBuild } from '../build';
import { listVersions, readManifest } from '../deploy';
import { hostRangeProblems, liveContractVersion, releaseGate, type FederationManifest } from '../release-gate';

// The shared singletons as our builds write them into mf-manifest.json (the host's, and a remote built before the
// React 19 upgrade: the very build the gate must refuse).
const host: FederationManifest = {
  metaData: { pluginVersion: '2.9.3' },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: 'react-router', version: '7.18.7', requiredVersion: '7.18.7', singleton: true },
    { name: 'zustand', version: '5.1.0', requiredVersion: '^5.0.8', singleton: true },
    { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1', singleton: null },
  ],
};
const current: FederationManifest = {
  metaData: { pluginVersion: '2.9.3' },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: 'react-router', version: '7.18.7', requiredVersion: '7.18.7', singleton: true },
    { name: 'zustand', version: '5.0.9', requiredVersion: '^5.0.8', singleton: true },
  ],
};
const react18: FederationManifest = {
  metaData: { pluginVersion: '2.9.3' },
  shared: [
    { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true },
    { name: 'react-dom', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true },
    { name: 'react-router', version: '7.18.7', requiredVersion: '7.18.7', singleton: true },
  ],
};

const gate = (build: FederationManifest, builtContract = 3, liveContract: number | null = 3) =>
  releaseGate({ remote: 'catalog', host, build, builtContract, liveContract });

describe('the release gate', () => {
  it('lets a build made against the host’s versions and the live contract through', () => {
    expect(gate(current)).toEqual([]);
    expect(gate(current, 4, 3)).toEqual([]);
  });

  it('refuses a build with an incompatible React, saying which singleton and why', () => {
    const problems = gate(react18);
    expect(problems).toEqual(
      expect.arrayContaining([
        'react: remote requires ^18.3.1, host provides 19.3.1',
        'react: remote built with 18.3.1, host accepts ^19.3.1',
        'react-dom: remote built with 18.3.1, host accepts ^19.3.1',
      ]),
    );
    expect(problems.some((p) => p.startsWith('react-router'))).toBe(false);
  });

  it('checks the remote’s own copy against the host’s range, not only the other way round', () => {
    // The host's 5.1.0 satisfies the remote's ^4.0.0 || ^5.0.0, but the remote itself was built with zustand 4.
    const built = { shared: [{ name: 'zustand', version: '4.5.7', requiredVersion: '^4.0.0 || ^5.0.0', singleton: true }] };
    expect(gate(built)).toEqual(['zustand: remote built with 4.5.7, host accepts ^5.0.8']);
    expect(hostRangeProblems(host.shared!, [{ name: 'left-pad', version: '1.0.0' }])).toEqual([]);
  });

  it('refuses a build made against an older contract than the live API serves; not asked, not checked', () => {
    expect(gate(current, 2, 3)).toEqual(['contract: built against version 2, the live API serves version 3']);
    expect(gate(current, 2, null)).toEqual([]);
  });

  it('refuses a build of another federation runtime and a missing host build', () => {
    expect(gate({ ...current, metaData: { pluginVersion: '2.10.0' } })).toEqual(['federation runtime: remote built with 2.10.0, host provides 2.9.3']);
    expect(releaseGate({ remote: 'catalog', host: null, build: current, builtContract: 1, liveContract: 1 })[0]).toMatch(/build the host first/);
  });
});

describe('publishing through the gate', () => {
  const write = (file: string, body: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  };
  const dist = (root: string, label: string, manifest: FederationManifest) => {
    const dir = join(root, label);
    write(join(dir, 'client', 'mf-manifest.json'), JSON.stringify(manifest));
    write(join(dir, 'client', 'remoteEntry.js'), `// ${label}`);
    return dir;
  };

  it('publishes nothing and leaves remotes.json as it was when the gate refuses', () => {
    const root = mkdtempSync(join(tmpdir(), 'cargora-gate-'));
    const target = join(root, 'deploy');
    const hostDist = dist(root, 'host', host);
    const live = publishBuild('catalog', dist(root, 'good', current), 'h1', { target, hostDist, liveContract: CONTRACT_VERSION });
    expect(readManifest(target).catalog?.version).toBe(live);
    expect(listVersions(target, 'catalog')[0]?.contractVersion).toBe(CONTRACT_VERSION);

    expect(() => publishBuild('catalog', dist(root, 'old-react', react18), 'h2', { target, hostDist })).toThrow(
      /catalog: refused, nothing was published[\s\S]*react: remote built with 18\.3\.1, host accepts \^19\.3\.1/,
    );
    expect(() => publishBuild('catalog', dist(root, 'old-contract', current), 'h3', { target, hostDist, liveContract: CONTRACT_VERSION + 1 })).toThrow(
      /contract: built against version/,
    );
    expect(listVersions(target, 'catalog').map((v) => v.version)).toEqual([live]);
    expect(readManifest(target).catalog?.version).toBe(live);
    expect(existsSync(join(target, 'history.jsonl'))).toBe(true);
  });
});

describe('the live API’s contract version', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/health') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', contract: 7 }));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads GET /health, and answers null when nothing answers', async () => {
    expect(await liveContractVersion(origin)).toBe(7);
    expect(await liveContractVersion('http://127.0.0.1:9', 1000)).toBeNull();
  });
});
