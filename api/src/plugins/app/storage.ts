import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { HttpError, STORAGE_FULL_MESSAGE } from '../../lib/http-errors';
import { diskObjectStore, s3ObjectStore, type ObjectStore } from '../../lib/object-store';

export interface StorageHealth {
  /** 'ok', or the error code of the failed check. */
  db: string;
  files: string;
  disk: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: {
      /** Bytes free for this process on the data directory's file system. */
      freeBytes(): Promise<number>;
      /** preHandler of write routes: 507 before accepting anything when the disk is below MIN_FREE_DISK_BYTES. */
      requireFreeSpace(): Promise<void>;
      /** The files store: DATA_DIR/files, or the S3 bucket when S3_BUCKET is set. */
      objects: ObjectStore;
      /** Whether the database answers, a file can be written in the files store, and the disk has room. */
      health(): Promise<StorageHealth>;
    };
  }
}

const codeOf = (err: unknown) => String((err as { code?: unknown } | null)?.code ?? (err as Error)?.message ?? 'failed');

export default fp(
  async (fastify) => {
    const { dataDir, filesDir, minFreeDiskBytes, s3 } = fastify.config;
    const objects = s3 ? s3ObjectStore(s3) : diskObjectStore(filesDir);
    if (!s3) await fs.mkdir(path.join(filesDir, 'applications'), { recursive: true });

    async function freeBytes(): Promise<number> {
      const s = await fs.statfs(dataDir);
      return Number(s.bavail) * Number(s.bsize);
    }

    fastify.decorate('storage', {
      freeBytes,
      objects,
      async requireFreeSpace() {
        if ((await freeBytes()) < minFreeDiskBytes) throw new HttpError(507, STORAGE_FULL_MESSAGE, { 'retry-after': '600' });
      },
      async health() {
        const result: StorageHealth = { db: 'ok', files: 'ok', disk: 'ok' };
        await sql`SELECT 1`.execute(fastify.db).catch((err) => {
          result.db = codeOf(err);
        });
        await objects.check().catch((err) => {
          result.files = codeOf(err);
        });
        await freeBytes()
          .then((free) => {
            if (free < minFreeDiskBytes) result.disk = `low: ${free} bytes free, ${minFreeDiskBytes} required`;
          })
          .catch((err) => {
            result.disk = codeOf(err);
          });
        return result;
      },
    });
  },
  { name: 'storage', dependencies: ['env', 'db'] },
);
