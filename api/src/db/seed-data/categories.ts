import type { CategoryKeyValue } from '@cargora/shared/contracts/schemas';

/** The categories in the site's order, with the colour of their seeded artwork. Their names and descriptions are content (content/site/<lang>.json). */
export const CATEGORIES: { key: CategoryKeyValue; color: string; icon: string }[] = [
  { key: 'internationalTransport', color: '#1E88E5', icon: 'ship' },
  { key: 'domesticTransportcitywide', color: '#43A047', icon: 'van' },
  { key: 'domesticTransportcitytocity', color: '#FB8C00', icon: 'truck' },
  { key: 'customsServices', color: '#8E24AA', icon: 'stamp' },
  { key: 'warehouseServices', color: '#6D4C41', icon: 'warehouse' },
  { key: 'portAgencyServices', color: '#00897B', icon: 'anchor' },
  { key: 'brokerageServices', color: '#FC5722', icon: 'handshake' },
];
