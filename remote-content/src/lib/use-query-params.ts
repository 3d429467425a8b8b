import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

type Patch = Record<string, string | number | null | undefined>;

/** Reads and patches the query string; empty values are dropped so shared URLs stay short. */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Patch, options?: { replace?: boolean }) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options?.replace },
      );
    },
    [setParams],
  );
  return { params, update };
}

/** A positive page number from the URL; anything else is page 1. */
export function parsePage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The API accepts ids of 1 to 9 digits; anything else is not found without a request. */
export function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;
}
