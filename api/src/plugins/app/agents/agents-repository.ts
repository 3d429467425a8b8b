import fp from 'fastify-plugin';
import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../db/types';
import { type ContentLangT, type AgentSortT, type ReviewSortT, type Paging, type AgentDetailT, type AgentSummaryT, type BestAgentT, type RatingSummaryT, type ReviewT, type AgentTrustT } from '@cargora/shared/contracts/schemas';
import { VERIFICATION_KINDS } from '@cargora/shared/contracts';
import { likeContains, round2, searchTerms } from '../../../lib/json';
import { placeName } from '../../../lib/place-names';
import { gazetteerHas } from '../../../reference/gazetteer';
import { AGENT_SUMMARY_COLUMNS, toAgentDetail, toAgentSummary } from './agent-mappers';
import { measureResponseTime, responseWindowStart } from './response-time';

export interface AgentFilters {
  country?: string;
  state?: string;
  scope?: string;
  q?: string;
}
export type AgentSort = AgentSortT;
export type ReviewSort = ReviewSortT;

function whereFilters(f: AgentFilters): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'agents'>();
  const conds: Expression<SqlBool>[] = [];
  if (f.country) conds.push(eb('agents.country_lc', '=', f.country.trim().toLowerCase()));
  if (f.state) conds.push(eb('agents.state_lc', '=', f.state.trim().toLowerCase()));
  if (f.scope) conds.push(eb('agents.scope', '=', f.scope));
  for (const term of f.q ? searchTerms(f.q) : []) {
    conds.push(sql<SqlBool>`${sql.ref('agents.company_name_lc')} LIKE ${likeContains(term)} ESCAPE '!'`);
  }
  return eb.and(conds);
}

const SORTS: Record<AgentSort, [string, 'asc' | 'desc'][]> = {
  rating: [['agents.rating', 'desc'], ['agents.review_count', 'desc'], ['agents.id', 'asc']],
  newest: [['agents.joined_at', 'desc'], ['agents.id', 'desc']],
  name: [['agents.company_name', 'asc'], ['agents.id', 'asc']],
};

const REVIEW_SORTS: Record<ReviewSort, [string, 'asc' | 'desc'][]> = {
  newest: [['reviews.created_at', 'desc'], ['reviews.id', 'desc']],
  rating_desc: [['reviews.rating', 'desc'], ['reviews.created_at', 'desc'], ['reviews.id', 'desc']],
  rating_asc: [['reviews.rating', 'asc'], ['reviews.created_at', 'desc'], ['reviews.id', 'desc']],
};

const isVerificationKind = (kind: string): kind is AgentTrustT['verifications'][number]['kind'] => (VERIFICATION_KINDS as readonly string[]).includes(kind);

