import { serviceListRoute } from '../../features/services/service-list-route';
import { compareAction } from '../../features/compare/components/compare-action';

export const { loader, Component, ErrorBoundary, handle } = serviceListRoute({
  fixed: { scope: 'domestic' },
  filters: ['country', 'category', 'mode', 'price'],
  renderActions: compareAction,
  texts: (t) => ({
    title: t('domesticRoutes.title'),
    description: t('domesticRoutes.description'),
    results: t('domesticRoutes.results'),
    describe: (count) => t('seo.domesticRoutes', { count }),
  }),
});
