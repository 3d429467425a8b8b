import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates what it sent, true afterwards (and at once in a page
 * rendered only in the browser). What only the browser knows (a stored session, the compare list, the screen's
 * width) is shown from the first render after hydration, so the hydrating render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
