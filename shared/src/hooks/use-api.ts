import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
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

interface Held<T> {
  data: T | undefined;
  failure: unknown;
  status: number | null;
  loading: boolean;
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
  const [state, setState] = useState<Held<T>>({ data: undefined, failure: null, status: null, loading: path !== null });
  // The failure is kept, not its sentence, so switching language re-words a message already on screen.
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(key);
  latest.current = key;

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, failure: null }));
    http
      .get<ApiEnvelope<T>>(path, { params, signal: controller.signal, cargora: { toastOnError: false } })
      .then((res) => {
        // A transition: rendering what arrived yields to input instead of blocking a slow phone's main thread.
        if (latest.current === key) startTransition(() => setState({ data: res.data.data, failure: null, status: res.status, loading: false }));
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const status = (err as { response?: { status?: number } }).response?.status ?? null;
        setState({ data: undefined, failure: err, status, loading: false });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const { failure, ...rest } = state;
  return { ...rest, error: failure === null ? null : errorMessage(failure), reload };
}
