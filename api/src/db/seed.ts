import path from 'node:path';
import bcrypt from 'bcryptjs';
import { sql, type Kysely } from 'kysely';
import type { Database, ServicesTable, AgentsTable, ReviewsTable } from './types';
import { COUNTRIES, type CountryData } from './seed-data/countries';
import { EXCHANGE_RATES, RATES_UPDATED_AT } from './seed-data/rates';
import type { CategoryKeyValue } from '@cargora/shared/contracts';
import { requireHttpUrl } from '../lib/urls';
import { CATEGORIES } from './seed-data/categories';
import { COMPANY_FORMS, COMPANY_PREFIXES, COMPANY_SUFFIXES, FIRST_NAMES, LAST_NAMES, REVIEW_COMMENTS } from './seed-data/content';
import { SEED, between, intBetween, isoBetween, mulberry32, pick, round2, slugify, writeFile } from './seed-random';
import { seedContent } from './seed-content';
import { SERVICE_MODES, serviceMode } from './seed-data/transport';
import { refreshPlaces } from './places';
import { logoColour, logoSvg, serviceSvg } from './svg';

export interface SeedOptions {
  agents?: number;
  services?: number;
  reviews?: number;
  /** Root of the public files store (DATA_DIR/files); artwork is written here. */
  filesDir: string;
  log?: (message: string) => void;
}

export const DEFAULT_SIZES = { agents: 300, services: 3000, reviews: 5000 };
export const DEMO_CUSTOMER = { email: 'demo@cargora.test', password: 'cargora-demo', name: 'Dana Demo' };
const IMAGE_VARIANTS = 3;
const serviceRng = (id: number) => mulberry32(SEED ^ Math.imul(id, 0x9e3779b1));

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('seed_meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
  return Boolean(row);
}

/** Deletes every row (children first) so a partial or outdated data set can be rebuilt. */
export async function resetData(db: Kysely<Database>): Promise<void> {
  const tables = [
    'job_applications', 'quote_requests', 'otp_challenges', 'telemetry_remote_load', 'login_failures', 'reviews', 'places', 'services', 'agents', 'categories',
    'blog_posts', 'faqs', 'careers', 'legal_contents', 'help_articles', 'help_topics', 'subscription_packages',
    'exchange_rates', 'qms_items', 'users', 'seed_meta',
  ] as const;
  await db.transaction().execute(async (trx) => {
    for (const table of tables) await trx.deleteFrom(table).execute();
  });
}

async function insertBatches<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Record<string, unknown>[],
  batchSize: number,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(rows.slice(i, i + batchSize) as any).execute();
  }
}

interface AgentGen {
  row: AgentsTable;
  country: CountryData;
}

function generateAgents(n: number): AgentGen[] {
  const r = mulberry32(SEED + 1);
  const used = new Set<string>();
  const weighted = [...COUNTRIES, ...COUNTRIES.slice(0, 12), ...COUNTRIES.slice(0, 6)];
  const agents: AgentGen[] = [];
  for (let i = 1; i <= n; i += 1) {
    const country = i <= COUNTRIES.length ? COUNTRIES[i - 1] : pick(r, weighted);
    const region = pick(r, country.regions);
    const city = pick(r, region.cities);
    let name = `${pick(r, COMPANY_PREFIXES)} ${pick(r, COMPANY_SUFFIXES)} ${pick(r, COMPANY_FORMS)}`;
    if (used.has(name)) name = `${name.split(' ').slice(0, -1).join(' ')} ${city} ${pick(r, COMPANY_FORMS)}`;
    if (used.has(name)) name = `${name} ${i}`;
    used.add(name);
    const userId = `agent-${String(i).padStart(4, '0')}`;
    const domain = `${slugify(name)}.test`;
    const scope = r() < 0.7 ? 'international' : 'domestic';
    const languages = Array.from(new Set([...country.languages, ...(r() < 0.3 ? ['English'] : [])]));
    const completed = Math.floor(5 + Math.pow(r(), 2) * 2500);
    agents.push({
      country,
      row: {
        id: i,
        user_id: userId,
        company_name: name,
        company_name_lc: name.toLowerCase(),
        country: country.name,
        country_lc: country.name.toLowerCase(),
        country_code: country.code,
        state: region.state,
        state_lc: region.state.toLowerCase(),
        city,
        logo_path: `logos/${userId}.svg`,
        rating: 0,
        review_count: 0,
        completed_jobs: completed,
        scope,
        verified: r() < 0.75 ? 1 : 0,
        joined_at: isoBetween(r, '2018-01-01', '2024-12-31'),
        description: `${name} is a ${scope === 'international' ? 'cross-border' : 'domestic'} logistics provider based in ${city}, ${country.name}, with ${completed} completed jobs on Cargora. We handle ${scope === 'international' ? 'import, export and transit shipments' : 'regional distribution and local deliveries'} with a dedicated operations team.`,
        email: `contact@${domain}`,
        phone: `${country.phone} ${intBetween(r, 100, 999)} ${intBetween(r, 100, 999)} ${intBetween(r, 1000, 9999)}`,
        website: requireHttpUrl(`https://www.${domain}`, 'agents.website'),
        languages: JSON.stringify(languages),
      },
    });
  }
  return agents;
}

