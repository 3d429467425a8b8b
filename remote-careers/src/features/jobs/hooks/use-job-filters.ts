import { useCallback } from 'react';
import { useQueryHref, useQueryParams } from '@cargora/shared/runtime';
import { jobFiltersOf, type JobFilters } from '../open-positions';

/** Filters and page live in the query string so a filtered list can be shared, reloaded and walked with Back. */
export function useJobFilters() {
  const { params, update: patchQuery } = useQueryParams();
  const queryHref = useQueryHref();
  const filters = jobFiltersOf(params);

  const update = useCallback(
    // A new filter starts from the first page of its results; page 1 is the default and leaves the URL.
    (patch: Partial<JobFilters>) =>
      patchQuery({ ...patch, page: patch.page === 1 ? null : (patch.page ?? null) }),
    [patchQuery],
  );

  const clear = useCallback(() => update({ department: '', location: '' }), [update]);
  /** Where "clear filters" goes, for a link that works without JavaScript too. */
  const clearHref = queryHref({ department: null, location: null, page: null });
  return { filters, update, clear, clearHref };
}
