/** @jest-environment node */
// The headers as the host's origin and a remote's origin send them (helmet's, with our two policies), over real
// sockets (app.inject needs an ESM-only module this suite's Jest cannot load).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG } from '@cargora/shared/server';
import { createHostServer } from '../host-server';
import { createRemoteServer } from '../remote-server';
import { staticOriginSettings } from '../static-origin';

function site() {
  const root = mkdtempSync(join(tmpdir(), 'cargora-headers-'));
  const dist = join(root, 'dist');
  const deploy = join(root, 'deploy');
  for (const dir of [
    join(dist, 'client', 'js'),
    join(deploy, 'catalog', 'v1', 'client'),
    join(deploy, 'directory', 'v2', 'client'),
  ]) {
    mkdirSync(dir, { recursive: true });
  }
  writeFileSync(
    join(dist, 'client', 'index.html'),
    '<head><!--cargora:head--><style>b{}</style></head><body><div id="root"><!--cargora:root--></div><!--cargora:state--><script>go()</script></body>',
  );
  writeFileSync(join(dist, 'client', 'js', 'main.0123456789.js'), 'main()');
  writeFileSync(join(deploy, 'catalog', 'v1', 'client', 'mf-manifest.json'), '{}');
  writeFileSync(
    join(deploy, 'remotes.json'),
    JSON.stringify({
      catalog: { version: 'v1', url: 'http://localhost:3001/v1/mf-manifest.json' },
      directory: { version: 'v2', url: 'http://localhost:3002/v2/mf-manifest.json' },
    }),
  );
  return { dist, deploy };
}

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
const production = (extra: NodeJS.ProcessEnv = {}) =>
  staticOriginSettings({ NODE_ENV: 'production', ...extra });

/** A started app's `get`: status, headers and body of a real request. */
async function serve(app: FastifyInstance) {
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return { status: res.status, headers: res.headers, body: await res.text() };
  };
}
const host = async (settings = production()) => {
  const { dist, deploy } = site();
  return serve(
    await createHostServer({
      distDir: dist,
      deployDir: deploy,
      config: DEFAULT_CONFIG,
      settings,
      rendering: false,
    }),
  );
};
const remote = async (settings = production()) =>
  serve(await createRemoteServer('catalog', { deployDir: site().deploy, settings }));

/** A policy's directives by name (helmet separates them with ';'). */
const parse = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((d) => {
      const [name, ...sources] = d.trim().split(' ');
      return [name!, sources];
    }),
  );

/** The headers only helmet sets (beside the ones we had before it), on every response of both origins. */
const HELMET_DEFAULTS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const expectHelmetHeaders = (headers: Headers, what: string) => {
  for (const [name, value] of Object.entries(HELMET_DEFAULTS))
    expect([what, name, headers.get(name)]).toEqual([what, name, value]);
};

describe('the host page’s Content-Security-Policy', () => {
  let policy: Map<string, string[]>;
  let nonce: string;
  beforeAll(async () => {
    const res = await (await host())('/landing-page');
    policy = parse(res.headers.get('content-security-policy'));
    nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
  });

  it('runs scripts from the site, the remotes and the nonce only: nothing inline without it, no eval', () => {
    const sources = ["'self'", `'nonce-${nonce}'`, 'http://localhost:3001', 'http://localhost:3002'];
    expect(policy.get('script-src')).toEqual(sources);
    expect(policy.get('style-src')).toEqual(sources);
    // Style elements take style-src's sources.
    expect(policy.has('style-src-elem')).toBe(false);
    // Only style attributes (of the server-rendered HTML) may be inline without the nonce; they cannot run code.
    for (const [directive, values] of policy) {
      if (directive !== 'style-src-attr') expect(values).not.toContain("'unsafe-inline'");
    }
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect([...policy.values()].flat()).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
  });

  it('reads data from the API, files and remotes; images from the API and files origins', () => {
    const api = new URL(DEFAULT_CONFIG.apiUrl).origin;
    const files = new URL(DEFAULT_CONFIG.filesUrl).origin;
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      api,
      files,
      'http://localhost:3001',
      'http://localhost:3002',
    ]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining([api, files]));
  });

  it('may not be framed, has no plugins, and reports violations', () => {
    // Fonts and the manifest from the site and the remotes (default-src), nothing else by default.
    expect(policy.get('default-src')).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002']);
    expect(policy.has('font-src') || policy.has('manifest-src') || policy.has('media-src')).toBe(false);
    expect(policy.get('worker-src')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['/csp-reports']);
  });
});