/** The kinds of service each category offers (a title starts with one), with their price and transit ranges. */
const MODES: Record<CategoryKeyValue, { names: string[]; usd: [number, number]; days: [number, number] }> = {
  internationalTransport: { names: ['FCL Sea Freight', 'LCL Sea Freight', 'Air Freight', 'Express Air Courier', 'Reefer Sea Freight', 'Project Cargo Shipping'], usd: [150, 6000], days: [2, 45] },
  domesticTransportcitywide: { names: ['Same-Day Van Delivery', 'Courier Pickup and Drop', 'Pallet Delivery', 'Last-Mile Delivery', 'Bulky Goods Delivery'], usd: [15, 250], days: [1, 2] },
  domesticTransportcitytocity: { names: ['FTL Trucking', 'LTL Part Load', 'Refrigerated Trucking', 'Rail Container Service', 'Flatbed Haulage'], usd: [200, 3000], days: [1, 7] },
  customsServices: { names: ['Import Customs Clearance', 'Export Customs Clearance', 'Customs Bond and Duty Deferral', 'HS Classification Review', 'Transit Document Handling'], usd: [60, 600], days: [1, 4] },
  warehouseServices: { names: ['General Warehousing', 'Bonded Warehousing', 'Cold Storage', 'E-commerce Fulfilment', 'Cross-Docking'], usd: [100, 2500], days: [1, 3] },
  portAgencyServices: { names: ['Port Agency and Vessel Husbandry', 'Crew Change Coordination', 'Ship Supply Liaison', 'Cargo Superintendence', 'Terminal Coordination'], usd: [300, 5000], days: [1, 3] },
  brokerageServices: { names: ['Freight Brokerage', 'Charter Brokerage', 'Trade Finance Advisory', 'Freight Rate Negotiation', 'Carrier Sourcing'], usd: [100, 1500], days: [1, 5] },
};
const DOMESTIC_CATEGORIES = CATEGORIES.map((c) => c.key).filter((k) => k !== 'internationalTransport');
const TRADE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY', 'INR', 'AED'];
const PROTECTION_FEES = ['0.5%', '1%', '1.5%', '2%', '2.5%', '3%'];
const allCities = (c: CountryData) => c.regions.flatMap((reg) => reg.cities);

/** First draw of a service's own PRNG picks its agent, so reviews can be generated before services. */
function agentOfService(id: number, nAgents: number): { agentIndex: number; r: () => number } {
  const r = serviceRng(id);
  const draw = r();
  return { agentIndex: id <= nAgents ? id : 1 + Math.floor(draw * nAgents), r };
}

