import { serviceListRoute } from '../../features/services/service-list-route';
import { compareAction } from '../../features/compare/components/compare-action';

export const { loader, Component, ErrorBoundary, handle } = serviceListRoute({
  filters: ['q', 'category', 'mode', 'origin', 'destination', 'price', 'rating', 'protection'],
  renderActions: compareAction,
  texts: (t) => ({
    title: t('allServices.title'),
    description: t('allServices.description'),
    results: t('allServices.results'),
    describe: (count) => t('seo.allServices', { count }),
  }),
});
