import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { opsAuthorization } from '@cargora/shared/server';
import { buildApp, type BuildAppOptions } from '../src/app';

export const SMALL_SEED = { agents: 100, services: 800, reviews: 1500 };
export const PG_URL = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined;

/** Drops and recreates the public schema so each test file starts from an empty PostgreSQL database. */
async function resetPostgres(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

// Seeded databases, made once and copied. Migrating and seeding SMALL_SEED takes ~1.5 s of the ~2.3 s an app takes to
// start, and the suites start about 70 apps. A template is the data directory (its SQLite file, the seed's artwork,
// the ops token) of an app started and closed over a fresh database, and on PostgreSQL a database of the cluster as
// well; each app that asks for the same seed gets a copy. It is named by everything that shapes it: the API's source
// and migrations, the seed's sizes, the day (the seed lays its dates out before it) and the database kind.
const TEMPLATES_DIR = path.join(os.tmpdir(), 'cargora-api-seeds');
let sourceHash: string | null = null;

function apiSourceHash(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(full).update(fs.readFileSync(full));
    }
  };
  for (const dir of ['src', 'migrations']) walk(path.join(__dirname, '..', dir));
  sourceHash = hash.digest('hex').slice(0, 12);
  return sourceHash;
}

/** A seed is copied from a template when it is only sizes (no date of its own, nothing to call). */
const templatable = (seed: BuildAppOptions['seed']): Record<string, number> | null =>
  typeof seed === 'object' && Object.values(seed).every((v) => typeof v === 'number') ? (seed as Record<string, number>) : null;

function templateName(seed: Record<string, number>): string {
  const key = JSON.stringify({ seed: Object.entries(seed).sort(), day: new Date().toISOString().slice(0, 10), pg: Boolean(PG_URL) });
  return `seed_${apiSourceHash()}_${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.href;
}

async function onPostgres<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  // The cluster's maintenance database: a database cannot be dropped or copied over a connection to itself.
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The template's data directory, made (an app started over a fresh database with `seed`, then closed) if missing. */
async function seededTemplate(seed: Record<string, number>): Promise<{ dir: string; database: string }> {
  const name = templateName(seed);
  const dir = path.join(TEMPLATES_DIR, name);
  const pgTemplateExists = async () =>
    !PG_URL || (await onPostgres(PG_URL, async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1));
  if (fs.existsSync(dir) && (await pgTemplateExists())) return { dir, database: name };
  fs.mkdirSync(TEMPLATES_DIR, { recursive: true });
  // Templates of other days or other sources are not asked for again.
  for (const old of fs.readdirSync(TEMPLATES_DIR)) {
    const at = path.join(TEMPLATES_DIR, old);
    if (Date.now() - fs.statSync(at).mtimeMs > 86_400_000) fs.rmSync(at, { recursive: true, force: true });
  }
  const building = fs.mkdtempSync(path.join(TEMPLATES_DIR, `${name}.building-`));
  if (PG_URL) {
    await onPostgres(PG_URL, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${name}"`);
      await c.query(`CREATE DATABASE "${name}"`);
    });
  }
  const app = await buildApp({
    logger: false,
    seed,
    databaseUrl: PG_URL ? withDatabase(PG_URL, name) : path.join(building, 'test.sqlite'),
    dataDir: building,
    config: { remotesUrl: 'http://127.0.0.1:9/remotes.json' },
  });
  await app.close();
  // Another run may have made the same template meanwhile: the first one stays.
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return { dir, database: name };
}

let copies = 0;
/** Copies of closed apps not dropped yet: a closed app's last connections may still be on their way out. */
const toDrop = new Set<string>();

async function dropClosedCopies(url: string): Promise<void> {
  if (toDrop.size === 0) return;
  await onPostgres(url, async (c) => {
    for (const name of toDrop) {
      // Never WITH (FORCE): terminating a connection the pool has not let go of yet fails the test that runs then.
      await c.query(`DROP DATABASE IF EXISTS "${name}"`).then(
        () => toDrop.delete(name),
        () => undefined,
      );
    }
  });
}

