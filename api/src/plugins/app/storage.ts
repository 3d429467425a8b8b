import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { HttpError, STORAGE_FULL_MESSAGE, storageError } from '../../lib/http-errors';

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
      /** Writes a private file whole, or leaves nothing behind (a partial file is removed on any failure). */
      writeWhole(file: string, data: Buffer): Promise<void>;
      /** Whether the database answers, a file can be written in the files store, and the disk has room. */
      health(): Promise<StorageHealth>;
    };
  }
}

const codeOf = (err: unknown) => String((err as { code?: unknown } | null)?.code ?? (err as Error)?.message ?? 'failed');

export default fp(
  async (fastify) => {
    const { dataDir, filesDir, minFreeDiskBytes } = fastify.config;
    const probeDir = path.join(filesDir, 'applications');

    async function freeBytes(): Promise<number> {
      const s = await fs.statfs(dataDir);
      return Number(s.bavail) * Number(s.bsize);
    }

    async function writeWhole(file: string, data: Buffer): Promise<void> {
      try {
        await fs.writeFile(file, data, { flag: 'wx', mode: 0o600 });
      } catch (err) {
        await fs.rm(file, { force: true });
        throw storageError(err) ?? err;
      }
    }

    fastify.decorate('storage', {
      freeBytes,
      writeWhole,
      async requireFreeSpace() {
        if ((await freeBytes()) < minFreeDiskBytes) throw new HttpError(507, STORAGE_FULL_MESSAGE, { 'retry-after': '600' });
      },
      async health() {
        const result: StorageHealth = { db: 'ok', files: 'ok', disk: 'ok' };
        await sql`SELECT 1`.execute(fastify.db).catch((err) => {
          result.db = codeOf(err);
        });
        const probe = path.join(probeDir, `.health-${process.pid}-${Date.now()}`);
        await fs
          .writeFile(probe, 'ok')
          .then(() => fs.rm(probe, { force: true }))
          .catch(async (err) => {
            result.files = codeOf(err);
            await fs.rm(probe, { force: true }).catch(() => undefined);
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
