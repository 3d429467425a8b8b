// Every API request gives up after a deadline, so a slow API ends in a message instead of skeletons forever.
import type { AxiosError, GenericAbortSignal, InternalAxiosRequestConfig } from 'axios';

export const REQUEST_TIMEOUT_MS = 15_000;
/** A CV of a few MB on a slow connection needs longer than a JSON answer. */
export const UPLOAD_TIMEOUT_MS = 120_000;

interface Deadline {
  timedOut: boolean;
  ms: number;
  release: () => void;
}

// Keyed by the signal we hand to axios: it survives axios's copies of the config.
const deadlines = new WeakMap<GenericAbortSignal, Deadline>();

function deadlineFor(config: InternalAxiosRequestConfig): number {
  if (config.cargora?.timeoutMs !== undefined) return config.cargora.timeoutMs;
  return typeof FormData !== 'undefined' && config.data instanceof FormData
    ? UPLOAD_TIMEOUT_MS
    : REQUEST_TIMEOUT_MS;
}

/**
 * Request interceptor: aborts the request when its deadline passes. setTimeout + AbortController
 * rather than XHR's own `timeout`, so fake clocks (jest, Playwright) can drive it.
 */
export function armDeadline(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const ms = deadlineFor(config);
  if (ms <= 0) return config;
  const controller = new AbortController();
  const callerSignal = config.signal;
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener?.('abort', onCallerAbort);
  const deadline: Deadline = {
    timedOut: false,
    ms,
    release: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener?.('abort', onCallerAbort);
    },
  };
  const timer = setTimeout(() => {
    deadline.timedOut = true;
    controller.abort();
  }, ms);
  deadlines.set(controller.signal, deadline);
  config.signal = controller.signal;
  return config;
}

/** Clears the deadline of a finished request and returns it (`timedOut`: it is what ended the request). */
function settle(config: InternalAxiosRequestConfig | undefined): Deadline | null {
  const signal = config?.signal;
  const deadline = signal ? deadlines.get(signal) : undefined;
  if (!signal || !deadline) return null;
  deadlines.delete(signal);
  deadline.release();
  return deadline;
}

/** Response interceptor (success): the request is over, stop its clock. */
export function settleDeadline<R extends { config: InternalAxiosRequestConfig }>(response: R): R {
  settle(response.config);
  return response;
}

/**
 * Response interceptor (failure): a cancellation caused by the deadline becomes an ETIMEDOUT error (axios's
 * AxiosError class is handed in by the client that loaded axios).
 */
export function timeoutFromDeadline(error: unknown, AxiosErrorClass: typeof AxiosError): Promise<never> {
  const config = (error as { config?: InternalAxiosRequestConfig } | null)?.config;
  const deadline = settle(config);
  if (deadline?.timedOut) {
    const request = (error as { request?: unknown }).request;
    return Promise.reject(
      new AxiosErrorClass(`timeout of ${deadline.ms}ms exceeded`, AxiosErrorClass.ETIMEDOUT, config, request),
    );
  }
  return Promise.reject(error);
}
