import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import { loadToParams, type Load } from '@cargora/shared/contracts';
import { type ContentLangT, type Paging, type QuoteAnswerInput, type QuoteRequestInput, type QuoteRequestT } from '@cargora/shared/contracts/schemas';
import { countSubmissionsSince } from '../submissions-since';
import type { Database, QuoteRequestsTable } from '../../../db/types';
import { groupReferenceOf, insertWithNewReference, newQuoteReference } from './quote-reference';

/** What the route knows before the repository numbers and stores a request. */
export interface NewQuoteRequest extends QuoteRequestInput {
  id: string;
  serviceId: number | null;
  agentId: number;
  userId: number | null;
  clientIp: string;
  createdAt: string;
  /** The load the visitor priced, if any. */
  load?: Load | null;
}

/** The service (and so its agent) or the agent a request is addressed to. */
export interface QuoteTarget {
  serviceId: number | null;
  agentId: number;
}

/** Services' titles in a language, by id (the services repository's `titles`: a seeded kind is written in it). */
export type ServiceTitles = (ids: readonly number[], lang: ContentLangT) => Promise<Map<number, string>>;

type QuoteRow = QuoteRequestsTable & { agent_name: string };

function toQuoteRequest(row: QuoteRow, serviceTitles: Map<number, string>): QuoteRequestT {
  const serviceId = row.service_id === null ? null : Number(row.service_id);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as QuoteRequestT['status'],
    serviceId,
    serviceTitle: serviceId === null ? null : (serviceTitles.get(serviceId) ?? null),
    agentId: Number(row.agent_id),
    agentName: row.agent_name,
    mode: row.mode as QuoteRequestT['mode'],
    origin: row.origin,
    destination: row.destination,
    readyDate: row.ready_date,
    cargo: row.cargo,
    weightKg: Number(row.weight_kg),
    volumeM3: row.volume_m3 === null ? null : Number(row.volume_m3),
    containers: row.containers === null ? null : Number(row.containers),
    incoterm: row.incoterm as QuoteRequestT['incoterm'],
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at,
    ...(row.shipment_load ? { load: loadParamsOf(row.shipment_load) } : {}),
    ...(row.answered_at !== null ? { answer: answerOf(row, row.answered_at) } : {}),
  };
}

/** The agent's answer stored on a request (migration 032). */
function answerOf(row: QuoteRow, answeredAt: string): NonNullable<QuoteRequestT['answer']> {
  return {
    amount: Number(row.answer_amount),
    currency: row.answer_currency ?? '',
    validUntil: row.answer_valid_until ?? '',
    message: row.answer_message ?? '',
    answeredAt,
  };
}

/** Why an answer was not stored: no such request, another agent's request, or one answered (or closed) already. */
export type AnswerRefusal = 'notFound' | 'notTheAgent' | 'answered';

