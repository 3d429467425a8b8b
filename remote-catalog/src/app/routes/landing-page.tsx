import { lazy } from 'react';
import { PRODUCT_NAME, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import {
  useDocumentMeta,
  useSiteOrganization,
  usePageUrl,
  type Organization,
  type SiteSearchAction,
  type WebSite,
} from '@cargora/shared/runtime';
import { PageBody, QueueCard, SectionTitle } from '@cargora/shared/ui';
import { HeroSearch } from '../../features/landing/components/hero-search';
import { HowItWorksTeaser } from '../../features/landing/components/how-it-works-teaser';
import { DeferredSection } from '../../components/deferred-section';
import { compareAction } from '../../features/compare/components/compare-action';

// Below the fold: each section is its own chunk, fetched when it scrolls near.
const CategoryCounts = lazy(() => import('../../features/landing/components/category-counts'));
const PopularRoutes = lazy(() => import('../../features/routes/components/popular-routes'));
const BestAgents = lazy(() => import('../../features/landing/components/best-agents'));
const ServiceStrip = lazy(() => import('../../features/services/components/service-strip'));

const NEWEST = { sort: 'newest', pageSize: 8 };

/** The services search with the visitor's words in `q` (schema.org's placeholder, left unescaped). */
const searchTemplate = (listUrl: string) => `${listUrl}${listUrl.includes('?') ? '&' : '?'}q={search_term_string}`;

export default function LandingPage() {
  const { t } = useTranslation('catalog');
  const urlOf = usePageUrl();
  // The marketplace itself (no rating: Cargora does not rate itself) and its service search.
  const search: SiteSearchAction = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: searchTemplate(urlOf(pathTo('allServices'))) },
    'query-input': 'required name=search_term_string',
  };
  const site: WebSite = { '@type': 'WebSite', name: PRODUCT_NAME, url: urlOf(pathTo('landing')), potentialAction: search };
  const organization: Organization = { ...useSiteOrganization(), description: t('seo.organizationDescription') };
  useDocumentMeta(t('landing.meta.title'), t('landing.meta.description'), { structuredData: [organization, site] });
  return (
    <PageBody>
      <HeroSearch />
      <DeferredSection id="landing-categories" title={t('landing.categories.title')} minHeight={330}>
        <CategoryCounts />
      </DeferredSection>
      <DeferredSection id="landing-routes" title={t('landing.routes.title')} minHeight={420}>
        <PopularRoutes limit={6} />
      </DeferredSection>
      <DeferredSection id="landing-agents" title={t('landing.agents.title')} minHeight={260}>
        <BestAgents limit={4} />
      </DeferredSection>
      <DeferredSection id="landing-newest" title={t('landing.newest.title')} minHeight={900}>
        <ServiceStrip params={NEWEST} renderActions={compareAction} />
      </DeferredSection>
      <DeferredSection id="landing-queue" title={t('landing.queue.title')} minHeight={230}>
        <QueueCard />
      </DeferredSection>
      <section aria-labelledby="landing-how">
        <SectionTitle id="landing-how">{t('landing.how.title')}</SectionTitle>
        <HowItWorksTeaser />
      </section>
    </PageBody>
  );
}
