/** Reading a text search's candidates: SQLite's FTS5 index, PostgreSQL's GIN index window by window. */
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Paging } from '@cargora/shared/contracts/schemas';
import type { Database } from '../../../db/types';
import { protectionSql, ratingBandSql } from '../../../db/facet-counts';
import { recencyBlocks, RECENCY_LEVELS, searchDocument, type Dialect } from '../../../db/search-index';
import type { SearchGroups, Vocabulary } from '../../../lib/search-query';
import { filterKey, ftsOf, hasFilters, tsOf, whereFilters, type ServiceFilters } from './service-queries';
import type { FacetGroup } from './service-facets';
import { CANDIDATE_MARGIN, MAX_WINDOW_BLOCKS, MAX_WINDOW_GROWTH, windowPlan } from './window-plan';

/** A text search's match, with its relevance and facet values (PostgreSQL). */
export interface Candidate { id: number; rank: number; facet: Omit<FacetGroup, 'n'> }

export function createTextSearch(db: Kysely<Database>, dialect: Dialect, searchCap: number, vocabularyNow: () => Promise<Vocabulary>) {
  /**
   * SQLite: the ids of the `limit` most recent services matching the text and the other filters. The FTS5 index is
   * walked from its highest rowid down and stops at `limit` (the join to services only when other filters apply).
   */
  function textCandidates(groups: SearchGroups, filters: ServiceFilters, limit: number, withRank = false): RawBuilder<unknown> {
    const others: ServiceFilters = { ...filters, q: undefined };
    const columns = withRank ? sql`services_fts.rowid AS id, services_fts.rank AS r` : sql`services_fts.rowid AS id`;
    const match = sql`services_fts MATCH ${ftsOf(groups)}`;
    return hasFilters(others)
      ? sql`SELECT ${columns} FROM services_fts JOIN services ON services.id = services_fts.rowid WHERE ${match} AND ${whereFilters(others, null)} ORDER BY services_fts.rowid DESC LIMIT ${sql.lit(limit)}`
      : sql`SELECT ${columns} FROM services_fts WHERE ${match} ORDER BY services_fts.rowid DESC LIMIT ${sql.lit(limit)}`;
  }

  /** Searches being answered, by filter key: a list's page and its count share one reading of the candidates. */
  const candidatesInFlight = new Map<string, Promise<Candidate[]>>();

  /**
   * PostgreSQL: the most recent matches of the text and the other filters (one past SEARCH_RESULT_CAP at most, newest
   * first), each with its ts_rank: what a text search ranks, counts and facets. The GIN index holds each service's
   * recency blocks (src/db/search-index.ts), so the newest block is read first, then windows as wide as the matches
   * so far say the rest needs, until more than the cap have matched: only the matching rows of those windows are
   * visited, not every match of a common word. A text whose words are rare reaches the older services, where it has
   * few matches.
   */
  function candidates(groups: SearchGroups, filters: ServiceFilters): Promise<Candidate[]> {
    const key = filterKey(filters, groups);
    const running = candidatesInFlight.get(key);
    if (running) return running;
    const reading = readCandidates(groups, { ...filters, q: undefined }).finally(() => candidatesInFlight.delete(key));
    candidatesInFlight.set(key, reading);
    return reading;
  }

  async function readCandidates(groups: SearchGroups, others: ServiceFilters): Promise<Candidate[]> {
    const wanted = searchCap + 1;
    const text = tsOf(groups);
    const document = sql.raw(searchDocument('services'));
    const newest = await db.selectFrom('services').select((eb) => eb.fn.max('services.id').as('id')).executeTakeFirst();
    const newestId = Number(newest?.id ?? 0);
    const found: Candidate[] = [];
    const read = async (condition: RawBuilder<unknown>) => {
      const { rows } = await sql<{ id: number; r: number; category: string; mode: string; protection: string; band: number }>`
        SELECT services.id AS id, ts_rank(services.search_tsv, to_tsquery('simple', ${text})) AS r, services.category AS category,
          services.mode AS mode, ${sql.raw(protectionSql('services.protection_fee'))} AS protection, ${sql.raw(ratingBandSql('services.rating'))} AS band
        FROM services WHERE ${whereFilters(others, null)} AND ${condition}`.execute(db);
      for (const row of rows) {
        found.push({ id: Number(row.id), rank: Number(row.r), facet: { category: row.category, mode: row.mode, protection: row.protection, band: Number(row.band) } });
      }
    };
    const vocabulary = await vocabularyNow();
    const plan = windowPlan(vocabulary.share(groups, newestId), vocabulary.rarest(groups, newestId), newestId, wanted, groups.length);
    if (plan) {
      const { bits } = RECENCY_LEVELS[plan.level]!;
      /** Blocks (of the plan's level) below this one are not read yet. */
      let unread = (newestId >> bits) + 1;
      let span = plan.blocks;
      while (unread > 0 && found.length < wanted) {
        const from = Math.max(0, unread - span);
        if (from === 0) break;
        await read(sql`${document} @@ (to_tsquery('simple', ${text}) && ${recencyBlocks(plan.level, from, unread - 1)}::tsquery)`);
        unread = from;
        // The next window: as many blocks as the matches per id so far say the rest needs, with a margin, growing at
        // most MAX_WINDOW_GROWTH times (a few matches in a small window say little; the other filters keep some out).
        const perId = found.length / (newestId + 1 - (from << bits));
        const needed = perId > 0 ? Math.ceil(((wanted - found.length) / perId / (1 << bits)) * CANDIDATE_MARGIN) : Infinity;
        span = Math.max(1, Math.min(needed, span * MAX_WINDOW_GROWTH, MAX_WINDOW_BLOCKS));
      }
      // Everything older, without windows.
      if (unread > 0 && found.length < wanted) await read(sql`${document} @@ to_tsquery('simple', ${text}) AND services.id < ${unread << bits}`);
    } else {
      await read(sql`${document} @@ to_tsquery('simple', ${text})`);
    }
    return found.sort((a, b) => b.id - a.id).slice(0, wanted);
  }

  /** The candidates of a text search (at most the cap of them) as a condition on the services. */
  async function amongCandidates(groups: SearchGroups, filters: ServiceFilters): Promise<Expression<SqlBool>> {
    if (dialect === 'postgres') {
      const ids = (await candidates(groups, filters)).slice(0, searchCap).map((c) => c.id);
      return sql<SqlBool>`${sql.ref('services.id')} = ANY(${ids}::int[])`;
    }
    return sql<SqlBool>`${sql.ref('services.id')} IN (${textCandidates(groups, filters, searchCap)})`;
  }

  /**
   * The ids of the page, most relevant first among the text's candidates (at most SEARCH_RESULT_CAP, the most recent
   * matches): bm25 over the FTS5 index (SQLite), ts_rank over the tsvector (PostgreSQL), computed for those rows only.
   */
  async function relevantIds(groups: SearchGroups, filters: ServiceFilters, paging: Paging): Promise<number[]> {
    const offset = (paging.page - 1) * paging.pageSize;
    if (offset >= searchCap) return [];
    if (dialect === 'postgres') {
      const ranked = (await candidates(groups, filters)).slice(0, searchCap).sort((a, b) => b.rank - a.rank || a.id - b.id);
      return ranked.slice(offset, offset + paging.pageSize).map((c) => c.id);
    }
    // bm25 of each candidate: FTS5 scores a row when its rank is read, so only the candidates are scored.
    const { rows } = await sql<{ id: number }>`SELECT c.id FROM (${textCandidates(groups, filters, searchCap, true)}) c ORDER BY c.r, c.id LIMIT ${paging.pageSize} OFFSET ${offset}`.execute(db);
    return rows.map((r) => Number(r.id));
  }

  return { candidates, textCandidates, amongCandidates, relevantIds };
}
