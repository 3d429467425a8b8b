import { useMemo } from 'react';
import { useLocation, useNavigation } from '@cargora/shared/router';
import type { Career } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { Button, EmptyState, Grid, Pagination, QueryLink, Text, PastLastPage } from '@cargora/shared/ui';
import { JOBS_PER_PAGE, jobListView } from '../open-positions';
import { useJobFilters } from '../hooks/use-job-filters';
import { JobFiltersBar } from './job-filters';
import { JobListCard } from './job-card';

// Options come from the jobs themselves; a value from a shared link stays selectable even if no job has it now.
function optionsOf(jobs: Career[], pick: (job: Career) => string, selected: string): string[] {
  const values = new Set(jobs.map(pick));
  if (selected) values.add(selected);
  return [...values].sort((a, b) => a.localeCompare(b));
}

/** The open positions (the route's loader data) with department and location filters and pagination, all in the URL. */
export function JobList({ jobs }: { jobs: Career[] }) {
  const { t } = useTranslation('careers');
  const { filters, update, clear, clearHref } = useJobFilters();
  const { department, location, page } = filters;
  const { matching, visible, pastLast } = useMemo(
    () => jobListView(jobs, { department, location, page }),
    [jobs, department, location, page],
  );
  // The list is refreshing while the router loads another address of this page.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const refreshing = navigation.state === 'loading' && navigation.location.pathname === pathname;

  return (
    <>
      <JobFiltersBar
        departments={optionsOf(jobs, (j) => j.department, department)}
        locations={optionsOf(jobs, (j) => j.location, location)}
        department={department}
        location={location}
        onChange={update}
        onClear={clear}
        clearHref={clearHref}
      />
      <Text $muted aria-live="polite" style={{ marginBlockEnd: 16 }}>
        {t('jobs.count', { count: matching.length })}
      </Text>
      {pastLast ? (
        <PastLastPage
          page={page}
          pageSize={JOBS_PER_PAGE}
          total={matching.length}
          onPage={(p) => update({ page: p })}
        />
      ) : visible.length === 0 ? (
        <EmptyState
          title={jobs.length === 0 ? t('jobs.noneTitle') : t('jobs.noMatchTitle')}
          hint={jobs.length === 0 ? t('jobs.noneHint') : t('jobs.noMatchHint')}
        >
          {(department || location) && (
            <Button as={QueryLink} href={clearHref} onNavigate={clear}>
              {t('jobs.clearFilters')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <Grid $min={280} aria-busy={refreshing || undefined}>
          {visible.map((job) => (
            <JobListCard key={job.id} job={job} />
          ))}
        </Grid>
      )}
      <Pagination
        page={page}
        pageSize={JOBS_PER_PAGE}
        total={matching.length}
        onPage={(p) => update({ page: p })}
      />
    </>
  );
}
