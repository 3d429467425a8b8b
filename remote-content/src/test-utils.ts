// Test-only helpers: canned API answers for jest.spyOn(http, 'get').
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export const ok = <T>(data: T) => Promise.resolve({ status: 200, data: { data } });

export function httpError(status: number, message = 'Not Found') {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, data: { statusCode: status, error: message, message }, config, headers: {}, statusText: message } as AxiosResponse;
  return Promise.reject(new AxiosError(message, String(status), config, undefined, response));
}

/** The params the code under test passed to http.get for a path. */
export function paramsOf(spy: jest.SpyInstance, path: string): Record<string, unknown>[] {
  return spy.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { params?: Record<string, unknown> }).params ?? {});
}
