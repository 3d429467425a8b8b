/** @jest-environment node */
// What a static origin can be made to send, over a real socket, whatever the spelling of the address: a build laid
// out as webpack writes it (client/, server/, private/) and a deploy folder as publishing writes it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG } from '@cargora/shared/server';
import { createHostServer } from '../host-server';
import { createRemoteServer } from '../remote-server';
import { staticOriginSettings } from '../static-origin';

const SECRET = 'SERVER-SIDE-ONLY';

function write(file: string, body: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/** A host build and one published catalog version, each with a server build, source maps and statistics. */
function site() {
  const root = mkdtempSync(join(tmpdir(), 'cargora-layout-'));
  const dist = join(root, 'dist');
  const deploy = join(root, 'deploy');
  write(join(dist, 'client', 'index.html'), '<head><!--cargora:head--></head><body><div id="root"><!--cargora:root--></div><!--cargora:state--></body>');
  write(join(dist, 'client', 'js', 'main.0123456789.js'), 'main()');
  write(join(dist, 'client', 'mf-manifest.json'), '{}');
  write(join(dist, 'server', 'render-worker.js'), `// ${SECRET}`);
  write(join(dist, 'private', 'js', 'main.0123456789.js.map'), `{"sourcesContent":["${SECRET}"]}`);
  write(join(dist, 'private', 'mf-manifest-stats.json'), `{"${SECRET}":1}`);
  write(join(dist, '.source-hash'), SECRET);
  const version = join(deploy, 'catalog', 'v1');
  write(join(version, 'client', 'remoteEntry.js'), 'entry()');
  write(join(version, 'client', 'mf-manifest.json'), '{}');
  write(join(version, 'server', 'app.js'), `// ${SECRET}`);
  write(join(version, 'private', 'remoteEntry.js.map'), `{"sourcesContent":["${SECRET}"]}`);
  write(join(version, 'private', 'mf-manifest-stats.json'), `{"${SECRET}":1}`);
  write(join(version, 'release.json'), `{"sourceHash":"${SECRET}"}`);
  write(join(deploy, 'remotes.json'), JSON.stringify({ catalog: { version: 'v1', url: 'http://localhost:3001/v1/mf-manifest.json' } }));
  return { dist, deploy };
}

/** The request line exactly as written (fetch would normalise `..`, `//` and percent-escapes away). */
async function raw(app: FastifyInstance, path: string): Promise<{ status: number; body: string }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'identity' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const production = staticOriginSettings({ NODE_ENV: 'production' });
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function host(settings = production) {
  const { dist, deploy } = site();
  const app = await createHostServer({ distDir: dist, deployDir: deploy, config: DEFAULT_CONFIG, settings, rendering: false });
  apps.push(app);
  return app;
}
async function catalog(settings = production) {
  const app = await createRemoteServer('catalog', { deployDir: site().deploy, settings });
  apps.push(app);
  return app;
}

/** Every spelling of the host's server build, its private files and the build's own bookkeeping. */
const HOST_SPELLINGS = [
  '/server/render-worker.js',
  '/%73erver/render-worker.js',
  '/%73%65%72%76%65%72/render-worker.js',
  '/server%2Frender-worker.js',
  '/server%2frender-worker.js',
  '/server//render-worker.js',
  '//server/render-worker.js',
  '/./server/render-worker.js',
  '/js/../server/render-worker.js',
  '/js/%2e%2e/server/render-worker.js',
  '/js/%2E%2E%2Fserver/render-worker.js',
  '/..%2fserver/render-worker.js',
  '/../dist/server/render-worker.js',
  '/%2e%2e/server/render-worker.js',
  '/SERVER/render-worker.js',
  '/Server/Render-Worker.js',
  '/server/render-worker.js.',
  '/server/render-worker.js%00',
  '/server\\render-worker.js',
  '/server%5crender-worker.js',
  '/js/main.0123456789.js.map',
  '/js/main.0123456789.js.ma%70',
  '/js/main.0123456789.js%2emap',
  '/js/main.0123456789.js.MAP',
  '/mf-manifest-stats.json',
  '/mf-manifest-%73tats.json',
  '/mf-manifest-stats.json.',
  '/private/mf-manifest-stats.json',
  '/..%2fprivate/mf-manifest-stats.json',
  '/.source-hash',
  '/%2esource-hash',
  '/client/index.html',
  '/..%2f.source-hash',
];

/** Every spelling of a version's server build, its private files and its release record. */
const REMOTE_SPELLINGS = [
  '/v1/server/app.js',
  '/v1/%73erver/app.js',
  '/v1/server%2Fapp.js',
  '/v1/server//app.js',
  '/v1//server/app.js',
  '/v1/./server/app.js',
  '/v1/js/../server/app.js',
  '/v1/%2e%2e/server/app.js',
  '/v1/..%2fserver/app.js',
  '/v1/client/../server/app.js',
  '/v1%2fserver/app.js',
  '/v1%2Fserver%2Fapp.js',
  '/%76%31/server/app.js',
  '/V1/server/app.js',
  '/v1/SERVER/app.js',
  '/v1/server/app.js.',
  '/v1./server/app.js',
  '/v1/server/app.js%00',
  '/v1/server\\app.js',
  '/v1/remoteEntry.js.map',
  '/v1/remoteEntry.js.ma%70',
  '/v1/remoteEntry.js%2Emap',
  '/v1/mf-manifest-stats.json',
  '/v1/mf-manifest-%73tats.json',
  '/v1/private/mf-manifest-stats.json',
  '/v1/release.json',
  '/v1/%72elease.json',
  '/v1/..%2frelease.json',
  '/v1/client/remoteEntry.js',
  '/..%2fcatalog/v1/server/app.js',
  '/%2e%2e/v1/server/app.js',
  '/../remotes.json',
  '/remotes.json',
];

describe('the host’s origin never sends its server build or private files', () => {
  it.each(HOST_SPELLINGS)('%s', async (path) => {
    const res = await raw(await host(), path);
    expect(res.body).not.toContain(SECRET);
    // An address without a file extension ('….js.', '/.source-hash') is a page's: the page (here the shell the
    // browser renders, which says not found), never the file.
    // @fastify/static refuses a doubled slash, a dot segment or a backslash outright (403).
    if (res.status < 400) expect(res.body).toContain('<div id="root">');
    else expect([400, 403, 404]).toContain(res.status);
  });

  it('still sends its browser files', async () => {
    const app = await host();
    expect(await raw(app, '/js/main.0123456789.js')).toMatchObject({ status: 200, body: 'main()' });
    expect(await raw(app, '/mf-manifest.json')).toMatchObject({ status: 200, body: '{}' });
  });
});

describe('a remote’s origin never sends a version’s server build or private files', () => {
  it.each(REMOTE_SPELLINGS)('%s', async (path) => {
    const res = await raw(await catalog(), path);
    expect(res.body).not.toContain(SECRET);
    expect([400, 403, 404]).toContain(res.status);
  });

  it('still sends the version’s browser files', async () => {
    const app = await catalog();
    expect(await raw(app, '/v1/remoteEntry.js')).toMatchObject({ status: 200, body: 'entry()' });
    expect(await raw(app, '/v1/mf-manifest.json')).toMatchObject({ status: 200, body: '{}' });
    expect((await raw(app, '/v2/remoteEntry.js')).status).toBe(404);
  });
});

describe('a deploy folder published before client/ existed', () => {
  it('is moved into the current layout when the origin starts, and served from client/ only', async () => {
    const { deploy } = site();
    // As publishing wrote a version then: browser files, maps and statistics at the top, beside server/.
    const old = join(deploy, 'catalog', 'v0');
    write(join(old, 'remoteEntry.js'), 'entry0()');
    write(join(old, 'mf-manifest.json'), '{}');
    write(join(old, 'remoteEntry.js.map'), `{"sourcesContent":["${SECRET}"]}`);
    write(join(old, 'mf-manifest-stats.json'), `{"${SECRET}":1}`);
    write(join(old, 'server', 'app.js'), `// ${SECRET}`);
    write(join(old, 'release.json'), `{"sourceHash":"${SECRET}"}`);
    const app = await createRemoteServer('catalog', { deployDir: deploy, settings: production });
    apps.push(app);
    expect(await raw(app, '/v0/remoteEntry.js')).toMatchObject({ status: 200, body: 'entry0()' });
    for (const path of ['/v0/%73erver/app.js', '/v0/server%2Fapp.js', '/v0/server//app.js', '/v0/remoteEntry.js.ma%70', '/v0/mf-manifest-%73tats.json', '/v0/release.json']) {
      const res = await raw(app, path);
      expect(res.body).not.toContain(SECRET);
      expect([403, 404]).toContain(res.status);
    }
  });
});

describe('source maps and statistics outside production', () => {
  const development = staticOriginSettings({});
  const shown = staticOriginSettings({ NODE_ENV: 'production', PUBLIC_SOURCE_MAPS: '1' });

  it('are sent from the private folder when PUBLIC_SOURCE_MAPS=1 or outside production, the server build never', async () => {
    for (const settings of [development, shown]) {
      const app = await host(settings);
      expect((await raw(app, '/js/main.0123456789.js.map')).status).toBe(200);
      expect((await raw(app, '/%73erver/render-worker.js')).body).not.toContain(SECRET);
      expect((await raw(app, '/js/%2e%2e/server/render-worker.js')).body).not.toContain(SECRET);
      expect((await raw(app, '/.source-hash')).body).not.toContain(SECRET);
      const remote = await catalog(settings);
      expect((await raw(remote, '/v1/remoteEntry.js.map')).status).toBe(200);
      expect((await raw(remote, '/v1/%73erver/app.js')).body).not.toContain(SECRET);
      expect((await raw(remote, '/v1/release.json')).body).not.toContain(SECRET);
    }
  });
});
