// Test helper: answers http.get by path, recording each call, the way the API would.
import './setup';
import { http } from '@cargora/shared';

type Params = Record<string, unknown>;
export type Responder = (params: Params) => unknown;

export interface RecordedCall {
  path: string;
  params: Params;
}

/** An error shaped like axios's, so the code under test reads status and message as in production. */
export function apiError(status: number, message: string) {
  return Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status, data: { statusCode: status, message } },
  });
}

/** Stubs http.get: `routes` maps a path to its `data`; a responder may throw to fail the call. */
export function mockApi(routes: Record<string, Responder>) {
  const calls: RecordedCall[] = [];
  const spy = jest.spyOn(http, 'get').mockImplementation(((path: string, config?: { params?: Params }) => {
    const params = config?.params ?? {};
    calls.push({ path, params });
    const responder = routes[path];
    if (!responder) return Promise.reject(apiError(404, `No stub for ${path}`));
    try {
      return Promise.resolve({ data: { data: responder(params) }, status: 200 });
    } catch (err) {
      return Promise.reject(err);
    }
  }) as never);
  return { spy, calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
