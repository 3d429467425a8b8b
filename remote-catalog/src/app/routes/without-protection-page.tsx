import { ServiceDetailRoute } from '../service-detail-route';

export default function WithoutProtectionPage() {
  return <ServiceDetailRoute mode="without" />;
}
