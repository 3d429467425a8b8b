import fs from 'node:fs';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDb, type DbKind } from '../../db/connection';
import { ensureDatabase } from '../../db/ensure';
import type { SeedOptions } from '../../db/seed';
import type { Database } from '../../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DbKind;
    dataVersion: () => string;
  }
}

export interface DbPluginOptions {
  /** false: only migrate (the caller seeds); otherwise seed sizes for an empty database. */
  seed: Omit<SeedOptions, 'filesDir' | 'log'> | false;
}

export default fp(
  async (fastify, opts: DbPluginOptions) => {
    const { databaseUrl, filesDir } = fastify.config;
    fs.mkdirSync(filesDir, { recursive: true });
    const { db, kind, dataVersion } = createDb(databaseUrl);
    fastify.decorate('db', db);
    fastify.decorate('dataVersion', dataVersion);
    fastify.decorate('dbKind', kind);
    fastify.addHook('onClose', async () => {
      await db.destroy();
    });
    await ensureDatabase(db, opts.seed === false ? false : { ...opts.seed, filesDir, log: (m) => fastify.log.info(m) });
  },
  { name: 'db', dependencies: ['env'] },
);
