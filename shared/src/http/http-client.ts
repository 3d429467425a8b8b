// The one HTTP client of the site (spec sections 4, 7, 8).
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { apiBaseUrl } from '../config';
import { SESSION_EXPIRED_MESSAGE } from '../constants';
import { useSessionStore } from '../stores/session-store';
import { toast } from '../toast';

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

interface ErrorPayload {
  message?: string;
  data?: { message?: string };
}

/** The message shown for a failed request: server data.message, else message, else the error's. */
export function errorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as ErrorPayload | undefined;
    return body?.data?.message || body?.message || error.message;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

export interface RequestOptions {
  /** Show an error toast on failure (default true). Pages with their own error state pass false. */
  toastOnError?: boolean;
  /** A 401 clears the session without a message or redirect (the current-user check). */
  silentUnauthorized?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    cargora?: RequestOptions;
  }
}

function createHttp(): AxiosInstance {
  const instance = axios.create({ headers: { 'Content-Type': 'application/json' } });
  instance.interceptors.request.use((config) => {
    config.baseURL = config.baseURL ?? apiBaseUrl();
    const token = useSessionStore.getState().token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance.interceptors.response.use(
    (response) => response,
    (error: AxiosError) => {
      // A 401 ends a stored session; a guest's 401 (wrong password) is an ordinary error.
      if (error.response?.status === 401 && useSessionStore.getState().token) {
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

export const http = createHttp();
