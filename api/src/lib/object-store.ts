// Where the API keeps files: CVs (private), share images and seeded pictures (public). One interface, two engines:
//  - the data directory on local disk (DATA_DIR/files), the default of the single-process `npm start`;
//  - any S3-compatible store (S3_BUCKET + S3_ENDPOINT/S3_REGION + credentials): what several API instances share.
// Keys are relative paths such as `applications/<id>.pdf` or `share/service/12-ab12cd34ef56.png`.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  CreateBucketCommand,
} from '@aws-sdk/client-s3';
import { HttpError } from './http-errors';

export interface ObjectStore {
  kind: 'disk' | 's3';
  /** Writes the whole object or nothing (a partial write never becomes visible). */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Keys under a prefix ending in `/`, e.g. `share/service/`. */
  list(prefix: string): Promise<string[]>;
  /** Throws when the store cannot be reached or written. */
  check(): Promise<void>;
}

export interface S3Settings {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (http://host/bucket/key): what s3rver and MinIO expect. */
  forcePathStyle: boolean;
  /** Longest wait for one call, retries included (S3_TIMEOUT_MS, default 3000): a stalled store costs that, not a hang. */
  timeoutMs?: number;
}

/** A key the readiness check asks about (a dot folder: never served by the files origin). */
const READINESS_KEY = '.readiness/probe';
export const FILES_UNAVAILABLE_MESSAGE = 'File storage is unavailable at the moment; please try again shortly';
const NETWORK_FAILURE = /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)\b/;

/** The network error code of a call that got no answer (also when the SDK kept only its message), else undefined. */
export function networkFailure(err: unknown): string | undefined {
  const e = err as { code?: unknown; message?: unknown } | null;
  return NETWORK_FAILURE.exec(`${String(e?.code ?? '')} ${String(e?.message ?? '')}`)?.[1];
}

/** A store that did not answer in time, could not be reached or failed on its side, as a 503 with Retry-After; else undefined. */
export function filesUnavailable(err: unknown): HttpError | undefined {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  const down = e?.name === 'AbortError' || e?.name === 'TimeoutError' || networkFailure(err) !== undefined || (e?.$metadata?.httpStatusCode ?? 0) >= 500;
  return down ? Object.assign(new HttpError(503, FILES_UNAVAILABLE_MESSAGE, { 'retry-after': '30' }), { cause: err }) : undefined;
}

const safeKey = (key: string) => {
  const normalized = path.posix.normalize(key);
  if (normalized.startsWith('..') || normalized.startsWith('/') || normalized.includes('\0')) throw new Error(`Bad object key ${key}`);
  return normalized;
};

export function diskObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, safeKey(key));
  return {
    kind: 'disk',
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await fs.writeFile(tmp, data, { mode: 0o600 });
        await fs.rename(tmp, file);
      } catch (err) {
        await fs.rm(tmp, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      const dir = fileOf(prefix);
      const names = await fs.readdir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [] as string[];
        throw err;
      });
      return names.filter((n) => !n.startsWith('.')).map((n) => path.posix.join(prefix, n));
    },
    async check() {
      // The private folder is created at start-up; a write there proves the store (and its permissions) work.
      const probe = path.join(root, 'applications', `.health-${process.pid}-${Date.now()}`);
      await fs.writeFile(probe, 'ok');
      await fs.rm(probe, { force: true });
    },
  };
}

async function bodyBytes(body: unknown): Promise<Buffer> {
  const b = body as { transformToByteArray?: () => Promise<Uint8Array> } | undefined;
  if (!b?.transformToByteArray) return Buffer.alloc(0);
  return Buffer.from(await b.transformToByteArray());
}

export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    endpoint: settings.endpoint || undefined,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const timeoutMs = settings.timeoutMs ?? 3000;
  /** One call with its deadline (the SDK sets none): a store that stopped answering fails it as a 503, not a hang. */
  const call = <T>(send: (options: { abortSignal: AbortSignal }) => Promise<T>): Promise<T> =>
    send({ abortSignal: AbortSignal.timeout(timeoutMs) }).catch((err: unknown) => {
      throw filesUnavailable(err) ?? err;
    });
  return {
    kind: 's3',
    async put(key, data, contentType) {
      // A PUT is atomic on S3: readers see the old object, or none, or the whole new one.
      await call((o) => client.send(new PutObjectCommand({ Bucket, Key: safeKey(key), Body: data, ContentType: contentType ?? 'application/octet-stream' }), o));
    },
    async get(key) {
      try {
        return await call(async (o) => bodyBytes((await client.send(new GetObjectCommand({ Bucket, Key: safeKey(key) }), o)).Body));
      } catch (err) {
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async remove(key) {
      await call((o) => client.send(new DeleteObjectCommand({ Bucket, Key: safeKey(key) }), o));
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const out = await call((o) => client.send(new ListObjectsV2Command({ Bucket, Prefix: safeKey(prefix) + '/', ContinuationToken: token }), o));
        for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async check() {
      // One object's metadata, there or not (404): HeadBucket would do, but some stand-ins (s3rver) list the whole bucket for it.
      await call((o) => client.send(new HeadObjectCommand({ Bucket, Key: READINESS_KEY }), o)).catch((err: { $metadata?: { httpStatusCode?: number } }) => {
        if (err.$metadata?.httpStatusCode !== 404) throw err;
      });
    },
  };
}

/** Creates the bucket when it does not exist (local stand-ins; a managed bucket is created by its operator). */
export async function ensureBucket(settings: S3Settings): Promise<void> {
  const client = new S3Client({
    endpoint: settings.endpoint || undefined,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  }
}

/** Copies every file under `dir` into the store under `prefix` (the seeded pictures, when the files live in S3). */
export async function uploadDirectory(store: ObjectStore, dir: string, prefix = '', skip: (key: string) => boolean = () => false): Promise<number> {
  let count = 0;
  const walk = async (current: string, keyPrefix: string): Promise<void> => {
    const entries = await fs.readdir(current, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
      if (skip(key)) continue;
      if (entry.isDirectory()) await walk(path.join(current, entry.name), key);
      else if (entry.isFile()) {
        await store.put(key, await fs.readFile(path.join(current, entry.name)), contentTypeOf(key));
        count++;
      }
    }
  };
  await walk(dir, prefix);
  return count;
}

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
};
export const contentTypeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
