/** @jest-environment node */
// Forms posted to a page without JavaScript, through the host's server: the anti-forgery cookie handed out with a
// page that holds a form (its token put in the page's hidden field per visitor), the posted fields and files read
// (multipart and urlencoded) and handed to the render thread with the token's check and the visitor's address, and
// the answer never kept nor cached. The render thread is a stand-in that echoes what it was handed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG, FORM_TOKEN_COOKIE, FORM_TOKEN_PLACEHOLDER } from '@cargora/shared/server';
import { createHostServer } from '../host-server';
import { MAX_FORM_FILE_BYTES } from '../form-posts';
import { standInHostDist } from './stand-in-dist';

const STAND_IN = `
const { parentPort } = require('node:worker_threads');
module.exports = Promise.resolve(async (request) => {
  parentPort.postMessage({ renderStarted: request.id });
  const form = request.form && {
    fields: request.form.fields,
    files: request.form.files.map((f) => ({ field: f.field, filename: f.filename, type: f.type, size: f.bytes.length })),
    tokenValid: request.form.tokenValid,
    clientIp: request.form.clientIp,
  };
  const body = '<form><input name="_csrf" value="${FORM_TOKEN_PLACEHOLDER}"></form><pre>' + JSON.stringify({ url: request.url, form }) + '</pre>';
  const html = new TextEncoder().encode(body);
  return { id: request.id, status: form && !form.tokenValid ? 403 : 200, html, head: '', styles: '', pageState: new Uint8Array(0), remote: null, hasFormToken: true, failures: [], ms: 1 };
});
`;

describe('forms posted to a page', () => {
  let dir: string;
  let base: string;
  let app: Awaited<ReturnType<typeof createHostServer>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cargora-forms-'));
    const dist = standInHostDist(dir, STAND_IN);
    writeFileSync(join(dir, 'remotes.json'), '{}');
    app = await createHostServer({ distDir: dist, deployDir: dir, config: DEFAULT_CONFIG, rendering: { workers: 1, cacheTtlMs: 60_000 }, log: () => undefined });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const PAGE = '/apply-jobs?careerId=3';
  const tokenOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  const echoed = (html: string) =>
    JSON.parse(/<pre>(.*)<\/pre>/.exec(html)![1]!) as { url: string; form?: { fields: [string, string][]; files: { field: string; filename: string; size: number }[]; tokenValid: boolean; clientIp: string } };

  async function visit() {
    const res = await fetch(`${base}${PAGE}`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${FORM_TOKEN_COOKIE}=`))!;
    return { res, html: await res.text(), cookie, value: cookie.split(';')[0]!.split('=')[1]! };
  }

  it('gives a visitor their own token in the page’s form, as an HttpOnly cookie, and never lets the page be cached', async () => {
    const first = await visit();
    expect(first.cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(tokenOf(first.html)).toBe(first.value);
    expect(first.html).not.toContain(FORM_TOKEN_PLACEHOLDER);
    expect(first.res.headers.get('cache-control')).toBe('no-store');
    // Another visitor gets the same cached page with a token of their own; the first keeps theirs.
    const second = await visit();
    expect(second.value).not.toBe(first.value);
    expect(tokenOf(second.html)).toBe(second.value);
    const again = await fetch(`${base}${PAGE}`, { headers: { cookie: `${FORM_TOKEN_COOKIE}=${first.value}` } });
    expect(again.headers.getSetCookie().some((c) => c.startsWith(FORM_TOKEN_COOKIE))).toBe(false);
    expect(tokenOf(await again.text())).toBe(first.value);
  });

  it('hands a multipart form, its file and a valid token’s check to the page’s render; the answer is not stored', async () => {
    const { value } = await visit();
    const form = new FormData();
    form.append('_csrf', value);
    form.append('name', 'Amina Haddad');
    form.append('cv', new Blob(['%PDF-1.4 cv'], { type: 'application/pdf' }), 'cv.pdf');
    const res = await fetch(`${base}${PAGE}`, { method: 'POST', body: form, headers: { cookie: `${FORM_TOKEN_COOKIE}=${value}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { url, form: got } = echoed(await res.text());
    expect(url).toBe(PAGE);
    expect(got).toEqual({
      fields: [['_csrf', value], ['name', 'Amina Haddad']],
      files: [{ field: 'cv', filename: 'cv.pdf', type: 'application/pdf', size: 11 }],
      tokenValid: true,
      clientIp: '127.0.0.1',
    });
    // The next visit of the page is rendered for it, not the form's answer.
    expect(echoed((await visit()).html).form).toBeUndefined();
  });

  it('reads urlencoded forms too, and marks a token missing, foreign or forged as invalid', async () => {
    const { value } = await visit();
    const other = await visit();
    const post = (body: string, cookie?: string) =>
      fetch(`${base}${PAGE}`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) } });
    const good = await post(`_csrf=${value}&name=Amina`, `${FORM_TOKEN_COOKIE}=${value}`);
    expect(echoed(await good.text()).form).toMatchObject({ fields: [['_csrf', value], ['name', 'Amina']], tokenValid: true });
    for (const [body, cookie] of [
      ['name=Amina', `${FORM_TOKEN_COOKIE}=${value}`],
      [`_csrf=${value}&name=Amina`, undefined],
      [`_csrf=${other.value}&name=Amina`, `${FORM_TOKEN_COOKIE}=${value}`],
      [`_csrf=${FORM_TOKEN_PLACEHOLDER}`, `${FORM_TOKEN_COOKIE}=${FORM_TOKEN_PLACEHOLDER}`],
    ] as const) {
      const res = await post(body, cookie);
      expect([body, res.status, echoed(await res.text()).form?.tokenValid]).toEqual([body, 403, false]);
    }
  });

  it('cuts a file over the limit one byte past it (the page says it is too large) and answers 400 to a body it cannot read', async () => {
    const { value } = await visit();
    const form = new FormData();
    form.append('_csrf', value);
    form.append('cv', new Blob([new Uint8Array(MAX_FORM_FILE_BYTES + 1000)]), 'big.pdf');
    const res = await fetch(`${base}${PAGE}`, { method: 'POST', body: form, headers: { cookie: `${FORM_TOKEN_COOKIE}=${value}` } });
    expect(echoed(await res.text()).form?.files).toEqual([{ field: 'cv', filename: 'big.pdf', type: 'application/octet-stream', size: MAX_FORM_FILE_BYTES + 1 }]);
    const broken = await fetch(`${base}${PAGE}`, { method: 'POST', body: '--x\r\nnot a part', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toMatch(/could not be read/);
  });
});