export function createAgentsRepository(db: Kysely<Database>, filesOrigin: string) {
  return {
    async list(filters: AgentFilters, sort: AgentSort, paging: Paging, lang: ContentLangT) {
      const where = whereFilters(filters);
      let query = db.selectFrom('agents').select(AGENT_SUMMARY_COLUMNS).where(where);
      for (const [column, direction] of SORTS[sort]) query = query.orderBy(sql.ref(column), direction);
      const [rows, count] = await Promise.all([
        query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize).execute(),
        db.selectFrom('agents').select((eb) => eb.fn.countAll<number>().as('n')).where(where).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((r): AgentSummaryT => toAgentSummary(r, filesOrigin, lang)),
        total: Number(count.n),
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },

    /** Resolves "12" (numeric id) or "agent-0012" (userId) to the agent's numeric id. */
    async resolveId(ref: string): Promise<number | undefined> {
      const query = db.selectFrom('agents').select('id');
      const row = /^[0-9]+$/.test(ref)
        ? await query.where('id', '=', Number(ref)).executeTakeFirst()
        : await query.where('user_id', '=', ref).executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },

    async findDetailByUserId(userId: string, lang: ContentLangT): Promise<AgentDetailT | undefined> {
      const row = await db.selectFrom('agents').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row ? toAgentDetail(row, filesOrigin, lang) : undefined;
    },

    async bestPerforming(limit: number, lang: ContentLangT): Promise<BestAgentT[]> {
      // Rating shrunk toward 4.0 for few reviews, then weighted by experience: a 5.0 with 3 jobs ranks below a 4.7 with 900.
      const score = sql<number>`((agents.rating * agents.review_count + 20.0) / (agents.review_count + 5.0)) * agents.completed_jobs / (agents.completed_jobs + 100.0)`;
      const rows = await db
        .selectFrom('agents')
        .select([...AGENT_SUMMARY_COLUMNS, score.as('score')])
        .where('agents.review_count', '>', 0)
        .orderBy('score', 'desc')
        .orderBy('agents.id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...toAgentSummary(r, filesOrigin, lang), score: round2(Number(r.score)) }));
    },

    async countByCountry(lang: ContentLangT) {
      const rows = await db
        .selectFrom('agents')
        .select(['country', 'country_code', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['country', 'country_code'])
        .orderBy('n', 'desc')
        .orderBy('country')
        .execute();
      const items = rows.map((r) => ({ country: r.country, countryCode: r.country_code, count: Number(r.n), label: placeName.country(r.country, lang) }));
      return { items, total: items.reduce((sum, i) => sum + i.count, 0) };
    },

    async countByState(country: string, lang: ContentLangT) {
      const rows = await db
        .selectFrom('agents')
        .select(['country', 'state', (eb) => eb.fn.countAll<number>().as('n')])
        .where('country_lc', '=', country.trim().toLowerCase())
        .groupBy(['country', 'state'])
        .orderBy('n', 'desc')
        .orderBy('state')
        .execute();
      return { items: rows.map((r) => ({
          country: r.country,
          state: r.state,
          count: Number(r.n),
          label: placeName.state(r.country, r.state, lang),
          countryLabel: placeName.country(r.country, lang),
        })) };
    },

    /**
     * The part of a directory place the site does not know, if any (compared as the filters compare, case-insensitively):
     * a country is known when the gazetteer has it, an agent is in it or services go to or from it; a state when the
     * gazetteer has it (in that country, when one is given) or an agent is in it. A known place may have no agents.
     */
    async unknownPlace(place: { country?: string; state?: string }): Promise<'country' | 'state' | undefined> {
      const country = place.country?.trim().toLowerCase() ?? '';
      const state = place.state?.trim().toLowerCase() ?? '';
      if (country && !gazetteerHas({ country })) {
        const known =
          (await db.selectFrom('agents').select('id').where('country_lc', '=', country).limit(1).executeTakeFirst()) ??
          (await db.selectFrom('places').select('name').where('kind', '=', 'country').where('name_lc', '=', country).limit(1).executeTakeFirst());
        if (!known) return 'country';
      }
      if (state && !gazetteerHas({ country, state })) {
        let query = db.selectFrom('agents').select('id').where('state_lc', '=', state);
        if (country) query = query.where('country_lc', '=', country);
        if (!(await query.limit(1).executeTakeFirst())) return 'state';
      }
      return undefined;
    },

    /**
     * What was verified about the agent and when (trade register first, then licences), and its response time measured
     * now from the quote requests it received in the window and its answers (by the agent's index of migration 032).
     */
    async trust(agentId: number, now = new Date()): Promise<AgentTrustT> {
      const [rows, received] = await Promise.all([
        db.selectFrom('agent_verifications').select(['kind', 'reference', 'verified_at', 'expires_at']).where('agent_id', '=', agentId).execute(),
        db.selectFrom('quote_requests').select(['created_at', 'answered_at']).where('agent_id', '=', agentId).where('created_at', '>=', responseWindowStart(now)).execute(),
      ]);
      const order = (kind: string) => (VERIFICATION_KINDS as readonly string[]).indexOf(kind);
      return {
        verifications: rows
          .filter((r) => isVerificationKind(r.kind))
          .sort((a, b) => order(a.kind) - order(b.kind))
          .map((r) => ({ kind: r.kind as AgentTrustT['verifications'][number]['kind'], reference: r.reference, verifiedAt: r.verified_at, expiresAt: r.expires_at })),
        responseTime: measureResponseTime(received, now),
      };
    },

    async ratingSummary(agentId: number): Promise<RatingSummaryT> {
      const rows = await db
        .selectFrom('reviews')
        .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
        .where('agent_id', '=', agentId)
        .groupBy('rating')
        .execute();
      const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      let count = 0;
      let sum = 0;
      for (const r of rows) {
        const key = String(r.rating) as keyof typeof distribution;
        if (key in distribution) distribution[key] = Number(r.n);
        count += Number(r.n);
        sum += Number(r.rating) * Number(r.n);
      }
      return { average: count ? round2(sum / count) : 0, count, distribution };
    },

    /** The agent's reviews, or with `serviceId` only those written about that one service of the agent's. */
    async reviews(agentId: number, sort: ReviewSort, paging: Paging, serviceId?: number) {
      const reviewsOf = db
        .selectFrom('reviews')
        .where('agent_id', '=', agentId)
        .$if(serviceId !== undefined, (q) => q.where('service_id', '=', serviceId ?? null));
      // Booking-verified: the review has a booking (migration 028); the booking's reference stays private.
      let query = reviewsOf
        .leftJoin('review_bookings', 'review_bookings.review_id', 'reviews.id')
        .selectAll('reviews')
        .select(sql<number>`CASE WHEN review_bookings.review_id IS NULL THEN 0 ELSE 1 END`.as('booking_verified'));
      for (const [column, direction] of REVIEW_SORTS[sort]) query = query.orderBy(sql.ref(column), direction);
      const [rows, count] = await Promise.all([
        query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize).execute(),
        reviewsOf.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(
          (r): ReviewT => ({
            id: Number(r.id),
            agentId: Number(r.agent_id),
            serviceId: r.service_id === null ? null : Number(r.service_id),
            customerName: r.customer_name,
            rating: Number(r.rating),
            comment: r.comment,
            createdAt: r.created_at,
            lang: r.lang === 'fr' || r.lang === 'ar' ? r.lang : 'en',
            bookingVerified: Number(r.booking_verified) === 1,
          }),
        ),
        total: Number(count.n),
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },
  };
}

export type AgentsRepository = ReturnType<typeof createAgentsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    agentsRepository: AgentsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('agentsRepository', createAgentsRepository(fastify.db, fastify.config.filesOrigin));
  },
  { name: 'agents-repository', dependencies: ['db'] },
);
