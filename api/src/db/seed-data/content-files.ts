// The editorial content the seed stores, read from the repository's content/ folder (content/README.md describes
// the files): blog posts, help articles, FAQs, jobs and legal pages as Markdown with front matter, one file per item
// and language; the site's short texts (categories, packages, the queue item) as one JSON file per language.
// Every file is checked against its schema; a mistake names the file and the field.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { CATEGORY_KEYS, type CategoryKeyValue } from '@cargora/shared/contracts/schemas';
import { apiRoot } from '../../lib/paths';
import { SEED_LANGS, type Localized, type SeedLang } from '../../reference/localized';
import type { BlogPostSeed, CareerSeed, FaqSeed, HelpTopicSeed, LegalPageSeed, PackageSeed, QueueItemSeed } from './content-types';

export interface EditorialContent {
  blogPosts: BlogPostSeed[];
  helpTopics: HelpTopicSeed[];
  faqs: FaqSeed[];
  careers: CareerSeed[];
  legalPages: LegalPageSeed[];
  packages: PackageSeed[];
  queueItem: QueueItemSeed;
  categoryTexts: Record<CategoryKeyValue, { name: Localized; description: Localized }>;
}

/** The content folder: the option, else CONTENT_DIR, else content/ at the repository's root (beside api/). */
export function contentDir(dir?: string): string {
  return path.resolve(dir ?? process.env.CONTENT_DIR ?? path.join(apiRoot(), '..', 'content'));
}

export class ContentError extends Error {}

const Text = Type.String({ minLength: 1 });
const TextList = Type.Array(Text, { minItems: 1 });
const Order = Type.Integer({ minimum: 1 });
const strict = <T extends Record<string, TSchema>>(fields: T) => Type.Object(fields, { additionalProperties: false });

/** Each kind's front matter: what every language's file holds, and what only the English file adds. */
const FRONT = {
  blog: { texts: { title: Text, excerpt: Text }, shared: { order: Order, category: Type.Union(CATEGORY_KEYS.map((k) => Type.Literal(k))), author: Text } },
  faq: {
    texts: { question: Text },
    shared: { order: Order, topic: Type.Union(['general', 'pricing', 'booking', 'agents', 'customs', 'account'].map((k) => Type.Literal(k))) },
  },
  job: {
    texts: { title: Text, department: Text, location: Text, responsibilities: TextList, requirements: TextList },
    shared: { order: Order, employmentType: Type.Union(['Full-time', 'Part-time', 'Contract', 'Internship'].map((k) => Type.Literal(k))) },
  },
  legal: { texts: { title: Text }, shared: { order: Order } },
  helpTopic: { texts: { title: Text, description: Text }, shared: { order: Order } },
  helpArticle: { texts: { title: Text, tip: Text }, shared: { order: Order } },
} as const;
type Kind = keyof typeof FRONT;

const SiteTexts = strict({
  categories: Type.Record(Type.String(), strict({ name: Text, description: Text })),
  packages: Type.Record(Type.String(), strict({ name: Text, features: TextList })),
  queueItem: strict({ title: Text, description: Text, ctaLabel: Text }),
});
const PackagesFile = Type.Array(
  strict({ key: Text, priceUsd: Type.Number({ minimum: 0 }), period: Type.Union([Type.Literal('month'), Type.Literal('year')]), highlighted: Type.Boolean() }),
  { minItems: 1 },
);

function check<T extends TSchema>(schema: T, value: unknown, file: string): Static<T> {
  const errors = [...Value.Errors(schema, value)];
  if (errors.length > 0) {
    const list = errors.slice(0, 5).map((e) => `${e.path || '(top)'}: ${e.message}`).join('; ');
    throw new ContentError(`${file}: ${list}`);
  }
  return value as Static<T>;
}

interface Doc { file: string; data: Record<string, unknown>; body: string }

