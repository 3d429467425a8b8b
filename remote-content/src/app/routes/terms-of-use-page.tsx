import { legalRoute } from '../../features/legal/legal-route';

export const { loader, Component, ErrorBoundary, handle } = legalRoute('terms-of-use');
