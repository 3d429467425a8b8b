import { LegalPage } from '../../features/legal/components/legal-page';

export default function TermsOfUsePage() {
  return <LegalPage type="terms-of-use" />;
}
