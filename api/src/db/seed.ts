import path from 'node:path';
import bcrypt from 'bcryptjs';
import { sql, type Kysely } from 'kysely';
import type { Database, ServicesTable, AgentsTable, ReviewsTable } from './types';
import { COUNTRIES, type CountryData } from '../reference/countries';
import { EXCHANGE_RATES, RATES_UPDATED_AT } from './seed-data/rates';
import { seedAgentTrust } from './seed-data/verifications';
import type { CategoryKeyValue } from '@cargora/shared/contracts/schemas';
import { requireHttpUrl } from '../lib/urls';
import { CATEGORIES } from './seed-data/categories';
import { COMPANY_PREFIXES, COMPANY_SUFFIXES } from './seed-data/company-names';
import { REVIEWER_NAMES, composeReview } from './seed-data/reviews';
import { SEED, SEED_VERSION, between, intBetween, isoBetween, mulberry32, pick, round2, slugify, writeFile } from './seed-random';
import { seedContent } from './seed-content';
import { SERVICE_MODES, isSeaport, serviceMode } from '../reference/transport';
import { LEGAL_FORMS, cityFacts, cityName, countryName } from '../reference/gazetteer';
import { SERVICE_KINDS, describeService, kindKey } from '../reference/service-kinds';
import { isolate, normalizeSearch } from '@cargora/shared/server';
import type { SeedLang } from '../reference/localized';
import { refreshPlaces } from './places';
import { refreshSearchWords } from './search-index';
import { logoColour, logoSvg, serviceSvg } from './svg';

