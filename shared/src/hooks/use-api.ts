import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { usePageLanguage } from '../i18n/use-page-language';
import { http, errorMessage } from '../http/http-client';
import type { ApiEnvelope } from '@cargora/shared/contracts';
import { dataKey, failureOf, seededEntry, serverDataSource, type DataEntry } from '../ssr/server-data';

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

const fromEntry = <T,>(entry: DataEntry): Held<T> =>
  entry.ok
    ? { data: entry.data as T, failure: null, status: entry.status, loading: false }
    : { data: undefined, failure: failureOf(entry), status: entry.status, loading: false };

/**
 * GETs `path` (relative to /api/v1) and unwraps `data`. Pages show their own error state, so no
 * toast; a null path waits. Re-fetches when the path changes and ignores stale answers.
 * On the server it suspends the render until the answer is there; in the browser, a page that arrived
 * server-rendered starts from the answers it was rendered with (see ssr/server-data.ts).
 */
export function useApi<T>(path: string | null, asked?: Record<string, unknown>): ApiState<T> {
  // Every answer is asked for in the page's language (the API picks texts and place names by `lang`), and keyed by it:
  // switching language asks again, and a server render's answers match the language it rendered.
  const lang = usePageLanguage();
  const params = { ...asked, lang };
  const key = path === null ? null : dataKey(path, params);
  const seeded = key === null ? undefined : seededEntry(key);
  const [state, setState] = useState<Held<T>>(() =>
    seeded ? fromEntry<T>(seeded) : { data: undefined, failure: null, status: null, loading: path !== null },
  );
  // The failure is kept, not its sentence, so switching language re-words a message already on screen (usePageLanguage above re-renders on a switch).
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(key);
  latest.current = key;
  // The answer the page arrived with is not asked for again.
  const skipFetch = useRef(seeded !== undefined ? key : null);

  useEffect(() => {
    if (path === null) return;
    if (skipFetch.current === key && attempt === 0) {
      skipFetch.current = null;
      return;
    }
    skipFetch.current = null;
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
  const server = serverDataSource();
  const held: Held<T> =
    server && path !== null && key !== null
      ? fromEntry<T>(server.read(key, path, params))
      : state;
  const { failure, ...rest } = held;
  return { ...rest, error: failure === null ? null : errorMessage(failure), reload };
}
