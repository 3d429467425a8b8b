// The open positions as the two list pages (careers, "choose a job") load and show them: the API filters careers by
// page only, so the loader takes the largest page and the department, location and page of the URL pick from it.
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from '@cargora/shared/router';
import { MAX_PAGE_SIZE, pathTo, type Career, type Page } from '@cargora/shared/contracts';
import { apiGet, itemList, parsePage, type MetaArgs, type PageMeta } from '@cargora/shared/runtime';
import { isPastLastPage } from '@cargora/shared/ui';

export const CAREERS_ENDPOINT = '/misc/careers';
export const JOBS_PER_PAGE = 6;
/** The query parameters the list reads (shared/src/routes.ts JOB_LIST): choosing among loaded jobs, no new data. */
const LIST_PARAMS = ['department', 'location', 'page'];

export interface OpenPositions {
  jobs: Career[];
}

/** Every open position, in the page's language. */
export async function loadOpenPositions({ request }: LoaderFunctionArgs): Promise<OpenPositions> {
  const all = await apiGet<Page<Career>>(request, CAREERS_ENDPOINT, { page: 1, pageSize: MAX_PAGE_SIZE });
  return { jobs: all.items };
}

/**
 * A new department, location or page picks from the jobs already loaded: the loader runs again only for another
 * address or language, a form, or an explicit revalidation (Retry, the language switch).
 */
export function onlyListChanged({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname)
    return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of LIST_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}

export interface JobFilters {
  department: string;
  location: string;
  page: number;
}

export const jobFiltersOf = (params: URLSearchParams): JobFilters => ({
  department: params.get('department') ?? '',
  location: params.get('location') ?? '',
  page: parsePage(params.get('page')),
});

/** What the list shows for `filters`: the matching jobs, the page of them shown, and whether the page is past the last. */
export function jobListView(jobs: Career[], filters: JobFilters) {
  const matching = jobs.filter(
    (job) =>
      (!filters.department || job.department === filters.department) &&
      (!filters.location || job.location === filters.location),
  );
  const { page } = filters;
  return {
    matching,
    visible: matching.slice((page - 1) * JOBS_PER_PAGE, page * JOBS_PER_PAGE),
    pastLast: isPastLastPage({ page, pageSize: JOBS_PER_PAGE, total: matching.length }),
    filtered: Boolean(filters.department || filters.location),
    offset: (page - 1) * JOBS_PER_PAGE,
  };
}

export interface JobListSeo {
  /** The page's meta description once the jobs are known: how many match, and in which departments. */
  describe: (count: number, departments: string[]) => string;
  /** The page has more to say than the list (the careers page): it stays indexed while no job is open. */
  indexedWhenEmpty?: boolean;
}

/**
 * The list's part of its page's head: the description with how many jobs match and in which departments, an
 * ItemList of the jobs shown, noindex when none shows (past the last page, or filtered to nothing).
 */
export function jobListMeta(
  jobs: Career[],
  url: URL,
  seo: JobListSeo,
  pageUrl: (path: string) => string,
): PageMeta {
  const { matching, visible, pastLast, filtered, offset } = jobListView(jobs, jobFiltersOf(url.searchParams));
  const departments = [...new Set(matching.map((job) => job.department))].sort();
  return {
    ...(matching.length ? { description: seo.describe(matching.length, departments) } : {}),
    noindex: pastLast || (visible.length === 0 && (filtered || !seo.indexedWhenEmpty)),
    ...(visible.length
      ? {
          structuredData: [
            itemList(
              visible.map((job) => ({ name: job.title, url: pageUrl(pathTo('jobDetail', { id: job.id })) })),
              matching.length,
              offset,
            ),
          ],
        }
      : {}),
  };
}

/** The head of a page of open positions: its own title and description, then what its list adds (jobListMeta). */
export function openPositionsMeta(
  { data, url, pageUrl }: MetaArgs<OpenPositions>,
  { describe, indexedWhenEmpty, ...page }: PageMeta & JobListSeo,
): PageMeta {
  return { ...page, ...(data && jobListMeta(data.jobs, url, { describe, indexedWhenEmpty }, pageUrl)) };
}
