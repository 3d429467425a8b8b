// Quote requests under concurrency and retries: references from several API instances on one database never collide,
// reveal no count, and an Idempotency-Key makes a retry answer the first request instead of storing twice.
// SQLite, and PostgreSQL with DATABASE_URL (bash scripts/with-postgres.sh npx jest test/quote-concurrency.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { QUOTE_REFERENCE_PATTERN } from '@cargora/shared/contracts/schemas';
import { buildApp } from '../src/app';
import { applicationFiles, createTestApp, expectError, multipart, PDF, type TestApp } from './helpers';

// References drawn next (a test forces a clash with a stored one); the real generator when empty.
const mockForcedReferences: string[] = [];
jest.mock('../src/plugins/app/quotes/quote-reference', () => {
  const actual = jest.requireActual('../src/plugins/app/quotes/quote-reference');
  return { ...actual, newQuoteReference: () => mockForcedReferences.shift() ?? actual.newQuoteReference() };
});

const URL = '/api/v1/misc/quote-requests';
const DAY_MS = 24 * 3600 * 1000;
const FORM = {
  serviceId: 2, mode: 'sea', origin: 'Rotterdam', destination: 'Shanghai', readyDate: new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10),
  cargo: 'Machine parts on pallets', weightKg: 1200, name: 'Ada Lovelace', email: 'ada@example.com',
};
const DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LIMITS = { rateLimitQuotes: 10_000, quotesPerIpPerDay: 10_000, quotesPerDay: 10_000, applicationsPerIpPerDay: 10_000, applicationsPerDay: 10_000 };
const APPLICANT = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', coverLetter: 'I would love to join your operations team in Rotterdam.' };

