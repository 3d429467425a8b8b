// Canned API answers for component tests: http.get stubs, errors shaped like axios's, paged data.
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Page } from '../contracts/types';
import { http } from '../http/http-client';

type Params = Record<string, unknown>;

/** A resolved http.get answer wrapping `data` in the API's envelope. */
export const ok = <T>(data: T) => Promise.resolve({ status: 200, data: { data } });

/** An AxiosError with the API's error body, so code under test reads status and message as in production. */
export function apiError(status: number, message = 'Not Found'): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response = {
    status,
    statusText: message,
    headers: {},
    config,
    data: { statusCode: status, error: message, message },
  } as AxiosResponse;
  return new AxiosError(message, String(status), config, undefined, response);
}

/** A rejected http.get answer carrying `apiError(status, message)`. */
export const httpError = (status: number, message = 'Not Found') => Promise.reject(apiError(status, message));

/** Stubs http.get: `handler` returns the envelope's `data` for a path and params, or throws to fail the call. */
export function stubApi(handler: (path: string, params: Params) => unknown) {
  return jest.spyOn(http, 'get').mockImplementation(async (path: string, config?: { params?: unknown }) => {
    const data = handler(path, (config?.params ?? {}) as Params);
    return { data: { data }, status: 200, statusText: 'OK', headers: {}, config: {} } as never;
  });
}

/**
 * The params the code under test passed to http.get for a path, in call order, without `lang`: useApi adds the page's
 * language to every request (its own test checks that), so a feature's test reads the params the feature chose.
 */
export function paramsOf(spy: jest.SpyInstance, path: string): Params[] {
  return spy.mock.calls
    .filter((c) => c[0] === path)
    .map((c) => withoutLang((c[1] as { params?: Params } | undefined)?.params ?? {}));
}

/** Params without the `lang` useApi adds to every request. */
export function withoutLang(params: Params): Params {
  const { lang: _lang, ...rest } = params;
  return rest;
}

/** One page of a paged answer. */
export function page<T>(items: T[], total = items.length, pageNo = 1, pageSize = 12): Page<T> {
  return { items, total, page: pageNo, pageSize };
}
