import { compareAction } from '../../features/compare/components/compare-action';
import { ServiceDetailPage } from '../../features/service-detail/components/service-detail-page';

export default function SimilarServicePage() {
  return <ServiceDetailPage mode="similar" renderActions={compareAction} />;
}
