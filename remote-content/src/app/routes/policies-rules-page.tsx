import { LegalPage } from '../../features/legal/components/legal-page';

export default function PoliciesRulesPage() {
  return <LegalPage type="policies-rules" />;
}
