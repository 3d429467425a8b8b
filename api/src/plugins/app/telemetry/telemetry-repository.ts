import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database, TelemetryRemoteLoadTable } from '../../../db/types';
import type { Paging, RemoteLoadCountT, RemoteLoadEventT } from '@cargora/shared/contracts/schemas';

const toCount = (r: TelemetryRemoteLoadTable): RemoteLoadCountT => ({
  remote: r.remote,
  version: r.version,
  outcome: r.outcome,
  count: Number(r.count),
  averageMs: Number(r.count) ? Math.round(Number(r.total_ms) / Number(r.count)) : 0,
  lastMessage: r.last_message,
  lastSeenAt: r.last_seen_at,
});

/** maxRows: distinct remote/version/outcome rows kept; past it the least recently seen rows are dropped. */
export function createTelemetryRepository(db: Kysely<Database>, maxRows: number) {
  async function dropOldest(): Promise<void> {
    const { n } = await db.selectFrom('telemetry_remote_load').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const excess = Number(n) - maxRows;
    if (excess <= 0) return;
    const oldest = await db
      .selectFrom('telemetry_remote_load')
      .select(['remote', 'version', 'outcome'])
      .orderBy('last_seen_at')
      .limit(excess)
      .execute();
    for (const key of oldest) {
      await db
        .deleteFrom('telemetry_remote_load')
        .where('remote', '=', key.remote)
        .where('version', '=', key.version)
        .where('outcome', '=', key.outcome)
        .execute();
    }
  }

  return {
    /** One counter row per remote+version+outcome; upsert keeps concurrent reports from losing counts. */
    async recordRemoteLoad(event: RemoteLoadEventT): Promise<void> {
      const now = new Date().toISOString();
      const ms = event.ms ?? 0;
      const message = event.message ?? '';
      await db
        .insertInto('telemetry_remote_load')
        .values({ remote: event.remote, version: event.version ?? '', outcome: event.outcome, count: 1, total_ms: ms, last_message: message, last_seen_at: now })
        .onConflict((oc) =>
          oc.columns(['remote', 'version', 'outcome']).doUpdateSet((eb) => ({
            count: eb('telemetry_remote_load.count', '+', 1),
            total_ms: eb('telemetry_remote_load.total_ms', '+', ms),
            last_message: message,
            last_seen_at: now,
          })),
        )
        .execute();
      await dropOldest();
    },
    async remoteLoadCounts(paging: Paging): Promise<{ items: RemoteLoadCountT[]; total: number; page: number; pageSize: number }> {
      const [rows, { n }] = await Promise.all([
        db
          .selectFrom('telemetry_remote_load')
          .selectAll()
          .orderBy('remote')
          .orderBy('version')
          .orderBy('outcome')
          .limit(paging.pageSize)
          .offset((paging.page - 1) * paging.pageSize)
          .execute(),
        db.selectFrom('telemetry_remote_load').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toCount), total: Number(n), page: paging.page, pageSize: paging.pageSize };
    },
  };
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;
declare module 'fastify' {
  interface FastifyInstance {
    telemetryRepository: TelemetryRepository;
  }
}
export default fp(
  async (fastify) => {
    fastify.decorate('telemetryRepository', createTelemetryRepository(fastify.db, fastify.config.telemetryMaxRows));
  },
  { name: 'telemetry-repository', dependencies: ['db'] },
);
