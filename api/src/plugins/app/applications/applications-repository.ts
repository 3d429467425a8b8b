import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
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
    /** Applications received since a time, from one address or (without it) from everyone. */
    async countSince(sinceIso: string, clientIp?: string): Promise<number> {
      let q = db.selectFrom('job_applications').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', sinceIso);
      if (clientIp !== undefined) q = q.where('client_ip', '=', clientIp);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
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
