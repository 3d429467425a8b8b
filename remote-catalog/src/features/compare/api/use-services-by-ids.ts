import { useCallback, useEffect, useState } from 'react';
import type { ApiEnvelope, Service } from '@cargora/shared/contracts';
import { errorMessage, http, usePageLanguage } from '@cargora/shared/runtime';

export interface CompareResult {
  id: number;
  service?: Service;
  /** The API answered 404: the service was removed. */
  missing?: boolean;
  error?: string;
}

/**
 * Fetches each compared service in parallel, in the page's language (titles and place names), and again when the
 * language changes; one failing does not hide the others.
 */
export function useServicesByIds(ids: number[]) {
  const key = ids.join(',');
  const lang = usePageLanguage();
  const [state, setState] = useState<{ key: string; results: CompareResult[] } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const wanted = key ? key.split(',').map(Number) : [];
    if (wanted.length === 0) return;
    const controller = new AbortController();
    Promise.all(
      wanted.map((id) =>
        http
          .get<ApiEnvelope<Service>>(`/misc/services/${id}`, {
            params: { lang },
            signal: controller.signal,
            cargora: { toastOnError: false },
          })
          .then((res): CompareResult => ({ id, service: res.data.data }))
          .catch((err: unknown): CompareResult => {
            const status = (err as { response?: { status?: number } }).response?.status;
            return status === 404 ? { id, missing: true } : { id, error: errorMessage(err) };
          }),
      ),
    ).then((results) => {
      if (!controller.signal.aborted) setState({ key, results });
    });
    return () => controller.abort();
  }, [key, lang, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // After a language switch the same services stay on screen until their new texts arrive (as useApi's data does).
  const current = state?.key === key ? state.results : null;
  return { results: current ?? [], loading: key !== '' && current === null, reload };
}
