import { lazy } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { PRODUCT_NAME, listedServices, pathTo, type BestAgent, type Page, type QueueItem, type Service } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import {
  apiGetOptional,
  routeError,
  siteLogoUrl,
  type Organization,
  type RouteModuleHandle,
  type SiteSearchAction,
  type WebSite,
} from '@cargora/shared/runtime';
import { PageBody, QueueCard, RouteErrorState, SectionTitle } from '@cargora/shared/ui';
import { HeroSearch } from '../../features/landing/components/hero-search';
import { HowItWorksTeaser } from '../../features/landing/components/how-it-works-teaser';
import type { CategoryCountsData } from '../../features/landing/components/category-counts';
import { loadPopularRoutes } from '../../features/routes/api/popular-routes';
import { DeferredSection } from '../../components/deferred-section';
import { SHELF_COLUMNS } from '../../components/shelf-grid';
import { compareAction } from '../../features/compare/components/compare-action';

// Below the fold: each section is its own chunk, fetched when it scrolls near (its data comes with the page's).
const CategoryCounts = lazy(() => import('../../features/landing/components/category-counts'));
const PopularRoutes = lazy(() => import('../../features/routes/components/popular-routes'));
const BestAgents = lazy(() => import('../../features/landing/components/best-agents'));
const ServiceStrip = lazy(() => import('../../features/services/components/service-strip'));

// Multiples of the shelves' columns (1, 2 or 4): every row full at every width.
const NEWEST = { sort: 'newest', pageSize: 2 * SHELF_COLUMNS };
const ROUTES_SHOWN = 2 * SHELF_COLUMNS;
const AGENTS_SHOWN = SHELF_COLUMNS;

/**
 * The landing page's four lists, in parallel. Each is a side part (one that fails says so in its section, with Retry);
 * when none could be read the API is out of reach: 503.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [counts, routes, agents, newest, queue] = await Promise.all([
    apiGetOptional<CategoryCountsData>(request, '/misc/services/counts/all'),
    loadPopularRoutes(request, ROUTES_SHOWN),
    apiGetOptional<{ items: BestAgent[] }>(request, '/misc/best-performing/agent', { limit: AGENTS_SHOWN }),
    apiGetOptional<Page<Service>>(request, '/misc/services', NEWEST),
    apiGetOptional<QueueItem>(request, '/misc/qms'),
  ]);
  if (!counts && !routes && !agents && !newest) throw routeError(503);
  return { counts, routes, agents: agents?.items ?? null, newest: newest && listedServices(newest), queue };
}

type Data = Awaited<ReturnType<typeof loader>>;

/** The services search with the visitor's words in `q` (schema.org's placeholder, left unescaped). */
const searchTemplate = (listUrl: string) => `${listUrl}${listUrl.includes('?') ? '&' : '?'}q={search_term_string}`;

export const handle = {
  // The marketplace itself (no rating: Cargora does not rate itself) and its service search.
  meta: ({ t, pageUrl }) => {
    const search: SiteSearchAction = {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchTemplate(pageUrl(pathTo('allServices'))) },
      'query-input': 'required name=search_term_string',
    };
    const url = pageUrl(pathTo('landing'));
    const site: WebSite = { '@type': 'WebSite', name: PRODUCT_NAME, url, potentialAction: search };
    const organization: Organization = {
      '@type': 'Organization',
      name: PRODUCT_NAME,
      url,
      logo: siteLogoUrl(),
      description: t('seo.organizationDescription'),
    };
    return { title: t('landing.meta.title'), description: t('landing.meta.description'), structuredData: [organization, site] };
  },
} satisfies RouteModuleHandle<Data>;

export function Component() {
  const { t } = useTranslation('catalog');
  const { counts, routes, agents, newest, queue } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <HeroSearch />
      <DeferredSection id="landing-categories" title={t('landing.categories.title')} minHeight={330}>
        <CategoryCounts counts={counts} />
      </DeferredSection>
      <DeferredSection id="landing-routes" title={t('landing.routes.title')} minHeight={420}>
        <PopularRoutes routes={routes} />
      </DeferredSection>
      <DeferredSection id="landing-agents" title={t('landing.agents.title')} minHeight={260}>
        <BestAgents agents={agents} />
      </DeferredSection>
      <DeferredSection id="landing-newest" title={t('landing.newest.title')} minHeight={900}>
        <ServiceStrip services={newest} renderActions={compareAction} />
      </DeferredSection>
      <DeferredSection id="landing-queue" title={t('landing.queue.title')} minHeight={230}>
        <QueueCard item={queue} />
      </DeferredSection>
      <section aria-labelledby="landing-how">
        <SectionTitle id="landing-how">{t('landing.how.title')}</SectionTitle>
        <HowItWorksTeaser />
      </section>
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;
