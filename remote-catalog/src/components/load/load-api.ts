// Asking the API with the address's load: a load it refuses (a hand-edited link, a form sent without JavaScript with a
// mistyped number: 400) does not cost the visitor the page: it is asked again without the load, and says so.
import { apiGet } from '@cargora/shared/runtime';
import { hasLoad, loadApiParams } from './load-query';

/** A thrown route error's status (apiGet's). */
const statusOf = (thrown: unknown): number | null => (thrown as { init?: ResponseInit | null } | null)?.init?.status ?? null;

export interface LoadAnswer<T> {
  data: T;
  /** The API refused the address's load: `data` is the answer without it. */
  loadRefused?: boolean;
}

/** GETs `path` with `params` and the request address's load (when it has one), falling back to no load on a 400. */
export async function getWithLoad<T>(request: Request, path: string, params: Record<string, unknown> = {}): Promise<LoadAnswer<T>> {
  const search = new URL(request.url).searchParams;
  if (!hasLoad(search)) return { data: await apiGet<T>(request, path, params) };
  try {
    return { data: await apiGet<T>(request, path, { ...params, ...loadApiParams(search) }) };
  } catch (thrown) {
    if (statusOf(thrown) !== 400 || request.signal.aborted) throw thrown;
    return { data: await apiGet<T>(request, path, params), loadRefused: true };
  }
}
