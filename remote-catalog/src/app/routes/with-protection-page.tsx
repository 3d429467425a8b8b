import { ServiceDetailRoute } from '../service-detail-route';

export default function WithProtectionPage() {
  return <ServiceDetailRoute mode="with" />;
}