describe('quote requests from several API instances on one database', () => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  const rows = async () => Number((await t.app.db.selectFrom('quote_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const post = (app: FastifyInstance, body: object = FORM, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: URL, payload: body, headers });

  beforeAll(async () => {
    t = await createTestApp({ seed: { agents: 10, services: 10, reviews: 0 }, config: LIMITS });
    apps.push(t.app);
    // Two more processes' worth of API over the same database (as the cluster runs three).
    for (let i = 0; i < 2; i += 1) {
      apps.push(await buildApp({ logger: false, seed: false, databaseUrl: t.app.config.databaseUrl, dataDir: t.dataDir, config: { ...t.app.config } }));
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('idempotency_keys').execute();
    await t.app.db.deleteFrom('quote_requests').execute();
  });

  it('stores 100 concurrent requests spread over three instances: 100 × 201, 100 rows, 100 references that count nothing', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => post(apps[i % apps.length])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(201));
    expect(await rows()).toBe(100);
    const references = answers.map((a) => a.json().data.reference as string);
    expect(new Set(references).size).toBe(100);
    for (const reference of references) expect(reference).toMatch(QUOTE_REFERENCE_PATTERN);
    // Not a running number: read as base-32 numbers, no two of the 100 are neighbours.
    const values = references.map((r) => [...r.replace(/[^0-9A-Z]/g, '').slice(1)].reduce((n, c) => n * 32n + BigInt(DIGITS.indexOf(c)), 0n)).sort((a, b) => (a < b ? -1 : 1));
    expect(values.filter((v, i) => i > 0 && v - values[i - 1] === 1n)).toEqual([]);
  }, 60_000);

  it('draws another reference when the one drawn is taken (the unique index catches it)', async () => {
    const taken = (await post(apps[0])).json().data.reference as string;
    mockForcedReferences.push(taken, taken, taken);
    const res = await post(apps[1]);
    expect(res.statusCode).toBe(201);
    expect(mockForcedReferences).toEqual([]);
    expect(res.json().data.reference).not.toBe(taken);
    expect(res.json().data.reference).toMatch(QUOTE_REFERENCE_PATTERN);
    expect(await rows()).toBe(2);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, on any instance, storing once', async () => {
    const key = '9b0e7c1e-2f1a-4f55-9d7e-8f9c1d2a3b4c';
    const first = await post(apps[0], FORM, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const again = await post(apps[1], FORM, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toBe(1);
    // The same fields in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(FORM).reverse());
    expect((await post(apps[2], reordered, { 'idempotency-key': key })).json().data.reference).toBe(first.json().data.reference);
    // Another key is another request.
    expect((await post(apps[0], FORM, { 'idempotency-key': 'another-key' })).json().data.reference).not.toBe(first.json().data.reference);
    expect(await rows()).toBe(2);
    // What the key stored was deleted since (an operator's clean-up): a clear 404, not a 500.
    await t.app.db.deleteFrom('quote_requests').where('id', '=', first.json().data.id).execute();
    expect(expectError(await post(apps[1], FORM, { 'idempotency-key': key }), 404).message).toMatch(/no longer exists/);
  });

  it('stores once when the same key arrives on every instance at the same time', async () => {
    const key = 'e1d2c3b4-a596-4877-8899-aabbccddeeff';
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(apps[i % apps.length], FORM, { 'idempotency-key': key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    expect(new Set(answers.map((a) => a.json().data.reference)).size).toBe(1);
    expect(await rows()).toBe(1);
  }, 30_000);

  it('refuses the same key with a different body (422), and a malformed key (400), storing nothing more', async () => {
    const key = 'f0e1d2c3-b4a5-4697-8879-6a5b4c3d2e1f';
    expect((await post(apps[0], FORM, { 'idempotency-key': key })).statusCode).toBe(201);
    const changed = expectError(await post(apps[1], { ...FORM, weightKg: 1300 }, { 'idempotency-key': key }), 422);
    expect(changed.message).toMatch(/Idempotency-Key was already used with a different request/);
    expectError(await post(apps[0], FORM, { 'idempotency-key': 'x'.repeat(300) }), 400);
    expectError(await post(apps[0], FORM, { 'idempotency-key': 'two words' }), 400);
    expect(await rows()).toBe(1);
  });

  it('remembers a key for at least 24 hours, and forgets it later', async () => {
    const key = 'aaaabbbb-cccc-4ddd-8eee-ffff00001111';
    const first = await post(apps[0], FORM, { 'idempotency-key': key });
    await t.app.db.updateTable('idempotency_keys').set({ created_at: new Date(Date.now() - 25 * 3600 * 1000).toISOString() }).execute();
    expect((await post(apps[1], FORM, { 'idempotency-key': key })).json().data.reference).toBe(first.json().data.reference);
    await t.app.db.updateTable('idempotency_keys').set({ created_at: new Date(Date.now() - 72 * 3600 * 1000).toISOString() }).execute();
    const later = await post(apps[1], FORM, { 'idempotency-key': key });
    expect(later.statusCode).toBe(201);
    expect(later.json().data.reference).not.toBe(first.json().data.reference);
    expect(await rows()).toBe(2);
  });

  describe('job applications', () => {
    const applications = async () => Number((await t.app.db.selectFrom('job_applications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const cvFiles = () => applicationFiles(t).length;
    const apply = (app: FastifyInstance, key: string, cv: Buffer = PDF, fields: Record<string, string> = APPLICANT) => {
      const form = multipart(fields, { field: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: cv });
      return app.inject({ method: 'POST', url: '/api/v1/misc/job/application/1', payload: form.payload, headers: { ...form.headers, 'idempotency-key': key } });
    };
    beforeEach(async () => {
      await t.app.db.deleteFrom('job_applications').execute();
      fs.rmSync(path.join(t.dataDir, 'files/applications'), { recursive: true, force: true });
      fs.mkdirSync(path.join(t.dataDir, 'files/applications'), { recursive: true });
    });

    it('answers a retry with the same key with the first receipt: one row, one CV', async () => {
      const first = await apply(apps[0], 'job-key-1');
      expect(first.statusCode).toBe(201);
      const again = await apply(apps[1], 'job-key-1');
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect([await applications(), cvFiles()]).toEqual([1, 1]);
      expect((await apply(apps[0], 'job-key-2')).json().data.id).not.toBe(first.json().data.id);
      expect([await applications(), cvFiles()]).toEqual([2, 2]);
    });

    it('stores once when the same key arrives on every instance at the same time, leaving no stray CV', async () => {
      const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => apply(apps[i % apps.length], 'job-key-3')));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(9).fill(201));
      expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
      expect([await applications(), cvFiles()]).toEqual([1, 1]);
    }, 30_000);

    it('refuses the same key with another CV or other fields (422)', async () => {
      expect((await apply(apps[0], 'job-key-4')).statusCode).toBe(201);
      const otherCv = Buffer.concat([PDF, Buffer.from('\n% another version\n')]);
      expect(expectError(await apply(apps[1], 'job-key-4', otherCv), 422).message).toMatch(/Idempotency-Key/);
      expectError(await apply(apps[2], 'job-key-4', PDF, { ...APPLICANT, phone: '+44 20 7946 0959' }), 422);
      expect(await applications()).toBe(1);
    });
  });
});
