import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers';
import { buildFilesApp } from '../src/files-app';
import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: {} }); // default, full-size seed
});
afterAll(async () => t.close());
const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/misc${url}` })).json().data;

describe('full default seed', () => {
  it('has the advertised volumes', async () => {
    const agents = await get('/agent/count');
    expect(agents.total).toBe(300);
    expect(agents.items.length).toBeGreaterThanOrEqual(40);
    expect((await get('/services/counts/all')).total).toBe(3000);
    expect((await get('/blogs')).total).toBe(20);
    expect((await get('/blogs?lang=fr')).total).toBe(20);
    expect((await get('/faqs')).total).toBe(30);
    expect((await get('/faqs?lang=fr')).total).toBe(30);
    expect((await get('/careers')).total).toBe(9); // the tenth job's posting has expired
    const ratings = await Promise.all(
      (await get('/user/agent?pageSize=100&page=1')).items.concat((await get('/user/agent?pageSize=100&page=2')).items, (await get('/user/agent?pageSize=100&page=3')).items)
        .map((a: { reviewCount: number }) => a.reviewCount),
    );
    expect(ratings.reduce((a: number, b: number) => a + b, 0)).toBe(5000);
    const counts = (await get('/services/counts/all')).items;
    expect(counts.every((c: { count: number }) => c.count > 100)).toBe(true);
  });

  it('is deterministic and idempotent: restarting does not reseed', async () => {
    const before = await get('/services/1');
    await t.app.close();
    const again = await buildApp({ logger: false, databaseUrl: t.app.config.databaseUrl, dataDir: t.dataDir, config: { filesOrigin: 'http://files.test' } });
    const res = await again.inject('/api/v1/misc/services/1');
    expect(res.json().data).toEqual(before);
    expect((await again.inject('/api/v1/misc/services/counts/all')).json().data.total).toBe(3000);
    t.app = again;
  });

  it('generates artwork and the files origin serves it but not applications', async () => {
    expect(fs.existsSync(path.join(t.dataDir, 'files/logos/agent-0300.svg'))).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'files/blogs/20.svg'))).toBe(true);
    fs.mkdirSync(path.join(t.dataDir, 'files/applications'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'files/applications/secret.pdf'), '%PDF-1.4 secret');
    const files = await buildFilesApp(loadConfig({ dataDir: t.dataDir }));
    try {
      const logo = await files.inject('/files/logos/agent-0001.svg');
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
      expect(logo.headers['access-control-allow-origin']).toBe('*');
      expect(logo.headers['cache-control']).toContain('max-age=31536000');
      expect((await files.inject('/files/services/customsServices-1.svg')).statusCode).toBe(200);
      expect((await files.inject('/files/applications/secret.pdf')).statusCode).toBe(404);
      expect((await files.inject('/files/Applications/secret.pdf')).statusCode).toBe(404);
      expect((await files.inject('/files/logos/../applications/secret.pdf')).statusCode).toBe(404);
      expect((await files.inject('/files/%61pplications/secret.pdf')).statusCode).toBe(404);
    } finally {
      await files.close();
    }
  });
});
