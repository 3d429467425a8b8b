import { useMemo } from 'react';
import { pathTo, type Career } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useListMeta } from '@cargora/shared/runtime';
import {
  Button,
  EmptyState,
  ErrorState,
  Grid,
  LoadingGrid,
  Pagination,
  QueryLink,
  Text,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { useOpenPositions } from '../api/use-open-positions';
import { useJobFilters } from '../hooks/use-job-filters';
import { JobFiltersBar } from './job-filters';
import { JobListCard } from './job-card';

export const JOBS_PER_PAGE = 6;

// Options come from the jobs themselves; a value from a shared link stays selectable even if no job has it now.
function optionsOf(jobs: Career[], pick: (job: Career) => string, selected: string): string[] {
  const values = new Set(jobs.map(pick));
  if (selected) values.add(selected);
  return [...values].sort((a, b) => a.localeCompare(b));
}

export interface JobListSeo {
  /** The page's meta description once the jobs are known: how many match, and in which departments. */
  describe: (count: number, departments: string[]) => string;
  /** The page has more to say than the list (the careers page): it stays indexed while no job is open. */
  indexedWhenEmpty?: boolean;
}

/** Open positions with department and location filters and pagination, all kept in the URL. */
export function JobList({ seo }: { seo?: JobListSeo }) {
  const { t } = useTranslation('careers');
  const { data, error, loading, reload } = useOpenPositions();
  const { filters, update, clear, clearHref } = useJobFilters();
  const jobs = useMemo(() => data?.items ?? [], [data]);

  const matching = useMemo(
    () =>
      jobs.filter(
        (job) =>
          (!filters.department || job.department === filters.department) &&
          (!filters.location || job.location === filters.location),
      ),
    [jobs, filters.department, filters.location],
  );
  const page = filters.page;
  const pastLast = isPastLastPage({ page, pageSize: JOBS_PER_PAGE, total: matching.length });
  const visible = matching.slice((page - 1) * JOBS_PER_PAGE, page * JOBS_PER_PAGE);
  const filtered = Boolean(filters.department || filters.location);

  // For search engines, when the list is what the page is about: how many jobs, which ones, noindex when none shows.
  useListMeta(
    seo && data && !loading
      ? {
          shown: visible.map((job) => ({ name: job.title, path: pathTo('jobDetail', { id: job.id }) })),
          total: matching.length,
          offset: (page - 1) * JOBS_PER_PAGE,
          description: matching.length ? seo.describe(matching.length, [...new Set(matching.map((job) => job.department))].sort()) : undefined,
          noindex: pastLast || (visible.length === 0 && (filtered || !seo.indexedWhenEmpty)),
        }
      : undefined,
  );

  if (loading && !data) return <LoadingGrid count={JOBS_PER_PAGE} label={t('jobs.loading')} />;
  if (error) return <ErrorState message={t('jobs.error')} onRetry={reload} />;

  return (
    <>
      <JobFiltersBar
        departments={optionsOf(jobs, (j) => j.department, filters.department)}
        locations={optionsOf(jobs, (j) => j.location, filters.location)}
        department={filters.department}
        location={filters.location}
        onChange={update}
        onClear={clear}
        clearHref={clearHref}
      />
      <Text $muted aria-live="polite" style={{ marginBlockEnd: 16 }}>
        {t('jobs.count', { count: matching.length })}
      </Text>
      {pastLast ? (
        <PastLastPage page={page} pageSize={JOBS_PER_PAGE} total={matching.length} onPage={(p) => update({ page: p })} />
      ) : visible.length === 0 ? (
        <EmptyState
          title={jobs.length === 0 ? t('jobs.noneTitle') : t('jobs.noMatchTitle')}
          hint={jobs.length === 0 ? t('jobs.noneHint') : t('jobs.noMatchHint')}
        >
          {(filters.department || filters.location) && (
            <Button as={QueryLink} href={clearHref} onNavigate={clear}>
              {t('jobs.clearFilters')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <Grid $min={280}>
          {visible.map((job) => (
            <JobListCard key={job.id} job={job} />
          ))}
        </Grid>
      )}
      <Pagination page={page} pageSize={JOBS_PER_PAGE} total={matching.length} onPage={(p) => update({ page: p })} />
    </>
  );
}
