// Where the seeded supply is: which lanes each mode runs on, the busiest lanes of world trade (stocked with a share of
// every seed size), what a lane's prices are usually quoted in, and each kind's transit range, lead time and starting
// price. Pure functions of the gazetteer: the seed (seed.ts) draws from them, the seed test checks the data by them.
import type { CategoryKeyValue, TransportModeT as TransportMode } from '@cargora/shared/contracts/schemas';
import { COUNTRIES, type CountryData } from '../reference/countries';
import { cityFacts } from '../reference/gazetteer';
import { isSeaport } from '../reference/transport';
import { distanceKm, greatCircleKm } from '../reference/distances';
import { between, intBetween, pick } from './seed-random';

export interface Place {
  country: string;
  city: string;
}

const country = (name: string): CountryData => {
  const found = COUNTRIES.find((c) => c.name === name);
  if (!found) throw new Error(`unknown country ${name}`);
  return found;
};
export const allCities = (c: CountryData) => c.regions.flatMap((reg) => reg.cities);
export const seaports = (c: CountryData) => allCities(c).filter((city) => isSeaport(c.name, city));
/** Cities with a cargo airport (planes fly between airports only). */
export const airports = (c: CountryData) => allCities(c).filter((city) => cityFacts(c.name, city)?.airport === true);
export const isAirport = (p: Place) => cityFacts(p.country, p.city)?.airport === true;

/** Categories whose services do not move goods: they have a lead or processing time, not a transit. */
export const STATIC_CATEGORIES: readonly CategoryKeyValue[] = ['customsServices', 'warehouseServices', 'portAgencyServices', 'brokerageServices'];
export const movesGoods = (category: CategoryKeyValue) => !STATIC_CATEGORIES.includes(category);

/**
 * Countries trading with each other by road (and rail) across land borders or short ferry and tunnel crossings:
 * Europe with Turkey, the Gulf (GCC), North America, the Southern Cone, mainland South-East Asia, West Africa.
 */
const LAND_BLOCS: string[][] = [
  ['Germany', 'Netherlands', 'Belgium', 'France', 'Spain', 'Portugal', 'Italy', 'Poland', 'Switzerland', 'Denmark', 'Sweden', 'Norway', 'United Kingdom', 'Greece', 'Turkey'],
  ['United Arab Emirates', 'Saudi Arabia', 'Qatar', 'Oman'],
  ['United States', 'Canada', 'Mexico'],
  ['Brazil', 'Argentina', 'Chile'],
  ['Thailand', 'Malaysia', 'Singapore', 'Vietnam'],
  ['Nigeria', 'Ghana'],
];
/** The longest international road lane the seed lists, great circle (Istanbul → Munich is about 1,600 km). */
export const ROAD_MAX_KM = 2600;
const EUROPE = LAND_BLOCS[0]!;
const EUROZONE = ['Germany', 'Netherlands', 'Belgium', 'France', 'Spain', 'Portugal', 'Italy', 'Greece'];

export function sameLandBloc(a: string, b: string): boolean {
  return a !== b && LAND_BLOCS.some((bloc) => bloc.includes(a) && bloc.includes(b));
}

/** Whether trucks (road) or trains (rail) run between two places of different countries. */
export function overland(from: Place, to: Place, mode: 'road' | 'rail'): boolean {
  const a = cityFacts(from.country, from.city);
  const b = cityFacts(to.country, to.city);
  if (!a || !b || from.country === to.country) return false;
  if (mode === 'rail' && isChinaEuropeRail(from, to)) return true;
  return sameLandBloc(from.country, to.country) && greatCircleKm(a, b) <= ROAD_MAX_KM;
}

/** China–Europe rail: the terminals the block trains run between (the seed's cities). */
export const CHINA_RAIL_TERMINALS = ['Chongqing', "Xi'an", 'Chengdu', 'Zhengzhou'];
export const EUROPE_RAIL_TERMINALS: Place[] = [
  { country: 'Germany', city: 'Duisburg' }, { country: 'Germany', city: 'Hamburg' }, { country: 'Poland', city: 'Łódź' }, { country: 'Poland', city: 'Małaszewicze' },
];
const isChinaEuropeRail = (a: Place, b: Place) => {
  const china = (p: Place) => p.country === 'China' && CHINA_RAIL_TERMINALS.includes(p.city);
  const europe = (p: Place) => EUROPE_RAIL_TERMINALS.some((t) => t.country === p.country && t.city === p.city);
  return (china(a) && europe(b)) || (europe(a) && china(b));
};

