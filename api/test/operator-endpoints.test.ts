// Issue 45: reading telemetry is for operators (Authorization: Bearer <ops token>); everyone else gets the 404 of an
// unknown route.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPS_TOKEN_FILE, opsAuthorization } from '@cargora/shared/server';
import { loadConfig } from '../src/config';
import { createTestApp, expectError, type TestApp } from './helpers';

const TELEMETRY = '/api/v1/misc/telemetry/remote-load';
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cargora-ops-'));

describe('the operator credential', () => {
  it('is generated into DATA_DIR/ops-token (mode 0600) once and reused; OPS_TOKEN wins when set', () => {
    const dir = tmp();
    const first = loadConfig({ dataDir: dir }, {}).opsToken;
    const file = path.join(dir, OPS_TOKEN_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toBe(first);
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ dataDir: dir }, {}).opsToken).toBe(first);
    expect(loadConfig({ dataDir: tmp() }, {}).opsToken).not.toBe(first);
    expect(first).not.toBe(loadConfig({ dataDir: dir }, {}).jwtSecret);
    const given = 'o'.repeat(40);
    const other = tmp();
    expect(loadConfig({ dataDir: other }, { OPS_TOKEN: given }).opsToken).toBe(given);
    expect(fs.existsSync(path.join(other, OPS_TOKEN_FILE))).toBe(false);
    expect(() => loadConfig({ dataDir: tmp() }, { OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN must be at least 32 bytes/);
  });
});

describe('reading telemetry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t.close());
  const read = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `${TELEMETRY}?pageSize=5`, headers });

  it('answers 404, as an unknown route does, without the token or with a wrong one', async () => {
    const token = fs.readFileSync(path.join(t.dataDir, OPS_TOKEN_FILE), 'utf8');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/misc/no-such-route' });
    for (const headers of [
      {},
      opsAuthorization(`${token}x`),
      opsAuthorization(token.slice(1)),
      { authorization: token },
      { authorization: `Basic ${token}` },
      opsAuthorization(t.app.config.jwtSecret),
    ]) {
      const res = read(headers);
      const body = expectError(await res, 404);
      expect(body.message).toBe(`Route GET ${TELEMETRY} not found`);
      expect(body.error).toBe(unknown.json().error);
    }
  });

  it('answers 200 with the token the data directory holds', async () => {
    const token = fs.readFileSync(path.join(t.dataDir, OPS_TOKEN_FILE), 'utf8');
    const res = await read(opsAuthorization(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ items: [], total: 0, page: 1, pageSize: 5 });
    expect((await read({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });
});
