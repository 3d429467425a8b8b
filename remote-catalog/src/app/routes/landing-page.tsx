import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody, QueueCard, SectionTitle, useDocumentMeta } from '@cargora/shared';
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

export default function LandingPage() {
  const { t } = useTranslation('catalog');
  useDocumentMeta(t('landing.meta.title'), t('landing.meta.description'));
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
