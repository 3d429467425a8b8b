// The services of a comparison (`?ids=1,2,3`, or the ids repeated), each asked for in parallel in the page's language: one that was removed
// or failed is said in its place and does not hide the others.
import { MAX_COMPARE, type Service } from '@cargora/shared/contracts';
import { parseId } from '@cargora/shared/runtime';
import { getWithLoad } from '../../../components/load/load-api';

export interface CompareResult {
  id: number;
  service?: Service;
  /** The API answered 404: the service was removed. */
  missing?: boolean;
  /** The sentence the failed read gave. */
  error?: string;
}

/** Parses `?ids=1,2,3`: valid ids, no duplicates, in order. */
export function parseIds(raw: string | null): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const id = parseId(part.trim());
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** What a failed apiGet threw: its status and sentence (a route error response's). */
function failureOf(thrown: unknown): { status: number | null; message: string } {
  const { data, init } = (thrown ?? {}) as { data?: { message?: string }; init?: ResponseInit | null };
  return { status: init?.status ?? null, message: data?.message ?? '' };
}

export interface Comparison {
  /** Whether the address names the services (a shared link); else the page compares the visitor's tray. */
  fromUrl: boolean;
  /** How many valid ids the address gave (more than MAX_COMPARE is said on the page). */
  requested: number;
  results: CompareResult[];
}

export async function loadComparison(request: Request): Promise<Comparison> {
  const search = new URL(request.url).searchParams;
  // `ids=1,2` from a shared link, or `ids=1&ids=2` from the ticked boxes of a page without JavaScript.
  const requested = parseIds(search.getAll('ids').join(','));
  const results = await Promise.all(
    requested.slice(0, MAX_COMPARE).map((id) =>
      // Priced for the address's load: the comparison compares the totals of the same load.
      getWithLoad<Service>(request, `/misc/services/${id}`).then(
        ({ data: service }): CompareResult => ({ id, service }),
        (thrown: unknown): CompareResult => {
          if (request.signal.aborted) throw thrown;
          const { status, message } = failureOf(thrown);
          return status === 404 ? { id, missing: true } : { id, error: message };
        },
      ),
    ),
  );
  return { fromUrl: search.has('ids'), requested: requested.length, results };
}
