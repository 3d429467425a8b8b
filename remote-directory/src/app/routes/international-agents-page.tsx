import { agentListRoute } from '../../features/agent-list/agent-list-route';

export const { loader, Component, ErrorBoundary, handle } = agentListRoute('international', {
  scope: 'international',
});
