import { AgentListPage } from './agent-list-page';

export default function DomesticAgentsPage() {
  return <AgentListPage page="domestic" scope="domestic" />;
}