describe('the host’s origin', () => {
  it('gives two responses of the same page two nonces, each on its policy and on every inline script and style', async () => {
    const get = await host();
    const answers = [await get('/landing-page'), await get('/landing-page')];
    const nonces = answers.map(({ headers, body }) => {
      const policy = parse(headers.get('content-security-policy'));
      const nonce = /^'nonce-(.+)'$/.exec(policy.get('script-src')![1]!)![1]!;
      // One nonce a response: scripts and style elements alike.
      expect(policy.get('style-src')).toContain(`'nonce-${nonce}'`);
      const attributes = [...body.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]);
      // The page's <style>, <script>, the run-time config and state scripts and the meta styled-components reads.
      expect(attributes.length).toBeGreaterThanOrEqual(4);
      expect(new Set(attributes)).toEqual(new Set([nonce]));
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expectHelmetHeaders(answers[0]!.headers, 'page');
  });

  it('sends its files and the bare-address 404 page with helmet’s headers, its files same-origin only', async () => {
    const get = await host();
    const file = await get('/js/main.0123456789.js');
    expect(file.status).toBe(200);
    expectHelmetHeaders(file.headers, 'file');
    expect(parse(file.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
    expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // An address Fastify cannot decode: the site's 404 page, with the page's policy and a nonce of its own.
    const bad = await get('/popularblogs/%');
    expect(bad.status).toBe(404);
    expectHelmetHeaders(bad.headers, 'bad address');
    const nonce = /'nonce-([^']+)'/.exec(bad.headers.get('content-security-policy') ?? '')?.[1];
    expect(bad.body).toContain(`<script nonce="${nonce}">go()`);
  });

  it('lets the pages it opens for sign-in answer through window.opener', async () => {
    const res = await (await host())('/landing-page');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  });

  it('sends HSTS only when a trusted proxy says the request came over TLS', async () => {
    const get = await host(production({ TRUST_PROXY: '1' }));
    for (const path of ['/landing-page', '/remotes.json']) {
      expect(
        (await get(path, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'),
      ).toBe('max-age=31536000; includeSubDomains');
      expect((await get(path)).headers.get('strict-transport-security')).toBeNull();
    }
  });
});

describe('a remote’s origin', () => {
  it('sends helmet’s headers on its files, its 404s and its 400s, and lets the site’s pages load them', async () => {
    const get = await remote();
    const answers = {
      file: await get('/v1/mf-manifest.json'),
      missing: await get('/v1/nothing.js'),
      bad: await get('/v1/%'),
    };
    expect([answers.file.status, answers.missing.status, answers.bad.status]).toEqual([200, 404, 400]);
    for (const [what, { headers }] of Object.entries(answers)) {
      expectHelmetHeaders(headers, what);
      expect(headers.get('content-security-policy')).toBe(
        "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      );
      // Scripts, styles, manifests and translations are read by the host's pages, another origin.
      expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(headers.get('timing-allow-origin')).toBe('*');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS over TLS', async () => {
    const get = await remote(production({ TRUST_PROXY: '1' }));
    expect(
      (await get('/v1/mf-manifest.json', { 'x-forwarded-proto': 'https' })).headers.get(
        'strict-transport-security',
      ),
    ).toBe('max-age=31536000; includeSubDomains');
  });
});
