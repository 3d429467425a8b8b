import type { routeError } from '@cargora/shared/runtime';

/** The page status an apiGet failure carries (its route error's), or null for anything else (a cancelled read, a bug). */
export function thrownStatus(thrown: unknown): number | null {
  if (typeof thrown !== 'object' || thrown === null || !('init' in thrown)) return null;
  return (thrown as ReturnType<typeof routeError>).init?.status ?? null;
}
