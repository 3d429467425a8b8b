/** PostgreSQL's plan for a text search: how it reads its most recent matches, window by window, at least cost. */
import { RECENCY_LEVELS } from '../../../db/search-index';

/** PostgreSQL: how much wider than the matches so far say the next window of a text search's candidates is read. */
export const CANDIDATE_MARGIN = 1.25;
/**
 * PostgreSQL's costs, in microseconds, of a search's two parts: GIN reading one entry of the lists it walks, and
 * visiting one matching row (warm buffers; measured with EXPLAIN ANALYZE at 1,000,000 services). Only their ratio
 * matters to windowPlan.
 */
const GIN_ENTRY_COST = 0.1;
const ROW_COST = 2;

/** PostgreSQL: a window of a text search's candidates is at most this many times wider than the one before. */
export const MAX_WINDOW_GROWTH = 8;
/**
 * PostgreSQL: the most blocks a window takes. GIN checks each entry it walks against the whole query, so a query of a
 * hundred block lexemes costs several times one of ten (132 of them: 79 ms where 12 larger ones took 30).
 */
export const MAX_WINDOW_BLOCKS = 16;
/**
 * PostgreSQL: the first window is sized for this share of the ids the words' counts say hold the matches wanted. The
 * words of a search are seldom independent (a kind of service and a place it serves: "reefer France" matched 2.4
 * times the count's product), and the windows after the first one read what is missing.
 */
const FIRST_WINDOW_SHARE = 0.6;

/**
 * PostgreSQL: how a text search reads its most recent `wanted` matches, from the share of the `total` services (ids
 * 1..total) it is expected to match and the matches of its rarest words. GIN walks the lists of the rarest terms of a
 * query until they decide it: a window of small recency blocks makes those blocks its rarest terms (it walks the
 * window), a window of blocks larger than the rarest word's list walks that list; the rows visited are the window's
 * matches. null: read every match at once (a text expected to match few services), else the level of the windows'
 * blocks and how many the first window takes. Whichever costs least. `words`: how many groups of words the text has.
 */
export function windowPlan(share: number, rarest: number, total: number, wanted: number, words = 2): { level: number; blocks: number } | null {
  const whole = GIN_ENTRY_COST * rarest + ROW_COST * share * total;
  if (share * total <= wanted) return null;
  // One word's count is its matches: the first window takes them all, with the margin.
  const neededIds = (wanted / share) * (words > 1 ? FIRST_WINDOW_SHARE : CANDIDATE_MARGIN);
  let best: { level: number; blocks: number } | null = null;
  let bestCost = whole;
  for (const [level, { bits }] of RECENCY_LEVELS.entries()) {
    const size = 1 << bits;
    // The newest block holds the ids up to the newest only.
    const newestBlock = (total % size) + 1;
    const blocks = 1 + Math.max(0, Math.ceil((neededIds - newestBlock) / size));
    if (blocks > MAX_WINDOW_BLOCKS) continue;
    const windowIds = Math.min(total, newestBlock + (blocks - 1) * size);
    const cost = GIN_ENTRY_COST * (size < rarest ? windowIds : rarest) + ROW_COST * share * windowIds;
    if (cost < bestCost) [best, bestCost] = [{ level, blocks }, cost];
  }
  return best;
}
