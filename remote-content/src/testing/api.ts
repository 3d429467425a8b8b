// An http.get stub for route modules' loaders that also tells whether their reads were made in parallel.
import { http } from '@cargora/shared/runtime';

type Params = Record<string, unknown>;

/**
 * Stubs http.get: `handler` returns the envelope's `data` for a path and params (with the `lang` apiGet adds), or
 * throws (apiError) to fail the call. Each answer waits for the next macrotask, so reads started together are in
 * flight together: `mostInFlight()` is how many a loader had out at once (1 for reads made one after another).
 */
export function stubLoaderApi(handler: (path: string, params: Params) => unknown) {
  let inFlight = 0;
  let most = 0;
  const get = jest
    .spyOn(http, 'get')
    .mockImplementation(async (path: string, config?: { params?: unknown }) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 0));
        const data = handler(path, (config?.params ?? {}) as Params);
        return { data: { data }, status: 200, statusText: 'OK', headers: {}, config: {} } as never;
      } finally {
        inFlight -= 1;
      }
    });
  return { get, mostInFlight: () => most };
}

/** The paths http.get was asked for, in call order. */
export const pathsOf = (get: jest.SpyInstance) => get.mock.calls.map((call) => call[0] as string);
