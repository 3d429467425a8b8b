import { agentListRoute } from '../../features/agent-list/agent-list-route';

// Newest first is what this page is about, so the sort is fixed.
export const { loader, Component, ErrorBoundary, handle } = agentListRoute('newlyRegistered', {
  filters: ['country'],
  defaultSort: 'newest',
});