/** Whether a mode can carry goods between two places: ships between seaports, planes between airports, trucks and trains overland. */
export function modeServes(mode: TransportMode, from: Place, to: Place): boolean {
  if (mode === 'sea') return isSeaport(from.country, from.city) && isSeaport(to.country, to.city);
  if (mode === 'air') return isAirport(from) && isAirport(to);
  if (mode === 'road' || mode === 'rail') return overland(from, to, mode);
  return true;
}

/**
 * What a lane's prices are usually quoted in: US dollars for ocean and air between countries and for China–Europe
 * rail, euros by road or rail inside Europe's euro area and to or from it, else the origin country's currency.
 */
export function laneCurrency(mode: TransportMode, from: Place, to: Place): string {
  if (mode === 'sea' || mode === 'air') return 'USD';
  if (isChinaEuropeRail(from, to)) return 'USD';
  if (EUROPE.includes(from.country) && EUROPE.includes(to.country) && (EUROZONE.includes(from.country) || EUROZONE.includes(to.country))) return 'EUR';
  return country(from.country).currency;
}

interface BusyLane {
  kinds: [string, number][];
  origins: Place[];
  destinations: Place[];
  /** Share of the busy-lane services. */
  weight: number;
}

const places = (countryName: string, ...cities: string[]): Place[] => cities.map((city) => ({ country: countryName, city }));

/**
 * The busiest lanes of world trade (container, air, European road, China–Europe rail), each origin × destination a
 * lane. A fixed share of every seed size goes to them, so they are well stocked whatever the size.
 */
export const BUSY_LANES: BusyLane[] = [
  {
    // Asia → northern Europe and the US: the largest container trades.
    kinds: [['fclSea', 0.6], ['lclSea', 0.85], ['reeferSea', 0.95], ['projectCargo', 1]],
    origins: [...places('China', 'Shanghai', 'Ningbo', 'Shenzhen', 'Qingdao'), ...places('South Korea', 'Busan'), ...places('Singapore', 'Singapore')],
    destinations: [
      ...places('Netherlands', 'Rotterdam'), ...places('Belgium', 'Antwerp'), ...places('Germany', 'Hamburg'), ...places('United Kingdom', 'Felixstowe'),
      ...places('United States', 'Los Angeles', 'Long Beach', 'New York'),
    ],
    weight: 0.45,
  },
  {
    // The air cargo hubs: Asia, the Gulf, Europe and North America.
    kinds: [['airFreight', 0.75], ['expressAir', 1]],
    origins: [...places('China', 'Shanghai', 'Shenzhen'), ...places('United Arab Emirates', 'Dubai'), ...places('Qatar', 'Doha'), ...places('Singapore', 'Changi')],
    destinations: [...places('France', 'Paris'), ...places('Germany', 'Frankfurt'), ...places('United Kingdom', 'London'), ...places('United States', 'Chicago', 'New York')],
    weight: 0.25,
  },
  {
    // European road: the Rhine ports and the Ruhr to the big consumer regions, Turkey to Germany.
    kinds: [['intlRoad', 1]],
    origins: [...places('Netherlands', 'Rotterdam'), ...places('Germany', 'Duisburg'), ...places('Belgium', 'Antwerp'), ...places('Turkey', 'Istanbul')],
    destinations: [...places('France', 'Paris', 'Lyon'), ...places('Italy', 'Milan'), ...places('Poland', 'Warsaw'), ...places('Germany', 'Munich')],
    weight: 0.18,
  },
  {
    // China–Europe block trains.
    kinds: [['intlRail', 1]],
    origins: places('China', ...CHINA_RAIL_TERMINALS),
    destinations: EUROPE_RAIL_TERMINALS,
    weight: 0.12,
  },
];

/** The share of services (beyond each agent's first) placed on the busy lanes. */
export const BUSY_SHARE = 0.3;

/** A busy lane drawn by weight: its kind and both ends (never two places of one country). */
export function drawBusyLane(r: () => number): { kind: string; from: Place; to: Place } {
  const x = r();
  let acc = 0;
  const lane = BUSY_LANES.find((l) => (acc += l.weight) > x) ?? BUSY_LANES[0]!;
  const k = r();
  const kind = lane.kinds.find(([, upTo]) => k < upTo)?.[0] ?? lane.kinds[0]![0];
  const from = pick(r, lane.origins);
  let to = pick(r, lane.destinations);
  for (let i = 0; i < 5 && to.country === from.country; i += 1) to = pick(r, lane.destinations);
  if (to.country === from.country) to = lane.destinations.find((d) => d.country !== from.country)!;
  return { kind, from, to };
}

