import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { countSubmissionsSince } from '../submissions-since';
import type { Database, JobApplicationsTable } from '../../../db/types';

export function createApplicationsRepository(db: Kysely<Database>) {
  return {
    async careerIsOpen(careerId: number): Promise<boolean> {
      const row = await db.selectFrom('careers').select('id').where('id', '=', careerId).where('is_open', '=', 1).executeTakeFirst();
      return Boolean(row);
    },
    async insert(row: JobApplicationsTable): Promise<void> {
      await db.insertInto('job_applications').values(row).execute();
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