/** Paragraphs of a Markdown body: blocks between blank lines, a block's lines joined by a space (as Markdown reads them). */
export function paragraphsOf(body: string): string[] {
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (text === '') return [];
  return text.split(/\n[ \t]*\n\s*/).map((block) => {
    const lines = block.split('\n').map((line) => line.trim());
    // A table (every line a `| cell | cell |` row) keeps its rows, one a line; other lines of a paragraph join.
    return lines.every((line) => line.startsWith('|')) ? lines.join('\n') : lines.join(' ');
  });
}

/** One item's files: `<slug>.<lang>.md` in dir for every language, each with its front matter checked. */
function readItem(dir: string, slug: string, kind: Kind): Localized<Doc> {
  const { texts, shared } = FRONT[kind];
  const docs = {} as Localized<Doc>;
  for (const lang of SEED_LANGS) {
    const file = path.join(dir, `${slug}.${lang}.md`);
    if (!fs.existsSync(file)) throw new ContentError(`${file}: missing (every item needs a file for each of ${SEED_LANGS.join(', ')})`);
    // gray-matter caches by content; a copy of its result keeps one file's data from leaking into another's.
    const parsed = matter(fs.readFileSync(file, 'utf8'));
    const data = { ...(parsed.data as Record<string, unknown>) };
    check(lang === 'en' ? strict({ ...texts, ...shared }) : strict(texts), data, file);
    docs[lang] = { file, data, body: parsed.content };
  }
  return docs;
}

/** The items of a folder, in their English files' order, as slug and files. */
function readItems(dir: string, kind: Kind, exclude: (slug: string) => boolean = () => false): { slug: string; docs: Localized<Doc> }[] {
  if (!fs.existsSync(dir)) throw new ContentError(`${dir}: missing`);
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.md'));
  for (const name of names) {
    const m = /^(.+)\.([a-z]{2})\.md$/.exec(name);
    if (!m || !(SEED_LANGS as readonly string[]).includes(m[2])) {
      throw new ContentError(`${path.join(dir, name)}: a content file is named <slug>.<lang>.md with lang one of ${SEED_LANGS.join(', ')}`);
    }
  }
  const slugs = [...new Set(names.map((name) => name.replace(/\.[a-z]{2}\.md$/, '')))].filter((slug) => !exclude(slug));
  const items = slugs.map((slug) => ({ slug, docs: readItem(dir, slug, kind) }));
  const order = (item: (typeof items)[number]) => item.docs.en.data.order as number;
  items.sort((a, b) => order(a) - order(b) || a.slug.localeCompare(b.slug));
  for (let i = 1; i < items.length; i += 1) {
    if (order(items[i]) === order(items[i - 1])) throw new ContentError(`${items[i].docs.en.file}: order ${order(items[i])} is also ${items[i - 1].docs.en.file}'s`);
  }
  return items;
}

const mapLangs = <A, B>(values: Localized<A>, read: (value: A) => B) => Object.fromEntries(SEED_LANGS.map((lang) => [lang, read(values[lang])])) as Localized<B>;
const perLang = <T>(docs: Localized<Doc>, read: (doc: Doc) => T) => mapLangs(docs, read);
/** A front matter field (checked by its schema) in every language. */
const texts = (docs: Localized<Doc>, key: string) => perLang(docs, (d) => d.data[key] as string);
const lists = (docs: Localized<Doc>, key: string) => perLang(docs, (d) => d.data[key] as string[]);

function paragraphsRequired(doc: Doc, what: string): string[] {
  const list = paragraphsOf(doc.body);
  if (list.length === 0) throw new ContentError(`${doc.file}: the body (${what}) is empty`);
  return list;
}

function singleParagraph(doc: Doc, what: string): string {
  const list = paragraphsRequired(doc, what);
  if (list.length > 1) throw new ContentError(`${doc.file}: the body (${what}) is one paragraph, found ${list.length}`);
  return list[0];
}

