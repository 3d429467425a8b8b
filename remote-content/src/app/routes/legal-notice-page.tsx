import { LegalPage } from '../../features/legal/components/legal-page';

export default function LegalNoticePage() {
  return <LegalPage type="legal-notice" />;
}