/** Whether a lane is one of the busy ones (for the test of how well they are stocked). */
export function isBusyLane(from: Place, to: Place): boolean {
  const same = (a: Place, b: Place) => a.country === b.country && a.city === b.city;
  return BUSY_LANES.some((l) => l.origins.some((o) => same(o, from)) && l.destinations.some((d) => same(d, to)));
}

/** The mode each international kind moves by. */
export const KIND_MODE: Record<string, TransportMode> = {
  fclSea: 'sea', lclSea: 'sea', reeferSea: 'sea', projectCargo: 'sea', airFreight: 'air', expressAir: 'air', intlRoad: 'road', intlRail: 'rail',
};

/** An international lane from an agent's country for a kind, or undefined when its country cannot run it. */
export function drawLane(r: () => number, kind: string, home: CountryData, homeCity: string): { from: Place; to: Place } | undefined {
  const mode = KIND_MODE[kind] ?? 'sea';
  const ends = (c: CountryData) => (mode === 'sea' ? seaports(c) : mode === 'air' ? airports(c) : allCities(c));
  const homeEnds = ends(home);
  if (homeEnds.length === 0) return undefined;
  const fromCity = homeEnds.includes(homeCity) ? homeCity : pick(r, homeEnds);
  const from = { country: home.name, city: fromCity };
  for (let attempt = 0; attempt < 12; attempt += 1) {
    // Trade concentrates on the big economies: most destinations are among the first ten.
    const dest = mode === 'road' || mode === 'rail' ? pick(r, COUNTRIES) : r() < 0.6 ? pick(r, COUNTRIES.slice(0, 10)) : pick(r, COUNTRIES);
    if (dest.name === home.name || ends(dest).length === 0) continue;
    const to = { country: dest.name, city: pick(r, ends(dest)) };
    if (modeServes(mode, from, to)) return r() < 0.5 ? { from, to } : { from: to, to: from };
  }
  return undefined;
}

export interface Timing {
  distanceKm: number;
  transitDays: number;
  transitDaysMax: number | null;
  leadDays: number | null;
  usd: number;
}

/**
 * A lane's distance, transit range and starting price (USD, for the kind's standard load: one 40' container by sea
 * and rail, one m³ by LCL, a 300 kg consignment by air, a full truck by road, a project's shipment).
 */
export function laneTiming(r: () => number, kind: string, from: Place, to: Place): Timing {
  const mode = KIND_MODE[kind] ?? 'sea';
  const km = distanceKm(from, to, mode === 'multimodal' ? 'road' : mode) ?? 6000;
  if (mode === 'air') {
    // Flights are hours; the days are handling, connections and customs at both ends.
    const express = kind === 'expressAir';
    const days = Math.max(1, Math.round((express ? 1 : 2) + km / (express ? 9000 : 5000) + r()));
    const perKg = (express ? 2.2 : 1) * (1.2 + km * between(r, 0.0003, 0.0005));
    return { distanceKm: km, transitDays: days, transitDaysMax: days + intBetween(r, 1, 2), leadDays: null, usd: 300 * perKg };
  }
  if (mode === 'road') {
    // A truck covers 600-700 km a day; a day more for loading, the border and delivery.
    const days = Math.max(1, Math.round(km / between(r, 600, 700)) + 1);
    return { distanceKm: km, transitDays: days, transitDaysMax: days + intBetween(r, 1, 2), leadDays: null, usd: 350 + km * between(r, 1.3, 1.8) };
  }
  if (mode === 'rail') {
    // Block trains average about 700-900 km a day, plus gauge changes and terminal days.
    const days = Math.max(2, Math.round(km / between(r, 700, 900)) + 3);
    return { distanceKm: km, transitDays: days, transitDaysMax: days + intBetween(r, 2, 5), leadDays: null, usd: 1800 + km * between(r, 0.35, 0.5) };
  }
  // About 550-650 km a day at sea, plus loading, transhipment and discharge.
  const days = Math.max(3, Math.round(km / between(r, 550, 650) + 4 + r() * 4));
  const container = 600 + km * between(r, 0.12, 0.18);
  const usd = kind === 'lclSea' ? 25 + km * between(r, 0.003, 0.005) : kind === 'reeferSea' ? container * 1.8 : kind === 'projectCargo' ? 12_000 + km * between(r, 0.9, 1.4) : container;
  return { distanceKm: km, transitDays: days, transitDaysMax: days + intBetween(r, 3, 7), leadDays: null, usd };
}