/** A help article's body: its answer (one paragraph), then its steps as a numbered list. */
function articleBody(doc: Doc): { summary: string; steps: string[] } {
  const [summary] = paragraphsOf(doc.body);
  const lines = doc.body.replace(/\r\n?/g, '\n').trim().split('\n');
  const start = lines.findIndex((line) => /^\d+[.)]\s/.test(line.trim()));
  if (summary === undefined || start <= 0 || /^\d+[.)]\s/.test(summary)) {
    throw new ContentError(`${doc.file}: the body is the answer (one paragraph), a blank line, then the steps as a numbered list (1. …)`);
  }
  if (paragraphsOf(lines.slice(0, start).join('\n')).length !== 1) throw new ContentError(`${doc.file}: the answer before the steps is one paragraph`);
  const steps: string[] = [];
  for (const raw of lines.slice(start)) {
    const line = raw.trim();
    if (line === '') continue;
    const item = /^\d+[.)]\s+(.*)$/.exec(line);
    if (item) steps.push(item[1].trim());
    else if (/^\s/.test(raw)) steps[steps.length - 1] += ` ${line}`;
    else throw new ContentError(`${doc.file}: "${line.slice(0, 40)}" after the steps: each step starts with its number (1. …), a continuation line is indented`);
  }
  return { summary, steps };
}

/** A legal page's body: sections, each a `## heading` followed by its paragraphs. */
function legalSections(doc: Doc): { heading: string; body: string[] }[] {
  const sections: { heading: string; body: string[] }[] = [];
  for (const block of paragraphsOf(doc.body)) {
    const heading = /^##\s+(.*)$/.exec(block);
    if (heading) sections.push({ heading: heading[1].trim(), body: [] });
    else if (sections.length === 0) throw new ContentError(`${doc.file}: text before the first "## heading"`);
    else sections[sections.length - 1].body.push(block);
  }
  if (sections.length === 0) throw new ContentError(`${doc.file}: no sections (each starts with "## heading")`);
  const empty = sections.find((s) => s.body.length === 0);
  if (empty) throw new ContentError(`${doc.file}: section "${empty.heading}" has no text`);
  return sections;
}

function sameShape(docs: Localized<Doc>, count: (doc: Doc) => number, what: string): void {
  for (const lang of SEED_LANGS) {
    if (count(docs[lang]) !== count(docs.en)) throw new ContentError(`${docs[lang].file}: ${count(docs[lang])} ${what}, the English file has ${count(docs.en)}`);
  }
}

function readJson(file: string): unknown {
  if (!fs.existsSync(file)) throw new ContentError(`${file}: missing`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ContentError(`${file}: ${(err as Error).message}`);
  }
}

function readSite(root: string): Pick<EditorialContent, 'packages' | 'queueItem' | 'categoryTexts'> {
  const packagesFile = path.join(root, 'site', 'packages.json');
  const packages = check(PackagesFile, readJson(packagesFile), packagesFile);
  const read = (lang: SeedLang) => {
    const file = path.join(root, 'site', `${lang}.json`);
    const data = check(SiteTexts, readJson(file), file);
    const missing = [...CATEGORY_KEYS.filter((k) => !data.categories[k]).map((k) => `categories.${k}`), ...packages.filter((p) => !data.packages[p.key]).map((p) => `packages.${p.key}`)];
    const extra = [...Object.keys(data.categories).filter((k) => !(CATEGORY_KEYS as readonly string[]).includes(k)).map((k) => `categories.${k}`), ...Object.keys(data.packages).filter((k) => !packages.some((p) => p.key === k)).map((k) => `packages.${k}`)];
    if (missing.length > 0) throw new ContentError(`${file}: missing ${missing.join(', ')}`);
    if (extra.length > 0) throw new ContentError(`${file}: unknown ${extra.join(', ')} (categories are the site's category keys; packages are those of site/packages.json)`);
    return data;
  };
  const site = Object.fromEntries(SEED_LANGS.map((lang) => [lang, read(lang)])) as Localized<Static<typeof SiteTexts>>;
  const localized = <T>(pick: (texts: Static<typeof SiteTexts>) => T) => mapLangs(site, pick);
  return {
    packages: packages.map((p) => ({
      name: localized((s) => s.packages[p.key].name), priceUsd: p.priceUsd, period: p.period, highlighted: p.highlighted,
      features: localized((s) => s.packages[p.key].features),
    })),
    queueItem: { title: localized((s) => s.queueItem.title), description: localized((s) => s.queueItem.description), ctaLabel: localized((s) => s.queueItem.ctaLabel) },
    categoryTexts: Object.fromEntries(
      CATEGORY_KEYS.map((key) => [key, { name: localized((s) => s.categories[key].name), description: localized((s) => s.categories[key].description) }]),
    ) as EditorialContent['categoryTexts'],
  };
}

