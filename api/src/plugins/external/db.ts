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
  interface FastifyRequest {
    localVersionAtStart?: string;
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
    const bus = fastify.redis?.bus;
    const { db, kind, dataVersion: local } = createDb(databaseUrl, { onWrite: bus ? () => bus.publish() : undefined });
    // With other instances (REDIS_URL), their writes move this instance's version too (see lib/change-bus.ts).
    const dataVersion = bus ? () => `${local()}.${bus.epoch()}` : local;
    fastify.decorate('db', db);
    fastify.decorate('dataVersion', dataVersion);
    if (bus) {
      // A write inside a transaction is announced again once the response is on its way (after the commit).
      fastify.addHook('onRequest', async (request) => {
        request.localVersionAtStart = local();
      });
      fastify.addHook('onResponse', async (request) => {
        if (request.localVersionAtStart !== undefined && request.localVersionAtStart !== local()) bus.publish();
      });
    }
    fastify.decorate('dbKind', kind);
    fastify.addHook('onClose', async () => {
      await db.destroy();
    });
    await ensureDatabase(db, opts.seed === false ? false : { ...opts.seed, filesDir, log: (m) => fastify.log.info(m) });
  },
  { name: 'db', dependencies: ['env', 'redis'] },
);
