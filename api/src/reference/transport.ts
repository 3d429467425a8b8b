import type { CategoryKeyValue, TransportModeT as TransportMode } from '@cargora/shared/contracts/schemas';

/**
 * How each kind of seeded service moves the goods, by the name its title starts with: the ocean and air products
 * say so in their names, trucks and vans go by road, the rail container service by rail, and the services around a
 * shipment (customs, brokerage) serve every mode. Per category, `others` is the mode of the names not listed.
 */
export const SERVICE_MODES: Record<
  CategoryKeyValue,
  { others: TransportMode; names?: Record<string, TransportMode> }
> = {
  internationalTransport: { others: 'sea', names: { 'Air Freight': 'air', 'Express Air Courier': 'air', 'International Road Freight': 'road', 'International Rail Freight': 'rail' } },
  domesticTransportcitywide: { others: 'road' },
  domesticTransportcitytocity: { others: 'road', names: { 'Rail Container Service': 'rail' } },
  customsServices: { others: 'multimodal' },
  warehouseServices: { others: 'road', names: { 'Bonded Warehousing': 'multimodal' } },
  portAgencyServices: { others: 'sea' },
  brokerageServices: { others: 'multimodal', names: { 'Charter Brokerage': 'sea' } },
};

/** A seeded service's mode from its category and the name its title starts with. */
export function serviceMode(category: CategoryKeyValue, serviceName: string): TransportMode {
  const rule = SERVICE_MODES[category];
  return rule.names?.[serviceName] ?? rule.others;
}

/** The seed's cities with a seaport (container, bulk or ferry port on the sea or a seagoing estuary), by country. */
export const SEAPORTS_BY_COUNTRY: Record<string, string[]> = {
  China: ['Shanghai', 'Shenzhen', 'Guangzhou', 'Ningbo', 'Tianjin', 'Qingdao'],
  'United States': ['Los Angeles', 'Long Beach', 'Oakland', 'Houston', 'New York', 'Savannah'],
  Germany: ['Hamburg', 'Bremerhaven', 'Bremen'],
  Netherlands: ['Rotterdam', 'Amsterdam'],
  'United Kingdom': ['London', 'Felixstowe', 'Southampton', 'Glasgow', 'Cardiff'],
  France: ['Le Havre', 'Rouen', 'Marseille', 'Nice'],
  India: ['Mumbai', 'Nhava Sheva', 'Mundra', 'Chennai'],
  'United Arab Emirates': ['Dubai', 'Jebel Ali', 'Abu Dhabi', 'Khalifa Port', 'Sharjah'],
  Singapore: ['Singapore', 'Jurong'],
  Japan: ['Tokyo', 'Yokohama', 'Osaka', 'Nagoya', 'Kobe'],
  'South Korea': ['Busan', 'Incheon', 'Pyeongtaek'],
  Brazil: ['Santos', 'Rio de Janeiro', 'Paranaguá', 'Itajaí'],
  Mexico: ['Manzanillo', 'Veracruz'],
  Canada: ['Vancouver', 'Prince Rupert', 'Montreal', 'Quebec City'],
  Australia: ['Sydney', 'Newcastle', 'Melbourne', 'Geelong', 'Brisbane', 'Fremantle'],
  Spain: ['Valencia', 'Barcelona', 'Algeciras', 'Seville', 'Málaga'],
  Italy: ['Genoa', 'La Spezia', 'Naples', 'Salerno', 'Venice'],
  Belgium: ['Antwerp', 'Zeebrugge'],
  Poland: ['Gdańsk', 'Gdynia'],
  Turkey: ['Istanbul', 'Izmir', 'Mersin', 'Izmit'],
  'Saudi Arabia': ['Jeddah', 'Dammam', 'Jubail'],
  Egypt: ['Alexandria', 'Port Said', 'Suez', 'Sokhna'],
  'South Africa': ['Durban', 'Cape Town', 'Port Elizabeth'],
  Nigeria: ['Lagos', 'Apapa', 'Tin Can Island', 'Port Harcourt'],
  Kenya: ['Mombasa'],
  Morocco: ['Tangier', 'Casablanca'],
  Vietnam: ['Ho Chi Minh City', 'Hai Phong', 'Da Nang'],
  Thailand: ['Laem Chabang', 'Bangkok', 'Songkhla'],
  Malaysia: ['Port Klang', 'Johor Bahru', 'Tanjung Pelepas', 'George Town'],
  Indonesia: ['Jakarta', 'Tanjung Priok', 'Surabaya', 'Batam'],
  Pakistan: ['Karachi', 'Port Qasim'],
  Bangladesh: ['Chittagong', 'Mongla'],
  'Sri Lanka': ['Colombo', 'Hambantota', 'Galle'],
  Argentina: ['Buenos Aires', 'La Plata', 'Rosario'],
  Chile: ['Valparaíso', 'San Antonio'],
  Colombia: ['Cartagena', 'Buenaventura'],
  Peru: ['Callao'],
  Sweden: ['Gothenburg', 'Stockholm', 'Malmö', 'Helsingborg'],
  Norway: ['Oslo', 'Bergen', 'Stavanger'],
  Denmark: ['Copenhagen', 'Aarhus', 'Esbjerg'],
  Portugal: ['Lisbon', 'Sines', 'Setúbal', 'Leixões'],
  Greece: ['Piraeus', 'Thessaloniki'],
  Ireland: ['Dublin', 'Cork', 'Galway'],
  'New Zealand': ['Auckland', 'Tauranga', 'Lyttelton'],
  Philippines: ['Manila', 'Cebu', 'Davao'],
  Qatar: ['Doha', 'Hamad Port', 'Mesaieed'],
  Oman: ['Muscat', 'Salalah', 'Sohar'],
  Ghana: ['Tema', 'Takoradi'],
  Israel: ['Haifa', 'Ashdod', 'Eilat'],
};

/** Whether a seeded city (in its country) is a seaport. */
export function isSeaport(country: string, city: string): boolean {
  return SEAPORTS_BY_COUNTRY[country]?.includes(city) ?? false;
}