export interface SeedOptions {
  agents?: number;
  services?: number;
  reviews?: number;
  /** Root of the public files store (DATA_DIR/files); artwork is written here. */
  filesDir: string;
  /** The editorial content folder; default CONTENT_DIR, else content/ at the repository's root. */
  contentDir?: string;
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

/** The shape of the seeded data (SEED_VERSION when it was written; 1 for data seeded before versions) and its sizes. */
export async function seededData(db: Kysely<Database>): Promise<{ version: number; sizes: Partial<typeof DEFAULT_SIZES> }> {
  const rows = await db.selectFrom('seed_meta').select(['key', 'value']).where('key', 'in', ['version', 'sizes']).execute();
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  let sizes: Partial<typeof DEFAULT_SIZES> = {};
  try {
    sizes = JSON.parse(value('sizes') ?? '{}') as Partial<typeof DEFAULT_SIZES>;
  } catch {
    sizes = {};
  }
  return { version: Number(value('version') ?? 1), sizes };
}

/** Deletes every row (children first) so a partial or outdated data set can be rebuilt. */
export async function resetData(db: Kysely<Database>): Promise<void> {
  const tables = [
    'idempotency_keys', 'revoked_tokens', 'job_applications', 'quote_requests', 'otp_challenges', 'telemetry_remote_load', 'login_failures', 'review_bookings', 'agent_verifications', 'agent_response_times', 'reviews', 'places', 'services', 'agents', 'categories',
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

interface BioFacts { name: string; scope: string; city: string; country: string; completed: number; variant: number }

/** An agent's presentation in one language, from its facts, in one of three wordings so storefronts do not read alike. */
export function agentBio(f: BioFacts, lang: SeedLang): string {
  const intl = f.scope === 'international';
  const n = new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : lang).format(f.completed);
  const city = cityName(f.country, f.city, lang);
  const country = countryName(f.country, lang);
  // In Arabic the company's Latin name is isolated (FSI … PDI): a number after it (the second wording) does not join
  // its left-to-right run, and a full stop of its own stays at its end.
  const name = lang === 'ar' ? isolate(f.name) : f.name;
  const texts: Record<SeedLang, string[]> = {
    en: [
      `${f.name} is a ${intl ? 'cross-border' : 'domestic'} logistics provider based in ${city}, ${country}, with ${n} completed jobs on Cargora. We handle ${intl ? 'import, export and transit shipments' : 'regional distribution and local deliveries'} with a dedicated operations team.`,
      `Based in ${city}, ${country}, ${f.name} has completed ${n} jobs through Cargora. Our team ${intl ? 'books space with carriers worldwide and takes care of the paperwork at both ends' : 'plans collections and deliveries across the region, seven days a week'}.`,
      `From our office in ${city}, we ${intl ? 'move goods between continents by sea, air and land' : 'keep stock moving between cities and to customers’ doors'}. ${n} jobs completed on Cargora so far; ask us for a quote on your next shipment.`,
    ],
    fr: [
      `${f.name} est un prestataire logistique ${intl ? 'international' : 'national'} établi à ${city} (${country}), avec ${n} missions réalisées sur Cargora. Notre équipe dédiée prend en charge ${intl ? 'vos importations, exportations et opérations de transit' : 'la distribution régionale et les livraisons locales'}.`,
      `Installée à ${city} (${country}), ${f.name} a mené à bien ${n} missions via Cargora. Notre équipe ${intl ? 'réserve l’espace auprès des transporteurs du monde entier et s’occupe des formalités aux deux bouts' : 'organise enlèvements et livraisons dans toute la région, sept jours sur sept'}.`,
      `Depuis notre bureau de ${city}, nous ${intl ? 'acheminons vos marchandises entre les continents par mer, air et terre' : 'faisons circuler vos stocks entre les villes et jusqu’à vos clients'}. ${n} missions réalisées sur Cargora à ce jour : demandez-nous un devis pour votre prochain envoi.`,
    ],
    ar: [
      `${name} مزوّد خدمات لوجستية ${intl ? 'دولية' : 'محلية'} مقره ${city}، ${country}، أنجز ${n} مهمة عبر Cargora. يتولى فريقنا المتخصص ${intl ? 'شحنات الاستيراد والتصدير والعبور' : 'التوزيع الإقليمي والتوصيل المحلي'}.`,
      `من مقرها في ${city}، ${country}، أنجزت ${name} ${n} مهمة عبر Cargora. ${intl ? 'يحجز فريقنا المساحات لدى شركات النقل حول العالم ويتولى الإجراءات في بلد الشحن وبلد الوصول' : 'ينظم فريقنا الاستلام والتسليم في أنحاء المنطقة طوال أيام الأسبوع'}.`,
      `من مكتبنا في ${city} ${intl ? 'ننقل بضائعكم بين القارات بحرًا وجوًا وبرًا' : 'ننقل مخزونكم بين المدن وحتى أبواب عملائكم'}. أنجزنا حتى الآن ${n} مهمة عبر Cargora، فاطلبوا منا عرض سعر لشحنتكم القادمة.`,
    ],
  };
  return texts[lang][f.variant % 3] ?? texts[lang][0]!;
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
    // A company's legal form is its country's (a GmbH in Germany, a B.V. in the Netherlands).
    const forms = LEGAL_FORMS[country.name] ?? ['Ltd'];
    const base = `${pick(r, COMPANY_PREFIXES)} ${pick(r, COMPANY_SUFFIXES)}`;
    let name = `${base} ${pick(r, forms)}`;
    if (used.has(name)) name = `${base} ${city} ${pick(r, forms)}`;
    if (used.has(name)) name = `${name} ${i}`;
    used.add(name);
    const userId = `agent-${String(i).padStart(4, '0')}`;
    const domain = `${slugify(name)}.test`;
    const scope = r() < 0.7 ? 'international' : 'domestic';
    const languages = Array.from(new Set([...country.languages, ...(r() < 0.3 ? ['en'] : [])]));
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
        description: agentBio({ name, scope, city, country: country.name, completed, variant: i % 3 }, 'en'),
        translations: JSON.stringify({
          fr: { description: agentBio({ name, scope, city, country: country.name, completed, variant: i % 3 }, 'fr') },
          ar: { description: agentBio({ name, scope, city, country: country.name, completed, variant: i % 3 }, 'ar') },
        }),
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
const seaports = (c: CountryData) => allCities(c).filter((city) => isSeaport(c.name, city));
const airports = (c: CountryData) => allCities(c).filter((city) => cityFacts(c.name, city)?.airport ?? true);
const ROUTE_FACTOR = { sea: 1.35, air: 1.05, road: 1.25, rail: 1.3 };

/** Great-circle distance between two seeded cities times the mode's detour factor, in km (capitals' distance when unknown). */
function laneKm(from: CountryData, fromCity: string, to: CountryData, toCity: string, mode: keyof typeof ROUTE_FACTOR): number {
  const a = cityFacts(from.name, fromCity);
  const b = cityFacts(to.name, toCity);
  if (!a || !b) return from.name === to.name ? 400 : 6000;
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * ROUTE_FACTOR[mode]);
}

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
  const sea = serviceMode(category, modeName) === 'sea';
  const air = modeName.includes('Air');
  let origin = home;
  let originCity = homeCity;
  let dest = home;
  let destCity = homeCity;
  let usd = between(r, kind.usd[0], kind.usd[1]);
  let days = intBetween(r, kind.days[0], kind.days[1]);
  let distanceKm = 0;
  if (category === 'internationalTransport') {
    // Ships sail between seaports, planes fly between airports: a lane's ends are chosen among the cities that can.
    const ends = (c: CountryData) => (sea ? seaports(c) : air ? airports(c) : allCities(c));
    if (r() < 0.4 || ends(origin).length === 0) {
      do origin = pick(r, COUNTRIES.slice(0, 15));
      while (ends(origin).length === 0);
    }
    if (!ends(origin).includes(originCity)) originCity = pick(r, ends(origin));
    // Trade concentrates on a few big lanes, so most destinations are major economies.
    do dest = r() < 0.6 ? pick(r, COUNTRIES.slice(0, 10)) : pick(r, COUNTRIES);
    while (dest.name === origin.name || ends(dest).length === 0);
    destCity = pick(r, ends(dest));
    distanceKm = laneKm(origin, originCity, dest, destCity, sea ? 'sea' : 'air');
    if (air) {
      // Flights are hours; the days are handling, connections and customs at both ends.
      const express = modeName.startsWith('Express');
      days = Math.max(1, Math.round((express ? 1 : 2) + distanceKm / (express ? 9000 : 5000) + r()));
      usd = (express ? 1.6 : 1) * (120 + distanceKm * between(r, 0.12, 0.2));
    } else {
      // About 550-650 km a day at sea, plus loading, transhipment and discharge.
      days = Math.max(3, Math.round(distanceKm / between(r, 550, 650) + 4 + r() * 4));
      const base = 400 + distanceKm * between(r, 0.12, 0.2);
      usd = modeName.startsWith('LCL') ? base * 0.25 : modeName.startsWith('Reefer') ? base * 1.6 : modeName.startsWith('Project') ? base * 2.2 : base;
    }
  } else if (category === 'domesticTransportcitytocity') {
    const cities = allCities(home).filter((c) => c !== originCity);
    if (cities.length > 0) {
      destCity = pick(r, cities);
      distanceKm = laneKm(home, originCity, home, destCity, modeName.startsWith('Rail') ? 'rail' : 'road');
      // A truck covers about 600-700 km a day; a day more for loading and delivery.
      days = Math.max(1, Math.round(distanceKm / between(r, 600, 700)) + 1);
      usd = 150 + distanceKm * between(r, 1.2, 1.8) * (modeName.startsWith('LTL') ? 0.45 : modeName.startsWith('Refrigerated') ? 1.3 : 1);
    }
  } else if (category === 'portAgencyServices' && seaports(home).length > 0 && !seaports(home).includes(originCity)) {
    // Port agents work where ships call.
    originCity = pick(r, seaports(home));
    destCity = originCity;
  }
  const kindOf = kindKey(modeName);
  const currency = r() < 0.6 ? home.currency : pick(r, TRADE_CURRENCIES);
  const rate = EXCHANGE_RATES[currency];
  const price = rate >= 100 ? Math.round(usd * rate) : round2(usd * rate);
  const priceUsd = round2(price / rate);
  const protectionFee = r() < 0.7 ? pick(r, PROTECTION_FEES) : '';
  const { title, description } = describeService(
    {
      kind: kindOf, originCountry: origin.name, originCity, destinationCountry: dest.name, destinationCity: destCity, transitDays: days,
      currency, protectionFee, agentName: agent.row.company_name, distanceKm,
    },
    'en',
  );
  const s = stats.get(id);
  return {
    id,
    agent_id: agentIndex,
    title,
    description,
    category,
    scope: category === 'internationalTransport' ? 'international' : 'domestic',
    mode: serviceMode(category, modeName),
    kind: kindOf,
    distance_km: distanceKm,
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
    // What the full-text index reads: the English texts and the kind's name in every language (places are matched in
    // any language through their English names: place-index.ts), lower-cased without accents.
    search_text: normalizeSearch(`${title} ${description} ${agent.row.company_name} ${SERVICE_KINDS[kindOf]?.name.fr ?? ''} ${SERVICE_KINDS[kindOf]?.name.ar ?? ''}`),
  };
}

/** The languages customers write reviews in, by share: most in English, a fifth each in French and Arabic. */
const REVIEW_LANGS: [SeedLang, number][] = [['en', 0.6], ['fr', 0.8], ['ar', 1]];

function generateReviews(nReviews: number, nServices: number, nAgents: number): ReviewsTable[] {
  const r = mulberry32(SEED + 2);
  const reviews: ReviewsTable[] = [];
  // Each agent's comments so far: a new one is drawn again (a few times) rather than repeat one.
  const said = new Map<number, Set<string>>();
  for (let id = 1; id <= nReviews; id += 1) {
    const serviceId = 1 + Math.floor(r() * nServices);
    const { agentIndex } = agentOfService(serviceId, nAgents);
    const x = r();
    const rating = x < 0.45 ? 5 : x < 0.75 ? 4 : x < 0.88 ? 3 : x < 0.95 ? 2 : 1;
    const l = r();
    const lang = REVIEW_LANGS.find(([, upTo]) => l < upTo)?.[0] ?? 'en';
    const agentSaid = said.get(agentIndex) ?? new Set<string>();
    said.set(agentIndex, agentSaid);
    let comment = composeReview(lang, rating, r);
    for (let attempt = 0; attempt < 30 && agentSaid.has(comment); attempt += 1) comment = composeReview(lang, rating, r);
    agentSaid.add(comment);
    const names = REVIEWER_NAMES[lang];
    reviews.push({
      id,
      agent_id: agentIndex,
      service_id: r() < 0.9 ? serviceId : null,
      customer_name: `${pick(r, names.first)} ${[...pick(r, names.last).replace(/^ال/, '')][0]}.`,
      rating,
      comment,
      created_at: isoBetween(r, '2023-01-01', '2025-01-01'),
      lang,
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
    for (let v = 1; v <= IMAGE_VARIANTS; v += 1) writeFile(path.join(files, 'services', `${c.key}-${v}.svg`), serviceSvg(c.color, v - 1));
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
  log(`seed: ${await seedAgentTrust(db)} agent verifications, response times and review bookings`);
  log(`seed: ${await db.transaction().execute((trx) => refreshPlaces(trx))} places`);
  log(`seed: ${await refreshSearchWords(db)} search words`);

  await seedContent(db, files, options.contentDir);
  const passwordHash = await bcrypt.hash(DEMO_CUSTOMER.password, 10);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values({ id: 1, email: DEMO_CUSTOMER.email, name: DEMO_CUSTOMER.name, password_hash: passwordHash, role: 'customer', created_at: now }).execute();
    await trx.insertInto('seed_meta').values([
      { key: 'sizes', value: JSON.stringify({ agents: nAgents, services: nServices, reviews: nReviews }) },
      { key: 'seeded_at', value: new Date().toISOString() },
      { key: 'version', value: String(SEED_VERSION) },
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
