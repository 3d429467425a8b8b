import { compareAction } from '../../features/compare/components/compare-action';
import { ServiceDetailPage } from '../../features/service-detail/components/service-detail-page';

export default function WithoutProtectionPage() {
  return <ServiceDetailPage mode="without" renderActions={compareAction} />;
}
