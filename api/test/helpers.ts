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

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  otps: Map<string, string>;
  close(): Promise<void>;
}

/** A real app over a fresh database: a temp SQLite file, or PostgreSQL when DATABASE_URL says so. */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cargora-api-test-'));
  if (PG_URL) await resetPostgres(PG_URL);
  const otps = new Map<string, string>();
  const app = await buildApp({
    logger: false,
    seed: SMALL_SEED,
    ...options,
    databaseUrl: PG_URL ?? path.join(dataDir, 'test.sqlite'),
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
