import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from '@cargora/shared/router';
import { useQueryHref } from '@cargora/shared/runtime';
import { applyQueryPatch, clearedQuery, parseServiceQuery, type QueryPatch } from '../api/service-query';

/**
 * The list state bound to the URL; every change pushes a history entry so Back walks through it. While the page's
 * loader reads a new address of the same list, the state is that address's: the controls show what was asked and
 * the next change builds on it.
 */
export function useServiceQuery() {
  const [committed, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const search = pending?.pathname === pathname ? pending.search : committed.toString();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // The latest params for the callbacks below, which stay the same functions across renders (set once committed:
  // a ref is not written during render).
  const current = useRef(params);
  useLayoutEffect(() => {
    current.current = params;
  });
  const query = useMemo(() => parseServiceQuery(params), [params]);
  const queryHref = useQueryHref();
  // A change that leaves the URL as it is must not add a history entry.
  const go = useCallback(
    (next: URLSearchParams) => {
      if (next.toString() !== current.current.toString()) setParams(next);
    },
    [setParams],
  );
  const update = useCallback((patch: QueryPatch) => go(applyQueryPatch(current.current, patch)), [go]);
  const clear = useCallback(() => go(clearedQuery(current.current)), [go]);
  /** Where "clear filters" goes: a link that works without JavaScript too. */
  const clearHref = queryHref(clearedQuery(params));
  return { query, update, clear, clearHref };
}
