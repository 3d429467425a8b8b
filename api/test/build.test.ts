// The production build (scripts/build.mjs) must keep the folders @fastify/autoload reads at run time: the built app,
// run by plain Node from its output, loads every plugin and serves the same routes as the source.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const api = path.join(__dirname, '..');

describe('the production build', () => {
  const out = path.join(api, '.cache', `build-test-${process.pid}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cargora-build-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build.mjs', out], { cwd: api, stdio: 'pipe' });
    // Plain Node's require (not Jest's, which would compile the TypeScript sources instead).
    const nodeRequire = createRequire(out);
    const built = nodeRequire(path.join(out, 'app.js')) as typeof import('../src/app');
    app = await built.buildApp({ logger: false, seed: { agents: 2, services: 2, reviews: 0 }, dataDir, databaseUrl: path.join(dataDir, 'db.sqlite') });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('emits one file per module, and the built app autoloads its plugins and routes', async () => {
    expect(fs.existsSync(path.join(out, 'server.js'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'plugins', 'app', 'auth', 'jwt.js'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'routes', 'api', 'v1', 'misc', 'services', 'index.js'))).toBe(true);
    expect(app.hasPlugin('auth-service')).toBe(true);
    expect((await app.inject('/api/v1/misc/services')).statusCode).toBe(200);
    expect((await app.inject('/api/v1/auth/me')).statusCode).toBe(401);
  });
});
