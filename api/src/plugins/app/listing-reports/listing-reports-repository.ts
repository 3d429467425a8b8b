import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ListingReportReceiptT, ReportTarget } from '@cargora/shared/contracts/schemas';
import type { Database } from '../../../db/types';
import { insertWithNewReference, newReference } from '../quotes/quote-reference';

/** The listing_reports table (migration 024). */
export interface ListingReportsTable {
  id: string;
  reference: string;
  target_type: string;
  target_id: string;
  reason: string;
  description: string;
  email: string | null;
  lang: string;
  client_ip: string;
  /** 'received' until someone acts on it. */
  status: string;
  created_at: string;
}

type ReportsDatabase = Database & { listing_reports: ListingReportsTable };

export interface NewListingReport {
  id: string;
  targetType: ReportTarget;
  targetId: string;
  reason: string;
  description: string;
  email: string | null;
  lang: string;
  clientIp: string;
  createdAt: string;
}

/** The same notice sent again within this time (a reload of the answer, a double click) is the same notice. */
const SAME_NOTICE_MS = 24 * 60 * 60 * 1000;

const toReceipt = (row: Pick<ListingReportsTable, 'reference' | 'target_type' | 'target_id' | 'reason' | 'created_at'>): ListingReportReceiptT => ({
  reference: row.reference,
  targetType: row.target_type as ReportTarget,
  targetId: row.target_id,
  reason: row.reason,
  receivedAt: row.created_at,
});

export function createListingReportsRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<ReportsDatabase>;
  return {
    /** Whether what is reported exists: a service, an agent by storefront id, a review. */
    async targetExists(type: ReportTarget, id: string): Promise<boolean> {
      const row =
        type === 'agent'
          ? await db.selectFrom('agents').select('id').where('user_id', '=', id).executeTakeFirst()
          : await db
              .selectFrom(type === 'service' ? 'services' : 'reviews')
              .select('id')
              .where('id', '=', Number(id))
              .executeTakeFirst();
      return row !== undefined;
    },

    /** The receipt of the same notice from the same address in the last day, if there is one. */
    async findSame(report: NewListingReport): Promise<ListingReportReceiptT | undefined> {
      const since = new Date(Date.parse(report.createdAt) - SAME_NOTICE_MS).toISOString();
      const row = await db
        .selectFrom('listing_reports')
        .select(['reference', 'target_type', 'target_id', 'reason', 'created_at'])
        .where('client_ip', '=', report.clientIp)
        .where('target_type', '=', report.targetType)
        .where('target_id', '=', report.targetId)
        .where('reason', '=', report.reason)
        .where('description', '=', report.description)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return row && toReceipt(row);
    },

    /** Stores a notice under a new random reference (a clash draws another). */
    async insert(report: NewListingReport): Promise<ListingReportReceiptT> {
      const row: Omit<ListingReportsTable, 'reference'> = {
        id: report.id,
        target_type: report.targetType,
        target_id: report.targetId,
        reason: report.reason,
        description: report.description,
        email: report.email,
        lang: report.lang,
        client_ip: report.clientIp,
        status: 'received',
        created_at: report.createdAt,
      };
      const reference = await insertWithNewReference(
        () => newReference('R'),
        async (reference) => {
          await db.insertInto('listing_reports').values({ ...row, reference }).execute();
        },
      );
      return toReceipt({ ...row, reference });
    },

    /** The notices about one target, newest first (for the moderators and the tests). */
    async listForTarget(type: ReportTarget, id: string) {
      return db
        .selectFrom('listing_reports')
        .selectAll()
        .where('target_type', '=', type)
        .where('target_id', '=', id)
        .orderBy('created_at', 'desc')
        .execute();
    },
  };
}

export type ListingReportsRepository = ReturnType<typeof createListingReportsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    listingReportsRepository: ListingReportsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('listingReportsRepository', createListingReportsRepository(fastify.db));
  },
  { name: 'listing-reports-repository', dependencies: ['db'] },
);
