import fs from 'node:fs';
import path from 'node:path';
import { JOB_APPLICATION_RULES as R } from '@cargora/shared/contracts/schemas';
import { createTestApp, expectError, multipart, DOCX, PDF, PNG, zip, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { agents: 40, services: 40, reviews: 10 } });
});
afterAll(async () => t.close());

const FIELDS = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', coverLetter: 'I would love to join your operations team in Rotterdam.' };
const apply = (careerId: string | number, fields: Record<string, string>, file?: { filename: string; contentType: string; content: Buffer }) => {
  const body = multipart(fields, file ? { field: 'cv', ...file } : undefined);
  return t.app.inject({ method: 'POST', url: `/api/v1/misc/job/application/${careerId}`, ...body });
};
const pdf = { filename: 'cv.pdf', contentType: 'application/pdf', content: PDF };

describe('job application', () => {
  it('accepts a PDF and stores row and file', async () => {
    const res = await apply(1, FIELDS, pdf);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Application received');
    expect(body.data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), careerId: 1, createdAt: expect.any(String) });
    const file = path.join(t.dataDir, 'files/applications', `${body.data.id}.pdf`);
    expect(fs.readFileSync(file).equals(PDF)).toBe(true);
  });

  it('accepts a DOCX (zip with word/document.xml) and a legacy DOC', async () => {
    const docx = await apply(2, FIELDS, { filename: 'cv.docx', contentType: 'application/octet-stream', content: DOCX });
    expect(docx.statusCode).toBe(201);
    expect(fs.existsSync(path.join(t.dataDir, 'files/applications', `${docx.json().data.id}.docx`))).toBe(true);
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    expect((await apply(2, FIELDS, { filename: 'cv.doc', contentType: 'application/msword', content: ole })).statusCode).toBe(201);
  });

  it('400s invalid fields naming the field', async () => {
    const { email: _e, ...noEmail } = FIELDS;
    expect(expectError(await apply(1, noEmail, pdf), 400).message).toContain('email');
    expect(expectError(await apply(1, { ...FIELDS, email: 'nope' }, pdf), 400).message).toContain('email');
    expect(expectError(await apply(1, { ...FIELDS, name: '' }, pdf), 400).message).toContain('name');
    expect(expectError(await apply(1, { ...FIELDS, phone: 'call me' }, pdf), 400).message).toContain('phone');
    expect(expectError(await apply(1, FIELDS), 400).message).toContain('cv');
  });

  it('applies the careers form\'s own rules (one rule set in @cargora/shared)', async () => {
    expect(expectError(await apply(1, { ...FIELDS, name: 'A' }, pdf), 400).message).toBe(`body/name must be ${R.name.min}-${R.name.max} characters`);
    expect(expectError(await apply(1, { ...FIELDS, coverLetter: 'x'.repeat(R.coverLetter.min - 1) }, pdf), 400).message).toContain('coverLetter');
    expect(expectError(await apply(1, { ...FIELDS, coverLetter: '' }, pdf), 400).message).toBe('body/coverLetter is required');
    expect(expectError(await apply(1, { ...FIELDS, phone: '1'.repeat(R.phone.max + 1) }, pdf), 400).message).toContain('phone');
    expect(expectError(await apply(1, FIELDS, { ...pdf, filename: 'cv.txt' }), 415).message).toBe('body/cv must be a PDF, DOC or DOCX file');
    expect((await apply(1, { ...FIELDS, coverLetter: 'y'.repeat(R.coverLetter.min) }, pdf)).statusCode).toBe(201);
  });

  it('404s an unknown career and 400s a malformed id', async () => {
    expectError(await apply(999, FIELDS, pdf), 404);
    expectError(await apply('abc', FIELDS, pdf), 400);
  });

  it('410s a job whose posting has expired or that was closed, storing nothing', async () => {
    const before = await t.app.applicationsRepository.count();
    expect(expectError(await apply(10, FIELDS, pdf), 410).message).toBe('This job posting has closed and no longer accepts applications');
    await t.app.db.updateTable('careers').set({ is_open: 0 }).where('id', '=', 9).execute();
    expectError(await apply(9, FIELDS, pdf), 410);
    expect(await t.app.applicationsRepository.count()).toBe(before);
  });

  it('413s a file over 5 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    expectError(await apply(1, FIELDS, { filename: 'big.pdf', contentType: 'application/pdf', content: big }), 413);
  });

  it('415s a PNG renamed .pdf, a zip that is not a docx, and non-multipart bodies', async () => {
    expect(expectError(await apply(1, FIELDS, { filename: 'cv.pdf', contentType: 'application/pdf', content: PNG }), 415).message).toContain('cv');
    expectError(await apply(1, FIELDS, { filename: 'cv.docx', contentType: 'application/pdf', content: zip({ 'a.txt': 'hello' }) }), 415);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/misc/job/application/1', payload: FIELDS }), 415);
  });

  it('lands 50 concurrent submissions: 50 rows and 50 files', async () => {
    const before = await t.app.applicationsRepository.count(3);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => apply(3, { ...FIELDS, name: `Applicant ${i}` }, pdf)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect((await t.app.applicationsRepository.count(3)) - before).toBe(50);
    const ids = results.map((r) => r.json().data.id as string);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(fs.existsSync(path.join(t.dataDir, 'files/applications', `${id}.pdf`))).toBe(true);
  });
});