function generateService(
  id: number,
  agents: AgentGen[],
  stats: Map<number, { sum: number; count: number }>,
): ServicesTable {
  const { agentIndex, r } = agentOfService(id, agents.length);
  const agent = agents[agentIndex - 1];
  const home = agent.country;
  const category: CategoryKeyValue =
    agent.row.scope === 'international' && r() < 0.34 ? 'internationalTransport' : pick(r, DOMESTIC_CATEGORIES);
  const kind = MODES[category];
  const modeName = pick(r, kind.names);
  const homeCity = r() < 0.5 ? agent.row.city : pick(r, allCities(home));
  let origin = home;
  let originCity = homeCity;
  let dest = home;
  let destCity = homeCity;
  let title: string;
  let usd = between(r, kind.usd[0], kind.usd[1]);
  let days = intBetween(r, kind.days[0], kind.days[1]);
  if (category === 'internationalTransport') {
    if (r() < 0.4) {
      origin = pick(r, COUNTRIES.slice(0, 15));
      originCity = pick(r, allCities(origin));
    }
    // Trade concentrates on a few big lanes, so most destinations are major economies.
    do dest = r() < 0.6 ? pick(r, COUNTRIES.slice(0, 10)) : pick(r, COUNTRIES);
    while (dest.name === origin.name);
    destCity = pick(r, allCities(dest));
    const air = modeName.includes('Air');
    days = air ? intBetween(r, 1, modeName.startsWith('Express') ? 3 : 6) : intBetween(r, 14, 45);
    usd = air ? between(r, 80, 4000) : modeName.startsWith('LCL') ? between(r, 150, 900) : between(r, 900, 6000);
    title = `${modeName} ${originCity} → ${destCity}`;
  } else if (category === 'domesticTransportcitytocity') {
    const cities = allCities(home).filter((c) => c !== originCity);
    destCity = pick(r, cities);
    title = `${modeName} ${originCity} → ${destCity}`;
  } else {
    title = `${modeName} in ${originCity}`;
  }
  const currency = r() < 0.6 ? home.currency : pick(r, TRADE_CURRENCIES);
  const rate = EXCHANGE_RATES[currency];
  const price = rate >= 100 ? Math.round(usd * rate) : round2(usd * rate);
  const priceUsd = round2(price / rate);
  const protectionFee = r() < 0.7 ? pick(r, PROTECTION_FEES) : '';
  const where = category === 'internationalTransport' || category === 'domesticTransportcitytocity'
    ? `from ${originCity}, ${origin.name} to ${destCity}, ${dest.name}`
    : `in ${originCity}, ${origin.name}`;
  const description = `${modeName} ${where}, operated by ${agent.row.company_name.replace(/\.$/, "")}. Typical transit ${days} day${days === 1 ? '' : 's'}; price quoted per standard shipment in ${currency}.${protectionFee ? ` Cargo protection available at ${protectionFee} of declared value.` : ''}`;
  const s = stats.get(id);
  return {
    id,
    agent_id: agentIndex,
    title,
    description,
    category,
    scope: category === 'internationalTransport' ? 'international' : 'domestic',
    mode: serviceMode(category, modeName),
    origin_country: origin.name,
    origin_country_lc: origin.name.toLowerCase(),
    origin_city: originCity,
    destination_country: dest.name,
    destination_country_lc: dest.name.toLowerCase(),
    destination_city: destCity,
    price,
    currency,
    price_usd: priceUsd,
    transit_days: days,
    protection_fee: protectionFee,
    rating: s ? round2(s.sum / s.count) : 0,
    review_count: s ? s.count : 0,
    image_path: `services/${category}-${1 + Math.floor(r() * IMAGE_VARIANTS)}.svg`,
    created_at: isoBetween(r, '2022-01-01', '2025-01-01'),
    search_text: `${title} ${description} ${agent.row.company_name}`.toLowerCase(),
  };
}

function generateReviews(nReviews: number, nServices: number, nAgents: number): ReviewsTable[] {
  const r = mulberry32(SEED + 2);
  const reviews: ReviewsTable[] = [];
  for (let id = 1; id <= nReviews; id += 1) {
    const serviceId = 1 + Math.floor(r() * nServices);
    const { agentIndex } = agentOfService(serviceId, nAgents);
    const x = r();
    const rating = x < 0.45 ? 5 : x < 0.75 ? 4 : x < 0.88 ? 3 : x < 0.95 ? 2 : 1;
    reviews.push({
      id,
      agent_id: agentIndex,
      service_id: r() < 0.9 ? serviceId : null,
      customer_name: `${pick(r, FIRST_NAMES)} ${pick(r, LAST_NAMES)[0]}.`,
      rating,
      comment: pick(r, REVIEW_COMMENTS[rating]),
      created_at: isoBetween(r, '2023-01-01', '2025-01-01'),
    });
  }
  return reviews;
}


