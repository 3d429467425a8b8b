import { serviceDetailRoute } from '../../features/service-detail/service-detail-route';
import { compareAction } from '../../features/compare/components/compare-action';

export const { loader, action, Component, ErrorBoundary, handle } = serviceDetailRoute('similar', compareAction);
