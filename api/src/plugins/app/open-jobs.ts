import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/types';

/**
 * A job posting is open while nobody closed it and its end (valid_through, if any) is still ahead: the one
 * definition the careers list, a job's page, applications and the sitemaps share.
 */
export function jobIsOpen(nowIso = new Date().toISOString()): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'careers'>();
  return eb.and([
    eb('careers.is_open', '=', 1),
    eb.or([eb('careers.valid_through', 'is', null), eb('careers.valid_through', '>', nowIso)]),
  ]);
}
