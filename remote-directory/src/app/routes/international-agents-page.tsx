import { AgentListPage } from '../../features/agent-list/components/agent-list-page';

export default function InternationalAgentsPage() {
  return <AgentListPage page="international" scope="international" />;
}