/**
 * A fresh copy of the seeded template in `dataDir`; on PostgreSQL also a database of its own made from the template's
 * (apps a test holds at once each keep theirs). Resolves to the database URL the app is to use and what ends it.
 */
async function copySeeded(seed: Record<string, number>, dataDir: string): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const template = await seededTemplate(seed);
  fs.cpSync(template.dir, dataDir, { recursive: true });
  if (!PG_URL) return { databaseUrl: path.join(dataDir, 'test.sqlite'), drop: async () => undefined };
  const url = PG_URL;
  await dropClosedCopies(url);
  copies += 1;
  const name = `${new URL(url).pathname.slice(1)}_${process.pid}_${copies}`;
  await onPostgres(url, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template.database}"`));
  return {
    databaseUrl: withDatabase(url, name),
    drop: async () => {
      toDrop.add(name);
      await dropClosedCopies(url);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  otps: Map<string, string>;
  close(): Promise<void>;
}

/** A real app over a fresh database: a temp SQLite file, or PostgreSQL when DATABASE_URL says so. */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cargora-api-test-'));
  const seed = options.seed ?? SMALL_SEED;
  const sizes = templatable(seed);
  const copy = sizes ? await copySeeded(sizes, dataDir) : null;
  if (!copy && PG_URL) await resetPostgres(PG_URL);
  const otps = new Map<string, string>();
  const app = await buildApp({
    logger: false,
    ...options,
    seed,
    databaseUrl: copy?.databaseUrl ?? PG_URL ?? path.join(dataDir, 'test.sqlite'),
    dataDir,
    // Limits high enough for the suites' own traffic; tests of the limits set them low.
    config: {
      rateLimitAuth: 1000, rateLimitApplications: 1000, applicationsPerIpPerDay: 1000, rateLimitQuotes: 1000, quotesPerIpPerDay: 1000, rateLimitTelemetry: 10_000, filesOrigin: 'http://files.test',
      // No remotes.json unless a test serves one (test/remotes-stub.ts): never a site running on this machine.
      remotesUrl: 'http://127.0.0.1:9/remotes.json',
      ...options.config,
    },
    onOtpIssued: (identifier, code) => {
      otps.set(identifier, code);
      options.onOtpIssued?.(identifier, code);
    },
  });
  const t: TestApp = {
    app,
    dataDir,
    otps,
    // Closes the app the test holds now (a test may swap in one it started again over the same database).
    async close() {
      await t.app.close();
      await copy?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** Runs `run` against a fresh app of its own (own limits, own data), closed afterwards. */
export async function withApp<T>(options: Parameters<typeof createTestApp>[0], run: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp(options);
  try {
    return await run(t);
  } finally {
    await t.close();
  }
}

/** The headers of an operator's request (reading telemetry): the app's operator credential. */
/**
 * The files in the app's private applications folder (CVs, and what a test put there), by name: not the `.health-…`
 * probe the store's readiness check writes and removes there every few seconds.
 */
export const applicationFiles = (t: TestApp) => fs.readdirSync(path.join(t.dataDir, 'files', 'applications')).filter((name) => !name.startsWith('.'));

export const asOperator = (t: TestApp) => opsAuthorization(t.app.config.opsToken);

export function expectError(res: { statusCode: number; json(): unknown }, status: number): { statusCode: number; error: string; message: string } {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { statusCode: number; error: string; message: string };
  expect(body).toEqual({ statusCode: status, error: expect.any(String), message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/** Builds a multipart/form-data body by hand (no extra dependency). */
export function multipart(fields: Record<string, string>, file?: { field: string; filename: string; contentType: string; content: Buffer }) {
  const boundary = `----cargora${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
    chunks.push(file.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A minimal stored (uncompressed) ZIP, enough to look like a DOCX when it holds its content types and word/document.xml. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const centralBuf = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Object.keys(entries).length, 8);
  eocd.writeUInt16LE(Object.keys(entries).length, 10);
  eocd.writeUInt32LE(centralBuf.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBuf, eocd]);
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The least a DOCX is: its content types name the main part a Word document (file-type reads them), and the part. */
export const DOCX = zip({
  '[Content_Types].xml':
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ' +
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
});
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
