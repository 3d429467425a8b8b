import type { CategoryKeyValue } from '@cargora/shared/contracts';

export const CATEGORIES: { key: CategoryKeyValue; name: string; description: string; color: string; icon: string }[] = [
  { key: 'internationalTransport', name: 'International Transport', description: 'Sea, air, rail and road freight between countries.', color: '#1E88E5', icon: 'ship' },
  { key: 'domesticTransportcitywide', name: 'Domestic Transport CityWide', description: 'Pickups and deliveries within a single city.', color: '#43A047', icon: 'van' },
  { key: 'domesticTransportcitytocity', name: 'Domestic Transport CitytoCity', description: 'Full and part loads between cities of the same country.', color: '#FB8C00', icon: 'truck' },
  { key: 'customsServices', name: 'Customs Services', description: 'Import and export clearance, duties and compliance.', color: '#8E24AA', icon: 'stamp' },
  { key: 'warehouseServices', name: 'Warehouse Services', description: 'Storage, fulfilment, bonded and cold-chain warehousing.', color: '#6D4C41', icon: 'warehouse' },
  { key: 'portAgencyServices', name: 'Port Agency Services', description: 'Vessel calls, husbandry and terminal coordination.', color: '#00897B', icon: 'anchor' },
  { key: 'brokerageServices', name: 'Brokerage Services', description: 'Freight brokerage, chartering and trade finance support.', color: '#FC5722', icon: 'handshake' },
];
