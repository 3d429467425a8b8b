import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SHARE_IMAGE_SIZE, shareImageUrl } from '@cargora/shared/server';
import { buildFilesApp } from '../src/files-app';
import {
  agentCardSvg,
  serviceCardSvg,
  textWidth,
  wrapLines,
} from '../src/plugins/app/share-images/share-card-svg';
import { fontSetup, renderPng } from '../src/plugins/app/share-images/share-image-renderer';
import { createShareImageStore } from '../src/plugins/app/share-images/share-image-store';
import { applicationFiles, createTestApp, expectError, type TestApp } from './helpers';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
const STAMPED = /^(.+)-([0-9a-f]{12})\.png$/;

/** Width and height from a PNG's IHDR chunk (which must come first). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const path404 = (url: string) => new URL(url).pathname;

describe('share images on the files origin', () => {
  let t: TestApp;
  let files: FastifyInstance;
  let shareDir: string;
  const cached = (kind: string, id: string) =>
    (fs.existsSync(path.join(shareDir, kind)) ? fs.readdirSync(path.join(shareDir, kind)) : []).filter(
      (name) => STAMPED.exec(name)?.[1] === id,
    );

  beforeAll(async () => {
    t = await createTestApp();
    files = await buildFilesApp(t.app.config, false, { db: t.app.db });
    shareDir = path.join(t.dataDir, 'files', 'share');
  });
  afterAll(async () => {
    await files?.close();
    await t?.close();
  });

  it('draws a service as a 1200×630 PNG, keeps it, and serves the kept file the second time', async () => {
    const url = path404(shareImageUrl('http://files.test', 'service', 1));
    expect(url).toBe('/files/share/service/1.png');
    const first = await files.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['etag']).toMatch(/^"[0-9a-f]{12}"$/);
    expect(pngSize(first.rawPayload)).toEqual(SHARE_IMAGE_SIZE);

    const kept = cached('service', '1');
    expect(kept).toEqual([`1-${JSON.parse(first.headers['etag'] as string)}.png`]);
    expect(fs.readFileSync(path.join(shareDir, 'service', kept[0])).equals(first.rawPayload)).toBe(true);
    const mtime = fs.statSync(path.join(shareDir, 'service', kept[0])).mtimeMs;

    const second = await files.inject(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(cached('service', '1')).toEqual(kept);
    expect(fs.statSync(path.join(shareDir, 'service', kept[0])).mtimeMs).toBe(mtime);

    const revalidated = await files.inject({
      url,
      headers: { 'if-none-match': first.headers['etag'] as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('draws an agent by its storefront id', async () => {
    const agent = await t.app.db
      .selectFrom('agents')
      .select('user_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await files.inject(path404(shareImageUrl('http://files.test', 'agent', agent.user_id)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual(SHARE_IMAGE_SIZE);
    expect(cached('agent', agent.user_id)).toHaveLength(1);
    // By its numeric id it is not found: the storefront's URL names the user id.
    const byNumber = await t.app.db
      .selectFrom('agents')
      .select('id')
      .where('user_id', '=', agent.user_id)
      .executeTakeFirstOrThrow();
    expectError(await files.inject(`/files/share/agent/${byNumber.id}.png`), 404);
  });

  it('sends the files origin security headers, with its CSP unchanged', async () => {
    const res = await files.inject('/files/share/service/2.png');
    const logo = await files.inject(
      `/files/logos/${fs.readdirSync(path.join(t.dataDir, 'files', 'logos'))[0]}`,
    );
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toContain('immutable');
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'access-control-allow-origin',
      'cross-origin-resource-policy',
    ]) {
      expect(res.headers[header]).toBe(logo.headers[header]);
    }
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('draws the image again when what it shows changes, and removes the old version', async () => {
    const before = await files.inject('/files/share/service/3.png');
    const oldFile = cached('service', '3');
    expect(oldFile).toHaveLength(1);
    await t.app.db
      .updateTable('services')
      .set({ title: 'Refrigerated road freight, door to door, with temperature logging' })
      .where('id', '=', 3)
      .execute();
    const after = await files.inject('/files/share/service/3.png');
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    expect(pngSize(after.rawPayload)).toEqual(SHARE_IMAGE_SIZE);
    if (fontSetup(() => undefined).family !== null)
      expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    const newFile = cached('service', '3');
    expect(newFile).toHaveLength(1);
    expect(newFile[0]).not.toBe(oldFile[0]);
    // The agent's image follows its name too.
    const agent = await t.app.db
      .selectFrom('agents')
      .select(['id', 'user_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const agentBefore = await files.inject(`/files/share/agent/${agent.user_id}.png`);
    await t.app.db
      .updateTable('agents')
      .set({ company_name: 'Renamed Freight Partners' })
      .where('id', '=', agent.id)
      .execute();
    const agentAfter = await files.inject(`/files/share/agent/${agent.user_id}.png`);
    expect(agentAfter.headers['etag']).not.toBe(agentBefore.headers['etag']);
  });

  it('answers 404 JSON for unknown ids and malformed names, and never reaches a file outside', async () => {
    fs.mkdirSync(path.join(t.dataDir, 'files', 'applications'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'files', 'applications', 'secret.pdf'), '%PDF-1.4 PRIVATE-CONTENT');
    fs.writeFileSync(path.join(t.dataDir, 'files', 'applications', 'secret.png'), 'PRIVATE-CONTENT');
    for (const url of ['/files/share/service/999999.png', '/files/share/agent/agent-9999.png']) {
      const body = expectError(await files.inject(url), 404);
      expect(body.error).toBe('Not Found');
    }
    for (const url of [
      '/files/share/service/abc.png',
      '/files/share/service/1.svg',
      '/files/share/service/1',
      '/files/share/service/01.png',
      '/files/share/service/-1.png',
      '/files/share/service/99999999999999999999.png',
      '/files/share/service/1.png.png',
      '/files/share/agent/.png',
      '/files/share/agent/%2e%2e.png',
      '/files/share/agent/..%2F..%2Fapplications%2Fsecret.png',
      '/files/share/agent/..%2f..%2fapplications%2fsecret',
      '/files/share/service/..%2F..%2Fapplications%2Fsecret.pdf',
      '/files/share/service/../../applications/secret.pdf',
      '/files/share/../applications/secret.png',
      '/files/share/other/1.png',
      '/files/applications/secret.pdf',
    ]) {
      const res = await files.inject(url);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body).not.toContain('PRIVATE-CONTENT');
    }
    const stray = fs.readdirSync(path.join(t.dataDir, 'files')).filter((name) => name.endsWith('.png'));
    expect(stray).toEqual([]);
    expect(applicationFiles(t).sort()).toEqual([
      'secret.pdf',
      'secret.png',
    ]);
  });

  it('draws an image once for concurrent first requests', async () => {
    let drawn = 0;
    const store = createShareImageStore(path.join(t.dataDir, 'files'), files.log, async (svg) => {
      drawn += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return renderPng(
        svg,
        fontSetup(() => undefined),
      );
    });
    const card = await t.app.db
      .selectFrom('services')
      .select('title')
      .where('id', '=', 4)
      .executeTakeFirstOrThrow();
    const svg = serviceCardSvg({
      title: card.title,
      category: 'Test',
      originCity: 'A',
      originCountry: 'B',
      destinationCity: 'C',
      destinationCountry: 'D',
      transitDays: 3,
      priceUsd: 120,
      agent: { id: 1, companyName: 'X Y', rating: 4, reviewCount: 2 },
    });
    const images = await Promise.all(Array.from({ length: 6 }, () => store.get('service', '4', svg)));
    expect(drawn).toBe(1);
    expect(new Set(images.map((i) => i.png.toString('base64'))).size).toBe(1);
    expect(cached('service', '4')).toEqual([path.basename(images[0].file)]);
    // The HTTP path shares drawings too.
    fs.rmSync(path.join(shareDir, 'service'), { recursive: true, force: true });
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => files.inject('/files/share/service/5.png')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.rawPayload.toString('base64'))).size).toBe(1);
    expect(cached('service', '5')).toHaveLength(1);
  });

  it('works without being handed the database (opens its own)', async () => {
    const own = await buildFilesApp(t.app.config);
    try {
      const res = await own.inject('/files/share/service/6.png');
      expect(res.statusCode).toBe(200);
      expect(pngSize(res.rawPayload)).toEqual(SHARE_IMAGE_SIZE);
    } finally {
      await own.close();
    }
  });
});

describe('share image artwork', () => {
  const service = {
    title: 'Service',
    category: 'Sea freight',
    originCity: 'Shanghai',
    originCountry: 'China',
    destinationCity: 'Rotterdam',
    destinationCountry: 'Netherlands',
    transitDays: 30,
    priceUsd: 2450,
    agent: { id: 7, companyName: 'Blue Anchor Logistics', rating: 4.63, reviewCount: 128 },
  };

  it('wraps a long title to two lines that fit, the second ending in an ellipsis', () => {
    const title =
      'Full container load ocean freight from Shanghai to Rotterdam with customs clearance, insurance and door delivery';
    const lines = wrapLines(title, 58, 'bold', 1072, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(textWidth(line, 58, 'bold')).toBeLessThanOrEqual(1072);
    expect(lines[1].endsWith('…')).toBe(true);
    expect(wrapLines('Short title', 58, 'bold', 1072, 2)).toEqual(['Short title']);
    const oneWord = wrapLines('x'.repeat(200), 58, 'bold', 1072, 2);
    expect(oneWord).toHaveLength(2);
    for (const line of oneWord) expect(textWidth(line, 58, 'bold')).toBeLessThanOrEqual(1072);
  });

  it('escapes text and drops control characters, so any title draws', async () => {
    const svg = serviceCardSvg({
      ...service,
      title: 'Tom & Jerry <script>alert("x")</script>\u0000\u0007 it\'s',
      agent: { ...service.agent, companyName: '<b>&amp;</b>' },
    });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Tom &amp; Jerry');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)');
    expect([...svg].filter((c) => c.charCodeAt(0) < 9)).toEqual([]);
    expect(
      pngSize(
        await renderPng(
          svg,
          fontSetup(() => undefined),
        ),
      ),
    ).toEqual(SHARE_IMAGE_SIZE);
    const agent = agentCardSvg({
      id: 3,
      companyName: '"Quotes" & Co',
      city: 'São Paulo',
      country: 'Brazil',
      rating: 0,
      reviewCount: 0,
      serviceCount: 1,
    });
    expect(agent).toContain('&quot;Quotes&quot; &amp; Co');
    expect(agent).toContain('not rated yet');
  });

  it('still draws the card (without text) when no font can be loaded', async () => {
    const png = await renderPng(serviceCardSvg(service), {
      family: null,
      options: { font: { loadSystemFonts: false }, logLevel: 'off' },
    });
    expect(pngSize(png)).toEqual(SHARE_IMAGE_SIZE);
  });
});