function loadParamsOf(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function createQuotesRepository(db: Kysely<Database>, serviceTitles: ServiceTitles) {
  const withNames = () =>
    db
      .selectFrom('quote_requests')
      .innerJoin('agents', 'agents.id', 'quote_requests.agent_id')
      .selectAll('quote_requests')
      .select('agents.company_name as agent_name');

  /** The requests with their agent's name, and their service's title in `lang` (as the service's page shows it). */
  async function withTitles(rows: QuoteRow[], lang: ContentLangT): Promise<QuoteRequestT[]> {
    const ids = rows.flatMap((r) => (r.service_id === null ? [] : [Number(r.service_id)]));
    const titles = ids.length === 0 ? new Map<number, string>() : await serviceTitles(ids, lang);
    return rows.map((r) => toQuoteRequest(r, titles));
  }

  async function findById(id: string, lang: ContentLangT): Promise<QuoteRequestT | undefined> {
    const row = await withNames().where('quote_requests.id', '=', id).executeTakeFirst();
    return row ? (await withTitles([row as QuoteRow], lang))[0] : undefined;
  }

  /**
   * Inserts requests in one transaction, the first under a new random reference, the others under their own (a
   * clash on any draws them all again), with the group's reference when `grouped`; answers the first one's reference.
   */
  function store(requests: readonly NewQuoteRequest[], grouped: boolean, alsoStore?: (trx: Transaction<Database>) => Promise<void>): Promise<string> {
    return insertWithNewReference(newQuoteReference, (firstReference) =>
      db.transaction().execute(async (trx) => {
        for (const [i, request] of requests.entries()) {
          const reference = i === 0 ? firstReference : newQuoteReference();
          await trx
            .insertInto('quote_requests')
            .values({
              id: request.id, reference, status: 'received', group_reference: grouped ? groupReferenceOf(firstReference) : null,
              service_id: request.serviceId, agent_id: request.agentId, user_id: request.userId,
              mode: request.mode, origin: request.origin, destination: request.destination, ready_date: request.readyDate,
              cargo: request.cargo, weight_kg: request.weightKg, volume_m3: request.volumeM3, containers: request.containers,
              incoterm: request.incoterm, name: request.name, email: request.email, message: request.message,
              client_ip: request.clientIp, created_at: request.createdAt,
              shipment_load: request.load ? JSON.stringify(loadToParams(request.load)) : null,
            })
            .execute();
        }
        await alsoStore?.(trx);
      }),
    );
  }

  /** A page of one user's or one agent's requests (optionally in one status), newest first, titles in `lang`. */
  async function pageOf(of: { column: 'user_id' | 'agent_id'; id: number; status?: QuoteRequestT['status'] }, paging: Paging, lang: ContentLangT) {
    const total = await db
      .selectFrom('quote_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(of.column, '=', of.id)
      .$if(of.status !== undefined, (q) => q.where('status', '=', of.status!))
      .executeTakeFirstOrThrow();
    const rows = await withNames()
      .where(`quote_requests.${of.column}`, '=', of.id)
      .$if(of.status !== undefined, (q) => q.where('quote_requests.status', '=', of.status!))
      .orderBy('quote_requests.created_at', 'desc')
      .orderBy('quote_requests.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute();
    return { items: await withTitles(rows as QuoteRow[], lang), total: Number(total.n), page: paging.page, pageSize: paging.pageSize };
  }

  return {
    findById,

    /** The service and its agent, or the agent alone; undefined when it does not exist. */
    async findTarget(ref: { serviceId?: number; agentId?: number }): Promise<QuoteTarget | undefined> {
      if (ref.serviceId !== undefined) {
        const row = await db
          .selectFrom('services')
          .innerJoin('agents', 'agents.id', 'services.agent_id')
          .select(['services.id', 'agents.id as agent_id'])
          .where('services.id', '=', ref.serviceId)
          .executeTakeFirst();
        return row && { serviceId: Number(row.id), agentId: Number(row.agent_id) };
      }
      const row = await db.selectFrom('agents').select('id').where('id', '=', ref.agentId ?? 0).executeTakeFirst();
      return row && { serviceId: null, agentId: Number(row.id) };
    },

    /**
     * Stores a request under a new random reference (a clash with an existing one, about one in a million after a
     * million requests, draws another), together with what `alsoStore` writes in the same transaction (the request's
     * idempotency key); answers it as stored, its service's title in `lang`.
     */
    async insert(request: NewQuoteRequest, lang: ContentLangT, alsoStore?: (trx: Transaction<Database>) => Promise<void>): Promise<QuoteRequestT> {
      await store([request], false, alsoStore);
      return (await findById(request.id, lang))!;
    },

    /**
     * Stores one request per agent in one transaction (all or none), each under its own reference, sharing the
     * group's (G- and the digits of the first one's); answers the group's reference and the requests as stored.
     */
    async insertGroup(requests: readonly NewQuoteRequest[], lang: ContentLangT, alsoStore?: (trx: Transaction<Database>) => Promise<void>) {
      const first = await store(requests, true, alsoStore);
      return { reference: groupReferenceOf(first), items: await Promise.all(requests.map(async (r) => (await findById(r.id, lang))!)) };
    },

    /** One user's requests, newest first, their services' titles in `lang`. */
    listForUser: (userId: number, paging: Paging, lang: ContentLangT) => pageOf({ column: 'user_id', id: userId }, paging, lang),

    /** Whether the site has an exchange rate for a currency (so it can show a price in it in its visitors' currency). */
    async hasExchangeRate(code: string): Promise<boolean> {
      return Boolean(await db.selectFrom('exchange_rates').select('code').where('code', '=', code).executeTakeFirst());
    },

    /** The agent an account answers for (migration 032's agent_accounts), if it answers for one. */
    async agentOfUser(userId: number): Promise<number | undefined> {
      const row = await db.selectFrom('agent_accounts').select('agent_id').where('user_id', '=', userId).executeTakeFirst();
      return row ? Number(row.agent_id) : undefined;
    },

    /** The requests sent to one agent, newest first (optionally only those in one status), titles in `lang`. */
    listForAgent: (agentId: number, status: QuoteRequestT['status'] | undefined, paging: Paging, lang: ContentLangT) =>
      pageOf({ column: 'agent_id', id: agentId, status }, paging, lang),

    /**
     * Stores `agentId`'s answer to request `id` and marks it quoted, once: a single conditional update, so of two
     * answers sent at once exactly one is stored. Answers the request as stored, or why nothing was stored.
     */
    async answer(id: string, agentId: number, answer: QuoteAnswerInput, answeredAt: string, lang: ContentLangT): Promise<QuoteRequestT | AnswerRefusal> {
      const result = await db
        .updateTable('quote_requests')
        .set({
          status: 'quoted', answered_at: answeredAt, answer_amount: answer.amount, answer_currency: answer.currency,
          answer_valid_until: answer.validUntil, answer_message: answer.message,
        })
        .where('id', '=', id)
        .where('agent_id', '=', agentId)
        .where('status', '=', 'received')
        .where('answered_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return (await findById(id, lang))!;
      const row = await db.selectFrom('quote_requests').select('agent_id').where('id', '=', id).executeTakeFirst();
      if (!row) return 'notFound';
      return Number(row.agent_id) === agentId ? 'answered' : 'notTheAgent';
    },

    /** Received since a time, from one address or (without it) from everyone. */
    countSince: (sinceIso: string, clientIp?: string) => countSubmissionsSince(db, 'quote_requests', sinceIso, clientIp),
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
declare module 'fastify' {
  interface FastifyInstance {
    quotesRepository: QuotesRepository;
  }
}
export default fp(
  async (fastify) => {
    fastify.decorate('quotesRepository', createQuotesRepository(fastify.db, (ids, lang) => fastify.servicesRepository.titles(ids, lang)));
  },
  { name: 'quotes-repository', dependencies: ['db', 'services-repository'] },
);