/** Reads and checks every content file; throws a ContentError naming the file at the first mistake. */
export function loadContent(dir?: string): EditorialContent {
  const root = contentDir(dir);
  if (!fs.existsSync(root)) throw new ContentError(`${root}: the content folder is missing (set CONTENT_DIR or run from a checkout that has content/)`);

  const blogPosts = readItems(path.join(root, 'blog'), 'blog').map(({ slug, docs }): BlogPostSeed => ({
    slug, category: docs.en.data.category as CategoryKeyValue, author: docs.en.data.author as string,
    title: texts(docs, 'title'), excerpt: texts(docs, 'excerpt'), paragraphs: perLang(docs, (d) => paragraphsRequired(d, 'the post\'s paragraphs')),
  }));

  const faqs = readItems(path.join(root, 'faqs'), 'faq').map(({ slug, docs }): FaqSeed => ({
    slug, topic: docs.en.data.topic as FaqSeed['topic'], question: texts(docs, 'question'), answer: perLang(docs, (d) => singleParagraph(d, 'the answer')),
  }));

  const careers = readItems(path.join(root, 'jobs'), 'job').map(({ slug, docs }): CareerSeed => ({
    slug, title: texts(docs, 'title'), department: texts(docs, 'department'), location: texts(docs, 'location'),
    employmentType: docs.en.data.employmentType as CareerSeed['employmentType'],
    description: perLang(docs, (d) => paragraphsRequired(d, 'the job\'s description')),
    responsibilities: lists(docs, 'responsibilities'), requirements: lists(docs, 'requirements'),
  }));

  const legalPages = readItems(path.join(root, 'legal'), 'legal').map(({ slug, docs }): LegalPageSeed => {
    sameShape(docs, (d) => legalSections(d).length, 'sections');
    const sections = perLang(docs, legalSections);
    sameShape(docs, (d) => legalSections(d).reduce((n, s) => n + s.body.length, 0), 'paragraphs');
    return {
      type: slug, title: texts(docs, 'title'),
      sections: sections.en.map((_, i) => ({
        heading: perLang(docs, (d) => legalSections(d)[i].heading), body: perLang(docs, (d) => legalSections(d)[i].body),
      })),
    };
  });

  const helpDir = path.join(root, 'help');
  if (!fs.existsSync(helpDir)) throw new ContentError(`${helpDir}: missing`);
  const topics = fs.readdirSync(helpDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => {
    const dir = path.join(helpDir, e.name);
    const index = readItem(dir, '_topic', 'helpTopic');
    const articles = readItems(dir, 'helpArticle', (slug) => slug === '_topic').map(({ slug, docs }) => {
      const bodies = perLang(docs, articleBody);
      return {
        slug, title: texts(docs, 'title'), tip: texts(docs, 'tip'),
        summary: mapLangs(bodies, (b) => b.summary), steps: mapLangs(bodies, (b) => b.steps),
      };
    });
    if (articles.length === 0) throw new ContentError(`${dir}: a help topic needs at least one article`);
    return { order: index.en.data.order as number, file: index.en.file, topic: { key: e.name, title: texts(index, 'title'), description: texts(index, 'description'), articles } };
  });
  topics.sort((a, b) => a.order - b.order);
  for (let i = 1; i < topics.length; i += 1) {
    if (topics[i].order === topics[i - 1].order) throw new ContentError(`${topics[i].file}: order ${topics[i].order} is also ${topics[i - 1].file}'s`);
  }

  return { blogPosts, faqs, careers, legalPages, helpTopics: topics.map((t) => t.topic), ...readSite(root) };
}
