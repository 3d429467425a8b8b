import { ServiceDetailRoute } from '../service-detail-route';

export default function SimilarServicePage() {
  return <ServiceDetailRoute mode="similar" />;
}
