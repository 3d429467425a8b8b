// Test helper: answers http.get by path from a route table, recording each call, the way the API would.
import { http } from '@cargora/shared/runtime';
import { apiError, withoutLang } from '@cargora/shared/testing';

type Params = Record<string, unknown>;
/** The envelope's `data` for a call's params (or a promise of it); throw (or reject) to fail the call. */
export type Responder = (params: Params) => unknown;

export interface RecordedCall {
  path: string;
  params: Params;
  /** The page's language the read asked in (apiGet adds it to every read). */
  lang: unknown;
}

/**
 * Stubs http.get: `routes` maps a path to its `data`. Each answer comes a macrotask after its call, so reads a loader
 * starts together are in flight together: `maxInFlight` tells whether they were (2 or more) or one waited for another.
 */
export function mockApi(routes: Record<string, Responder>) {
  const calls: RecordedCall[] = [];
  let inFlight = 0;
  const api = {
    spy: undefined as unknown as jest.SpyInstance,
    calls,
    maxInFlight: 0,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
  api.spy = jest
    .spyOn(http, 'get')
    .mockImplementation(async (path: string, config?: { params?: unknown }) => {
      const params = (config?.params ?? {}) as Params;
      calls.push({ path, params: withoutLang(params), lang: params.lang });
      inFlight += 1;
      api.maxInFlight = Math.max(api.maxInFlight, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 0));
        const responder = routes[path];
        if (!responder) throw apiError(404, `No stub for ${path}`);
        const data = await responder(params);
        return { data: { data }, status: 200, statusText: 'OK', headers: {}, config: {} } as never;
      } finally {
        inFlight -= 1;
      }
    });
  return api;
}
