import { LegalPage } from '../../features/legal/components/legal-page';

export default function PrivacyPolicyPage() {
  return <LegalPage type="privacy-policy" />;
}
