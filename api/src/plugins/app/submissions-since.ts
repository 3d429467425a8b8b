import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** Tables of visitors' submissions that keep when and from which address each came (the daily quotas count them). */
export type SubmissionTable = 'job_applications' | 'quote_requests';

/** Submissions received since a time, from one address or (without it) from everyone. */
export async function countSubmissionsSince(db: Kysely<Database>, table: SubmissionTable, sinceIso: string, clientIp?: string): Promise<number> {
  // Both tables have created_at and client_ip; naming one lets Kysely type the shared columns.
  let q = db.selectFrom(table as 'quote_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', sinceIso);
  if (clientIp !== undefined) q = q.where('client_ip', '=', clientIp);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
