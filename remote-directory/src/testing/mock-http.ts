// Test helper: answers http.get by path from a route table, recording each call, the way the API would.
import { apiError, stubApi, withoutLang } from '@cargora/shared/testing';

type Params = Record<string, unknown>;
export type Responder = (params: Params) => unknown;

export interface RecordedCall {
  path: string;
  params: Params;
}

/** Stubs http.get: `routes` maps a path to its `data`; a responder may throw to fail the call. */
export function mockApi(routes: Record<string, Responder>) {
  const calls: RecordedCall[] = [];
  const spy = stubApi((path, params) => {
    // Recorded without the `lang` useApi adds to every request (use-api's own test checks it).
    calls.push({ path, params: withoutLang(params) });
    const responder = routes[path];
    if (!responder) throw apiError(404, `No stub for ${path}`);
    return responder(params);
  });
  return { spy, calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
