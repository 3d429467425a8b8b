import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface JobFilters {
  department: string;
  location: string;
  page: number;
}

/** Filters and page live in the query string so a filtered list can be shared, reloaded and walked with Back. */
export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const filters: JobFilters = {
    department: params.get('department') ?? '',
    location: params.get('location') ?? '',
    page: Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1,
  };

  const update = useCallback(
    (patch: Partial<JobFilters>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        // A new filter starts from the first page of its results.
        if (!('page' in patch)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const clear = useCallback(() => update({ department: '', location: '' }), [update]);
  return { filters, update, clear };
}
