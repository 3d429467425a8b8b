// A list's query while the page's loader reads the next one: the controls show what the visitor picked at once, the
// list stays on screen, dimmed and marked busy, until the new answer replaces it.
import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigation, useSearchParams } from '@cargora/shared/router';
import styled from 'styled-components';
import { patchSearchParams, type QueryPatch } from '@cargora/shared/runtime';

/** The query the router is going to on this page (a filter, a sort, a page of the list), else null. */
function usePendingSearch(): string | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state !== 'idle' && navigation.location?.pathname === pathname
    ? navigation.location.search
    : null;
}

/** Whether the router is loading another query of this page. */
export const useRefreshing = (): boolean => usePendingSearch() !== null;

/**
 * The page's query as the visitor last set it (the one being loaded, else the URL's), and how to change it: a patch
 * applies to that query, so two quick changes both count.
 */
export function usePendingQuery() {
  const [current, setParams] = useSearchParams();
  const pending = usePendingSearch();
  const params = pending === null ? current : new URLSearchParams(pending);
  const key = params.toString();
  const update = useCallback(
    (patch: QueryPatch, options?: { replace?: boolean }) =>
      setParams(patchSearchParams(new URLSearchParams(key), patch), { replace: options?.replace ?? false }),
    [key, setParams],
  );
  return { params, get: (name: string) => params.get(name) ?? '', update };
}

const Busy = styled.div`
  &[aria-busy='true'] {
    opacity: 0.6;
    transition: opacity 150ms;
  }
`;

/** A list that stays on screen, dimmed and marked busy, while the page's loader reads the next query of it. */
export function RefreshingList({ children }: { children: ReactNode }) {
  return <Busy aria-busy={useRefreshing()}>{children}</Busy>;
}
