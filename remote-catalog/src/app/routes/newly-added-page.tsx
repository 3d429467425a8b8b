import { serviceListRoute } from '../../features/services/service-list-route';
import { compareAction } from '../../features/compare/components/compare-action';

export const { loader, Component, ErrorBoundary, handle } = serviceListRoute({
  fixed: { sort: 'newest' },
  filters: ['category', 'mode'],
  renderActions: compareAction,
  texts: (t) => ({
    title: t('newlyAdded.title'),
    description: t('newlyAdded.description'),
    results: t('newlyAdded.results'),
    describe: (count) => t('seo.newlyAdded', { count }),
  }),
});
