import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { RemoteLoadCountT, RemoteLoadEventT } from '@cargora/shared/contracts';

export function createTelemetryRepository(db: Kysely<Database>) {
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
    },
    async remoteLoadCounts(): Promise<RemoteLoadCountT[]> {
      const rows = await db.selectFrom('telemetry_remote_load').selectAll().orderBy('remote').orderBy('version').orderBy('outcome').execute();
      return rows.map((r) => ({
        remote: r.remote,
        version: r.version,
        outcome: r.outcome,
        count: Number(r.count),
        averageMs: Number(r.count) ? Math.round(Number(r.total_ms) / Number(r.count)) : 0,
        lastMessage: r.last_message,
        lastSeenAt: r.last_seen_at,
      }));
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
    fastify.decorate('telemetryRepository', createTelemetryRepository(fastify.db));
  },
  { name: 'telemetry-repository', dependencies: ['db'] },
);
