import { useCallback } from 'react';
import { useLocation, useSearchParams } from '@cargora/shared/router';

export type QueryPatch = Record<string, string | number | null | undefined>;

/** A copy of `current` with `patch` applied; empty values leave the URL clean rather than carrying `?q=`. */
export function patchSearchParams(current: URLSearchParams, patch: QueryPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** Reads and patches the URL query, so filters, sort and page survive reloads and Back. */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();

  const get = useCallback((key: string, fallback = '') => params.get(key) ?? fallback, [params]);

  const update = useCallback(
    (patch: QueryPatch, options?: { replace?: boolean }) => {
      setParams((prev) => patchSearchParams(prev, patch), { replace: options?.replace ?? false });
    },
    [setParams],
  );

  return { params, get, update };
}

/**
 * The href of the current page with another query: a patch of the current one (`{ page: 3 }`, null removes a
 * parameter) or a whole new one. Links built with it work without JavaScript (the server renders that URL) and
 * say where they go; the same query reaches the page through `update` when JavaScript handles the click.
 */
export function useQueryHref() {
  const { pathname, search } = useLocation();
  return useCallback(
    (next: QueryPatch | URLSearchParams) => {
      const params = next instanceof URLSearchParams ? next : patchSearchParams(new URLSearchParams(search), next);
      const query = params.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, search],
  );
}
