import { AgentListPage } from '../../features/agent-list/components/agent-list-page';

export default function NewlyRegisteredAgentsPage() {
  // Newest first is what this page is about, so the sort is fixed.
  return <AgentListPage page="newlyRegistered" list={{ filters: ['country'], defaultSort: 'newest' }} />;
}
