import { legalRoute } from '../../features/legal/legal-route';

export const { loader, Component, ErrorBoundary, handle } = legalRoute('verification-policy');
