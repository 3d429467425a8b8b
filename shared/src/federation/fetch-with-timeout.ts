import { CHUNK_LOAD_TIMEOUT_MS } from '../constants';

/**
 * fetch that gives up after `timeoutMs`. Built on setTimeout + AbortController rather than
 * AbortSignal.timeout so fake clocks (jest, Playwright) can drive it.
 */
export function fetchWithTimeout(
  input: string,
  init: RequestInit = {},
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(init.signal?.reason);
  init.signal?.addEventListener('abort', onAbort);
  const timer = setTimeout(
    () => controller.abort(new Error(`Request to ${input} timed out after ${timeoutMs} ms`)),
    timeoutMs,
  );
  return fetch(input, { ...init, signal: controller.signal }).finally(() => {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  });
}
