import { AgentListPage } from '../../features/agent-list/components/agent-list-page';

export default function DomesticAgentsPage() {
  return <AgentListPage page="domestic" scope="domestic" />;
}
