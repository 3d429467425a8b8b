import { agentListRoute } from '../../features/agent-list/agent-list-route';

export const { loader, Component, ErrorBoundary, handle } = agentListRoute('domestic', { scope: 'domestic' });
