/** The parts seeded agents' company names are made of (the legal form comes from the agent's country: gazetteer.ts). */
export const COMPANY_PREFIXES = ['Blue', 'Global', 'Swift', 'Atlas', 'Harbor', 'Summit', 'Pacific', 'Atlantic', 'Horizon', 'Meridian', 'Northern', 'Silk Road', 'Anchor', 'Compass', 'Orion', 'Falcon', 'Keystone', 'Crescent', 'Evergreen', 'Polar', 'Delta', 'Vertex', 'Beacon', 'Cardinal', 'Titan'];
export const COMPANY_SUFFIXES = ['Logistics', 'Freight', 'Shipping', 'Cargo', 'Forwarding', 'Transport', 'Supply Chain', 'Express', 'Maritime', 'World Trade'];
