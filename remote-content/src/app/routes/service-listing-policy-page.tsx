import { LegalPage } from '../../features/legal/components/legal-page';

export default function ServiceListingPolicyPage() {
  return <LegalPage type="service-listing-policy" />;
}
