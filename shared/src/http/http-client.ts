// The one HTTP client of the site (spec sections 4, 7, 8).
import type { AxiosError, AxiosInstance, AxiosStatic } from 'axios';
import { apiBaseUrl } from '../config';
import { SESSION_EXPIRED_MESSAGE } from '@cargora/shared/contracts';
import { useSessionStore } from '../stores/session-store';
import { toast } from '../toast';
import { errorMessage } from './describe-error';
import { armDeadline, settleDeadline, timeoutFromDeadline } from './request-deadline';

export { classifyHttpError, errorMessage, isAxiosError, type HttpFailure, type HttpFailureKind } from './describe-error';
export { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './request-deadline';

export interface HttpHooks {
  /** Where to send the visitor after a 401 (the host passes its router's navigate). */
  navigate: (to: string) => void;
  /** Current path, to check against the exempt list. */
  currentPath: () => string;
  /** Paths on which a 401 does not redirect or toast (empty per the spec). */
  exemptPaths: readonly string[];
}

const hooks: HttpHooks = {
  navigate: (to) => window.location.assign(to),
  currentPath: () => window.location.pathname,
  exemptPaths: [],
};

export function configureHttp(patch: Partial<HttpHooks>) {
  Object.assign(hooks, patch);
}

export interface RequestOptions {
  /** Show an error toast on failure (default true). Pages with their own error state pass false. */
  toastOnError?: boolean;
  /** A 401 clears the session without a message or redirect (the current-user check). */
  silentUnauthorized?: boolean;
  /** Overrides the request's deadline (REQUEST_TIMEOUT_MS; uploads UPLOAD_TIMEOUT_MS); 0 for none. */
  timeoutMs?: number;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    cargora?: RequestOptions;
  }
}

function createHttp(axios: AxiosStatic): AxiosInstance {
  const instance = axios.create({
    headers: { 'Content-Type': 'application/json' },
    // The session is the API's HttpOnly cookie (the API is on another origin): every request carries it.
    withCredentials: true,
    // A time-out passed to one request reads as ETIMEDOUT too, like the client's own deadline.
    transitional: { clarifyTimeoutError: true },
  });
  instance.interceptors.request.use((config) => {
    config.baseURL = config.baseURL ?? apiBaseUrl();
    return armDeadline(config);
  });
  instance.interceptors.response.use(settleDeadline, (error: unknown) => timeoutFromDeadline(error, axios.AxiosError));
  instance.interceptors.response.use(
    (response) => response,
    (error: AxiosError) => {
      // A 401 ends the session when the request carried it (the cookie: no token of its own in a header); a guest's
      // 401 (wrong password) is an ordinary error.
      const signedIn = Boolean(useSessionStore.getState().user);
      if (error.response?.status === 401 && signedIn && !error.config?.headers?.Authorization) {
        const announce = !error.config?.cargora?.silentUnauthorized && !hooks.exemptPaths.includes(hooks.currentPath());
        useSessionStore.getState().clear(announce ? 'explicit' : 'silent');
        if (announce) {
          toast.error(SESSION_EXPIRED_MESSAGE);
          hooks.navigate('/login');
        }
        return Promise.reject(error);
      }
      if (error.config?.cargora?.toastOnError !== false && !axios.isCancel(error)) {
        toast.error(errorMessage(error));
      }
      return Promise.reject(error);
    },
  );
  return instance;
}

let client: Promise<AxiosInstance> | null = null;

/**
 * The axios instance, made on first use: axios (20 KB gzip) loads with the first request instead of with the page.
 * A server-rendered page arrives with its data and may never ask for more.
 */
export function httpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(({ default: axios }) => createHttp(axios));
  return client;
}

type Methods = Pick<AxiosInstance, 'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch'>;
const via =
  <K extends keyof Methods>(method: K) =>
  ((...args: unknown[]) => httpClient().then((c) => (c[method] as (...a: unknown[]) => unknown)(...args))) as Methods[K];

/** The site's HTTP client: axios's request methods, each waiting for the client the first time. */
export const http: Methods = {
  request: via('request'),
  get: via('get'),
  delete: via('delete'),
  head: via('head'),
  options: via('options'),
  post: via('post'),
  put: via('put'),
  patch: via('patch'),
};
