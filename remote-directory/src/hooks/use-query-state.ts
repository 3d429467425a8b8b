import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type QueryPatch = Record<string, string | number | null | undefined>;

/** Reads and writes the page's URL query, so filters, sort and page survive reloads and Back. */
export function useQueryState() {
  const [params, setParams] = useSearchParams();

  const get = useCallback((key: string, fallback = '') => params.get(key) ?? fallback, [params]);

  const getPage = useCallback(
    (key = 'page') => {
      const n = Number.parseInt(params.get(key) ?? '', 10);
      return Number.isFinite(n) && n > 0 ? n : 1;
    },
    [params],
  );

  const update = useCallback(
    (patch: QueryPatch, options?: { replace?: boolean }) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            // Empty values and defaults leave the URL clean rather than carrying `?q=`.
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams],
  );

  return { params, get, getPage, update };
}

/** Picks `value` if it is one of `allowed`, else the fallback: hand-edited URLs never reach the API. */
export function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
