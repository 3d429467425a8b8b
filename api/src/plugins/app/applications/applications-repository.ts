import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import { countSubmissionsSince } from '../submissions-since';
import { jobIsOpen } from '../open-jobs';
import type { Database, JobApplicationsTable } from '../../../db/types';

export function createApplicationsRepository(db: Kysely<Database>) {
  return {
    /** Whether a job takes applications: 'open', 'closed' (closed or expired) or undefined (no such job). */
    async careerStatus(careerId: number): Promise<'open' | 'closed' | undefined> {
      const row = await db
        .selectFrom('careers')
        .select((eb) => eb.case().when(jobIsOpen()).then(1).else(0).end().as('open'))
        .where('id', '=', careerId)
        .executeTakeFirst();
      if (!row) return undefined;
      return Number(row.open) === 1 ? 'open' : 'closed';
    },
    /** Stores an application, together with what `alsoStore` writes in the same transaction (its idempotency key). */
    async insert(row: JobApplicationsTable, alsoStore?: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('job_applications').values(row).execute();
        await alsoStore?.(trx);
      });
    },
    /** Received since a time, from one address or (without it) from everyone. */
    countSince: (sinceIso: string, clientIp?: string) => countSubmissionsSince(db, 'job_applications', sinceIso, clientIp),
    async count(careerId?: number): Promise<number> {
      let q = db.selectFrom('job_applications').select((eb) => eb.fn.countAll<number>().as('n'));
      if (careerId !== undefined) q = q.where('career_id', '=', careerId);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
declare module 'fastify' {
  interface FastifyInstance {
    applicationsRepository: ApplicationsRepository;
  }
}
export default fp(
  async (fastify) => {
    fastify.decorate('applicationsRepository', createApplicationsRepository(fastify.db));
  },
  { name: 'applications-repository', dependencies: ['db'] },
);
