// The editorial texts are files in content/ (content/README.md): an edit to a Markdown file is what the API serves after
// seeding, with no code change; a mistake in a file stops the seed with the file's name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, contentDir, loadContent } from '../src/db/seed-data/content-files';
import { createTestApp, type TestApp } from './helpers';

const REPO_CONTENT = path.resolve(__dirname, '..', '..', 'content');
const POST = 'blog/how-to-choose-between-fcl-and-lcl-sea-freight';

/** A private copy of content/ to edit. */
function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cargora-content-'));
  fs.cpSync(REPO_CONTENT, dir, { recursive: true });
  return dir;
}
const edit = (dir: string, file: string, change: (text: string) => string) => {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(full, after);
};

describe('content served from the Markdown files', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = copyContent();
    edit(dir, `${POST}.en.md`, (s) => s.replace('title: How to choose between FCL and LCL sea freight', 'title: FCL or LCL? Choosing your sea freight'));
    edit(dir, `${POST}.fr.md`, (s) => s.replace('Le point d’équilibre se situe', 'Le seuil de rentabilité se situe'));
    edit(dir, 'faqs/what-is-cargora.en.md', (s) => s.replace('Cargora is a marketplace where', 'Cargora is an online marketplace where'));
    t = await createTestApp({ seed: { agents: 5, services: 10, reviews: 10, contentDir: dir } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/misc${url}` });

  it('serves an edited blog title and paragraph', async () => {
    const en = (await get('/blogs/1')).json().data;
    expect(en.title).toBe('FCL or LCL? Choosing your sea freight');
    expect(en.slug).toBe('how-to-choose-between-fcl-and-lcl-sea-freight');
    const list = (await get('/blogs?pageSize=50')).json().data.items.map((b: { title: string }) => b.title);
    expect(list).toContain('FCL or LCL? Choosing your sea freight');
    expect(list).not.toContain('How to choose between FCL and LCL sea freight');
    const fr = (await get('/blogs/1?lang=fr')).json().data;
    expect(fr.body[1]).toMatch(/^Le seuil de rentabilité se situe/);
  });

  it('serves an edited FAQ answer', async () => {
    const answers = (await get('/faqs')).json().data.items.map((f: { answer: string }) => f.answer);
    expect(answers[0]).toMatch(/^Cargora is an online marketplace where/);
  });
});

describe('content files', () => {
  let dir: string;
  beforeEach(() => {
    dir = copyContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the repository content/ by default and CONTENT_DIR when set', () => {
    const saved = process.env.CONTENT_DIR;
    try {
      delete process.env.CONTENT_DIR;
      expect(contentDir()).toBe(REPO_CONTENT);
      process.env.CONTENT_DIR = dir;
      expect(contentDir()).toBe(dir);
      expect(contentDir('/elsewhere')).toBe('/elsewhere');
    } finally {
      if (saved === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = saved;
    }
  });

  it('joins a paragraph wrapped over several lines, as Markdown reads it', () => {
    edit(dir, `${POST}.en.md`, (s) => s.replace('With FCL (full container load) you pay', 'With FCL (full container load)\nyou pay'));
    expect(loadContent(dir).blogPosts[0].paragraphs.en[0]).toMatch(/^With FCL \(full container load\) you pay/);
  });

  it("keeps a legal page's table one row a line: the privacy policy's cookies and storage keys", () => {
    const policy = loadContent(dir).legalPages.find((p) => p.type === 'privacy-policy')!;
    for (const lang of ['en', 'fr', 'ar'] as const) {
      const table = policy.sections.flatMap((s) => s.body[lang]).find((paragraph) => paragraph.startsWith('|'))!;
      const rows = table.split('\n');
      expect(rows.every((row) => row.startsWith('|') && row.endsWith('|'))).toBe(true);
      expect(rows.slice(2).map((row) => /^\| `([\w-]+)` \|/.exec(row)?.[1])).toEqual([
        'cargora_session', 'cargora_csrf', 'cargora_prefs', 'cargora_bucket', 'i18nextLng', 'selectedCurrency', 'settings', 'compareServices', 'userData',
      ]);
    }
  });

  it('reads help steps from the numbered list', () => {
    edit(dir, 'help/getting-started/how-cargora-works.en.md', (s) => s.replace(/\n4\. .*\n/, '\n4. Ask for a quote.\n5. Wait for the answer.\n'));
    const article = loadContent(dir).helpTopics[0].articles[0];
    expect(article.steps.en.slice(-2)).toEqual(['Ask for a quote.', 'Wait for the answer.']);
    expect(article.steps.fr).toHaveLength(4);
  });

  const failsWith = (message: RegExp) => {
    expect(() => loadContent(dir)).toThrow(ContentError);
    expect(() => loadContent(dir)).toThrow(message);
  };

  it('names a missing language file', () => {
    fs.rmSync(path.join(dir, `${POST}.ar.md`));
    failsWith(/how-to-choose-between-fcl-and-lcl-sea-freight\.ar\.md: missing/);
  });

  it('names the file and field of an empty or unknown front matter field', () => {
    edit(dir, 'faqs/what-is-cargora.fr.md', (s) => s.replace(/^question: .*$/m, "question: ''"));
    failsWith(/what-is-cargora\.fr\.md: \/question: Expected string length/);
  });

  it('keeps language-independent fields in the English file', () => {
    edit(dir, `${POST}.fr.md`, (s) => s.replace(/^---\n/, '---\nauthor: Someone\n'));
    failsWith(/\.fr\.md: \/author: Unexpected property/);
  });

  it('rejects a category that is not the site\'s', () => {
    edit(dir, `${POST}.en.md`, (s) => s.replace('category: internationalTransport', 'category: spaceTravel'));
    failsWith(/\.en\.md: \/category/);
  });

  it('rejects a legal page whose languages have different sections', () => {
    edit(dir, 'legal/legal-notice.fr.md', (s) => s.replace('## Contact', 'Contact'));
    failsWith(/legal-notice\.fr\.md: \d+ sections, the English file has \d+/);
  });

  it('rejects a site texts file that forgets a package', () => {
    const file = path.join(dir, 'site', 'ar.json');
    const site = JSON.parse(fs.readFileSync(file, 'utf8'));
    delete site.packages.starter;
    fs.writeFileSync(file, JSON.stringify(site));
    failsWith(/ar\.json: missing packages\.starter/);
  });
});
