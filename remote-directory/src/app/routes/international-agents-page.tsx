import { AgentListPage } from './agent-list-page';

export default function InternationalAgentsPage() {
  return <AgentListPage page="international" scope="international" />;
}
