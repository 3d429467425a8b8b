import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http, errorMessage } from '../http/http-client';
import type { ApiEnvelope } from '../contracts/types';

export interface ApiState<T> {
  data: T | undefined;
  error: string | null;
  status: number | null;
  loading: boolean;
  reload: () => void;
}

/**
 * GETs `path` (relative to /api/v1) and unwraps `data`. Pages show their own error state, so no
 * toast; a null path waits. Re-fetches when the path changes and ignores stale answers.
 */
export function useApi<T>(path: string | null, params?: Record<string, unknown>): ApiState<T> {
  const [state, setState] = useState<{ data: T | undefined; failure: unknown; status: number | null; loading: boolean }>({
    data: undefined,
    failure: null,
    status: null,
    loading: path !== null,
  });
  // The failure is kept, not its sentence, so switching language re-words a message already on screen.
  useTranslation();
  const [attempt, setAttempt] = useState(0);
  const key = path === null ? null : `${path}?${JSON.stringify(params ?? {})}`;
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
