import { startTransition, useCallback, useEffect, useState } from 'react';
import { usePageLanguage } from '../i18n/use-page-language';
import { http, errorMessage } from '../http/http-client';
import type { ApiEnvelope } from '@cargora/shared/contracts';

export interface ApiState<T> {
  data: T | undefined;
  error: string | null;
  status: number | null;
  loading: boolean;
  reload: () => void;
}

/** The last answer: to which request (key and attempt), and what it was. */
interface Held<T> {
  key: string | null;
  attempt: number;
  data: T | undefined;
  failure: unknown;
  status: number | null;
}

/**
 * GETs `path` (relative to /api/v1) in the browser, for what a visitor asks for after the page has loaded (a page's
 * first data comes from its route's loader). Unwraps `data`; pages show their own error state, so no toast; a null
 * path waits. Re-fetches when the path or the language changes and ignores stale answers.
 */
export function useApi<T>(path: string | null, asked?: Record<string, unknown>): ApiState<T> {
  // Every answer is asked for in the page's language (the API picks texts and place names by `lang`).
  const lang = usePageLanguage();
  const params = { ...asked, lang };
  const key = path === null ? null : `${path}?${JSON.stringify(params)}`;
  const [attempt, setAttempt] = useState(0);
  // The failure is kept, not its sentence, so switching language re-words a message already on screen.
  const [state, setState] = useState<Held<T>>({ key: null, attempt: -1, data: undefined, failure: null, status: null });

  useEffect(() => {
    if (path === null) return;
    // Aborted when this effect no longer stands for the request (another path, language or attempt): an answer that
    // arrives anyway is dropped.
    const controller = new AbortController();
    http
      .get<ApiEnvelope<T>>(path, { params, signal: controller.signal, cargora: { toastOnError: false } })
      .then((res) => {
        // A transition: rendering what arrived yields to input instead of blocking a slow phone's main thread.
        if (!controller.signal.aborted) startTransition(() => setState({ key, attempt, data: res.data.data, failure: null, status: res.status }));
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const status = (err as { response?: { status?: number } }).response?.status ?? null;
        setState({ key, attempt, data: undefined, failure: err, status });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Loading until the answer to this very request is in; what was shown before stays meanwhile, without its error.
  const loading = path !== null && (state.key !== key || state.attempt !== attempt);
  const error = loading || state.failure === null ? null : errorMessage(state.failure);
  return { data: state.data, error, status: state.status, loading, reload };
}