/** Builds the whole deterministic data set. Assumes empty tables (see resetData). */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<{ agents: number; services: number; reviews: number }> {
  const nAgents = Math.max(1, options.agents ?? DEFAULT_SIZES.agents);
  const nServices = Math.max(nAgents, options.services ?? DEFAULT_SIZES.services);
  const nReviews = options.reviews ?? DEFAULT_SIZES.reviews;
  const log = options.log ?? (() => undefined);
  const files = options.filesDir;
  const now = RATES_UPDATED_AT;

  // Artwork
  CATEGORIES.forEach((c) => {
    for (let v = 1; v <= IMAGE_VARIANTS; v += 1) writeFile(path.join(files, 'services', `${c.key}-${v}.svg`), serviceSvg(c.name, c.color, v - 1));
  });

  const agents = generateAgents(nAgents);
  const reviews = generateReviews(nReviews, nServices, nAgents);
  const serviceStats = new Map<number, { sum: number; count: number }>();
  const agentStats = new Map<number, { sum: number; count: number }>();
  for (const rv of reviews) {
    const a = agentStats.get(rv.agent_id) ?? { sum: 0, count: 0 };
    a.sum += rv.rating;
    a.count += 1;
    agentStats.set(rv.agent_id, a);
    if (rv.service_id !== null) {
      const s = serviceStats.get(rv.service_id) ?? { sum: 0, count: 0 };
      s.sum += rv.rating;
      s.count += 1;
      serviceStats.set(rv.service_id, s);
    }
  }
  for (const a of agents) {
    const s = agentStats.get(a.row.id);
    a.row.rating = s ? round2(s.sum / s.count) : 0;
    a.row.review_count = s ? s.count : 0;
    writeFile(path.join(files, a.row.logo_path), logoSvg(a.row.company_name, logoColour(a.row.id)));
  }

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('categories').values(CATEGORIES.map((c, i) => ({ key: c.key, name: c.name, description: c.description, sort_order: i + 1 }))).execute();
    await trx.insertInto('exchange_rates').values(Object.entries(EXCHANGE_RATES).map(([code, rate]) => ({ code, rate, updated_at: now }))).execute();
    await insertBatches(trx, 'agents', agents.map((a) => a.row as unknown as Record<string, unknown>), 500);
  });
  log(`seed: ${nAgents} agents`);

  const batch = 1000;
  for (let start = 1; start <= nServices; start += batch * 20) {
    await db.transaction().execute(async (trx) => {
      for (let b = start; b < start + batch * 20 && b <= nServices; b += batch) {
        const rows: ServicesTable[] = [];
        for (let id = b; id < b + batch && id <= nServices; id += 1) rows.push(generateService(id, agents, serviceStats));
        await trx.insertInto('services').values(rows).execute();
      }
    });
    if (nServices > 50_000) log(`seed: ${Math.min(nServices, start + batch * 20 - 1)} / ${nServices} services`);
  }
  log(`seed: ${nServices} services`);

  await db.transaction().execute(async (trx) => {
    await insertBatches(trx, 'reviews', reviews as unknown as Record<string, unknown>[], 2000);
  });
  log(`seed: ${nReviews} reviews`);
  log(`seed: ${await db.transaction().execute((trx) => refreshPlaces(trx))} places`);

  await seedContent(db, files);
  const passwordHash = await bcrypt.hash(DEMO_CUSTOMER.password, 10);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values({ id: 1, email: DEMO_CUSTOMER.email, name: DEMO_CUSTOMER.name, password_hash: passwordHash, role: 'customer', created_at: now }).execute();
    await trx.insertInto('seed_meta').values([
      { key: 'sizes', value: JSON.stringify({ agents: nAgents, services: nServices, reviews: nReviews }) },
      { key: 'seeded_at', value: new Date().toISOString() },
    ]).execute();
  });
  // Fresh planner statistics so joins and sorted pages pick the right indexes on large data sets.
  await sql`ANALYZE`.execute(db);
  return { agents: nAgents, services: nServices, reviews: nReviews };
}

/** The seed's mode of a service, in SQL: by category, then by the name its title starts with (see SERVICE_MODES). */
function seededModeSql() {
  const byCategory = Object.entries(SERVICE_MODES).map(([category, rule]) => {
    const named = Object.entries(rule.names ?? {});
    const mode = named.length === 0
      ? sql`${rule.others}`
      : sql`CASE ${sql.join(named.map(([name, m]) => sql`WHEN title LIKE ${`${name} %`} THEN ${m}`), sql` `)} ELSE ${rule.others} END`;
    return sql`WHEN ${category} THEN ${mode}`;
  });
  return sql<string>`CASE category ${sql.join(byCategory, sql` `)} ELSE mode END`;
}

/**
 * Services seeded before they had a mode (migration 008: every one has the column's default) get the seed's: one
 * UPDATE deciding by category and title, of the rows whose mode is not the default. Returns how many changed.
 */
export async function giveSeededServicesModes(db: Kysely<Database>): Promise<number> {
  const mode = seededModeSql();
  const result = await db.updateTable('services').set({ mode }).where(mode, '<>', 'road').executeTakeFirst();
  return Number(result.numUpdatedRows);
}
