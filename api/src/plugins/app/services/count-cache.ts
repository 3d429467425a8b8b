/**
 * Totals and facet counts are cached briefly per filter set (counting over 100k+ rows is the slow part), at the data
 * version the read cache honours: a write that moves `dataVersion()` makes the next count fresh. Requests for the same
 * filter set while one is counting share its answer.
 */
export const COUNT_TTL_MS = 60_000;
const COUNT_CACHE_MAX = 1000;

type Entry<T> = { expires: number; version: string; value: Promise<T> };

/**
 * A cache of answers by key, kept `countTtlMs` and while `dataVersion()` stays; an answer still being computed is
 * shared. `countTtlMs` 0 keeps nothing between requests, but requests asking at the same moment share one reading.
 */
export function createCountCache<T>(dataVersion: () => string, countTtlMs: number) {
  const cache = new Map<string, Entry<T>>();
  return function remembered(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const version = dataVersion();
    const hit = cache.get(key);
    if (hit && (hit.expires > now || countTtlMs === 0) && hit.version === version) return hit.value;
    cache.delete(key);
    const value = compute();
    if (cache.size >= COUNT_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    const entry = { expires: now + countTtlMs, version, value };
    cache.set(key, entry);
    const forget = () => {
      if (cache.get(key) === entry) cache.delete(key);
    };
    value.then(() => countTtlMs === 0 && forget(), forget);
    return value;
  };
}
