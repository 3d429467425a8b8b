import path from 'node:path';
import bcrypt from 'bcryptjs';
import { sql, type Kysely } from 'kysely';
import type { Database, ServicesTable, AgentsTable, ReviewsTable } from './types';
import { COUNTRIES, type CountryData } from '../reference/countries';
import { EXCHANGE_RATES } from './seed-data/rates';
import { seedAgentTrust } from './seed-data/verifications';
import { seedPriceHistory } from './seed-data/price-history';
import type { CategoryKeyValue } from '@cargora/shared/contracts/schemas';
import { requireHttpUrl } from '../lib/urls';
import { CATEGORIES } from './seed-data/categories';
import { COMPANY_PREFIXES, COMPANY_SUFFIXES } from './seed-data/company-names';
import { REVIEWER_NAMES, composeReview } from './seed-data/reviews';
import { DAY, SEED, SEED_VERSION, YEAR, between, intBetween, mulberry32, pick, round2, slugify, writeFile } from './seed-random';
import { seedContent } from './seed-content';
import { SERVICE_MODES, isSeaport, serviceMode } from '../reference/transport';
import { distanceKm as laneDistanceKm } from '../reference/distances';
import {
  BUSY_SHARE, allCities, drawBusyLane, drawLane, laneCurrency, laneTiming, movesGoods, seaports, type Place,
} from './seed-supply';
import { LEGAL_FORMS, cityName, countryName } from '../reference/gazetteer';
import { SERVICE_KINDS, describeService } from '../reference/service-kinds';
import { isolate, normalizeSearch } from '@cargora/shared/server';
import type { SeedLang } from '../reference/localized';
import { refreshPlaces } from './places';
import { seedTariff } from './seed-data/tariffs';
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
  /** The seed date (default: now): joined, listed, reviewed, published and posted dates are laid out before it. */
  today?: Date;
}

export const DEFAULT_SIZES = { agents: 300, services: 3000, reviews: 5000 };
export const DEMO_CUSTOMER = { email: 'demo@cargora.test', password: 'cargora-demo', name: 'Dana Demo' };
const IMAGE_VARIANTS = 3;
/** The most jobs an agent completes on Cargora a month (its completed jobs are bounded by its months since joining). */
export const AGENT_JOBS_PER_MONTH = 30;
const serviceRng = (id: number) => mulberry32(SEED ^ Math.imul(id, 0x9e3779b1));

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('seed_meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
  return Boolean(row);
}

/** The shape of the seeded data (SEED_VERSION when it was written; 1 for data seeded before versions) and its sizes. */
export async function seededData(db: Kysely<Database>): Promise<{ version: number; sizes: Partial<typeof DEFAULT_SIZES> }> {
  const rows = await db.selectFrom('seed_meta').select(['key', 'value']).where('key', 'in', ['version', 'sizes']).execute();
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  let sizes: Partial<typeof DEFAULT_SIZES>;
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
    'agent_accounts', 'idempotency_keys', 'revoked_tokens', 'price_history', 'job_applications', 'quote_requests', 'otp_challenges', 'telemetry_remote_load', 'telemetry_counts', 'telemetry_vitals', 'login_failures', 'review_bookings', 'agent_verifications', 'reviews', 'places', 'services', 'agents', 'categories',
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

function generateAgents(n: number, today: number): AgentGen[] {
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
    // Joined between eight years and two weeks before the seed date; its jobs on Cargora since then are at most
    // AGENT_JOBS_PER_MONTH a month (a forwarder that joined last year has not done 2,411).
    const joinedAt = today - 14 * DAY - Math.floor(r() * (8 * YEAR - 14 * DAY));
    const months = Math.max(1, (today - joinedAt) / (30 * DAY));
    const completed = Math.floor(5 + Math.pow(r(), 2) * Math.min(2500, months * AGENT_JOBS_PER_MONTH));
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
        joined_at: new Date(joinedAt).toISOString(),
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

/** The kinds of service each category offers (by kind key; a title starts with the kind's name), with their starting price (USD) and day ranges (transit, or lead time for a service that does not move goods). */
const MODES: Record<CategoryKeyValue, { kinds: string[]; usd: [number, number]; days: [number, number] }> = {
  internationalTransport: { kinds: ['fclSea', 'lclSea', 'airFreight', 'expressAir', 'reeferSea', 'projectCargo', 'intlRoad', 'intlRail'], usd: [150, 6000], days: [2, 45] },
  domesticTransportcitywide: { kinds: ['sameDayVan', 'courierPickup', 'palletDelivery', 'lastMile', 'bulkyGoods'], usd: [15, 250], days: [1, 2] },
  domesticTransportcitytocity: { kinds: ['ftlTrucking', 'ltlPartLoad', 'reeferTrucking', 'railContainer', 'flatbed'], usd: [200, 3000], days: [1, 7] },
  customsServices: { kinds: ['importClearance', 'exportClearance', 'customsBond', 'hsReview', 'transitDocs'], usd: [60, 600], days: [1, 4] },
  warehouseServices: { kinds: ['generalWarehousing', 'bondedWarehousing', 'coldStorage', 'fulfilment', 'crossDocking'], usd: [100, 2500], days: [1, 3] },
  portAgencyServices: { kinds: ['portAgency', 'crewChange', 'shipSupply', 'cargoSuperintendence', 'terminalCoordination'], usd: [300, 5000], days: [1, 3] },
  brokerageServices: { kinds: ['freightBrokerage', 'charterBrokerage', 'tradeFinance', 'rateNegotiation', 'carrierSourcing'], usd: [100, 1500], days: [1, 5] },
};
/** International kinds by share: ocean first, then air, then road and rail. */
const INTERNATIONAL_KINDS: [string, number][] = [
  ['fclSea', 0.3], ['lclSea', 0.42], ['reeferSea', 0.47], ['projectCargo', 0.5], ['airFreight', 0.66], ['expressAir', 0.72], ['intlRoad', 0.9], ['intlRail', 1],
];
const DOMESTIC_CATEGORIES = CATEGORIES.map((c) => c.key).filter((k) => k !== 'internationalTransport');
const PROTECTION_FEES = ['0.5%', '1%', '1.5%', '2%', '2.5%', '3%'];

/** International agents by country, and all of them (the agents a busy lane's services are listed by). */
const internationalAgents = new WeakMap<AgentGen[], { byCountry: Map<string, number[]>; all: number[] }>();
function agentsOnLane(agents: AgentGen[], from: string, to: string, r: () => number): number | undefined {
  let index = internationalAgents.get(agents);
  if (!index) {
    index = { byCountry: new Map(), all: [] };
    for (const a of agents) {
      if (a.row.scope !== 'international') continue;
      index.byCountry.set(a.country.name, [...(index.byCountry.get(a.country.name) ?? []), a.row.id]);
      index.all.push(a.row.id);
    }
    internationalAgents.set(agents, index);
  }
  // Mostly a forwarder at the origin, else one at the destination, else one with a network on the lane.
  const local = r() < 0.65 ? index.byCountry.get(from) ?? index.byCountry.get(to) : index.byCountry.get(to) ?? index.byCountry.get(from);
  const list = local && local.length > 0 ? local : index.all;
  return list.length > 0 ? pick(r, list) : undefined;
}

interface ServicePlan {
  agentIndex: number;
  /** The service's own PRNG, after the plan's draws. */
  r: () => number;
  /** When it was listed: after its agent joined, within the last three years, before the seed date. */
  createdAt: string;
  busy?: { kind: string; from: Place; to: Place };
}

/**
 * The first draws of a service's own PRNG: its agent, whether it is on a busy lane (and which), and when it was
 * listed. Reviews are generated before services from the same plan, so a review is by the service's agent and after
 * its listing.
 */
function planService(id: number, agents: AgentGen[], today: number): ServicePlan {
  const r = serviceRng(id);
  const draw = r();
  let agentIndex = id <= agents.length ? id : 1 + Math.floor(draw * agents.length);
  let busy: ServicePlan['busy'];
  if (id > agents.length && r() < BUSY_SHARE) {
    const lane = drawBusyLane(r);
    const onLane = agentsOnLane(agents, lane.from.country, lane.to.country, r);
    if (onLane !== undefined) [agentIndex, busy] = [onLane, lane];
  }
  const joined = Date.parse(agents[agentIndex - 1].row.joined_at);
  const from = Math.max(joined, today - 3 * YEAR);
  const createdAt = new Date(from + Math.floor(r() * Math.max(DAY, today - DAY - from))).toISOString();
  return { agentIndex, r, createdAt, busy };
}

/** A 32-bit FNV-1a hash: the listings already drawn are remembered by the hash of agent, kind and lane. */
function listingHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Listing { category: CategoryKeyValue; kind: string; from: Place; to: Place }

/** Remembers an agent's listing; false when the agent already lists it (same kind, same lane: the same title). */
function remember(listed: Set<number>, agentId: number, l: Listing): boolean {
  const key = listingHash(`${agentId}|${l.kind}|${l.from.country}|${l.from.city}|${l.to.country}|${l.to.city}`);
  if (listed.has(key)) return false;
  listed.add(key);
  return true;
}

/** A listing an agent does not have yet (a few draws; a data set far larger than its agents may repeat one). */
function drawListing(r: () => number, agent: AgentGen, listed: Set<number>): Listing {
  const home = agent.country;
  // Port agents work where ships call: a country without a seaport has none.
  const domestic = seaports(home).length > 0 ? DOMESTIC_CATEGORIES : DOMESTIC_CATEGORIES.filter((c) => c !== 'portAgencyServices');
  let listing: Listing | undefined;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const category: CategoryKeyValue = agent.row.scope === 'international' && r() < 0.34 ? 'internationalTransport' : pick(r, domestic);
    const homeCity = r() < 0.5 ? agent.row.city : pick(r, allCities(home));
    let candidate: Listing | undefined;
    if (category === 'internationalTransport') {
      const k = r();
      const kind = INTERNATIONAL_KINDS.find(([, upTo]) => k < upTo)?.[0] ?? 'fclSea';
      // A kind the agent's country cannot run (sea from a country without a port, road from an island) goes by air.
      const lane = drawLane(r, kind, home, homeCity);
      const air = lane ? undefined : drawLane(r, 'airFreight', home, homeCity);
      candidate = lane ? { category, kind, ...lane } : air ? { category, kind: 'airFreight', ...air } : undefined;
    } else {
      const kind = pick(r, MODES[category].kinds);
      const at = { country: home.name, city: category === 'portAgencyServices' && !isSeaport(home.name, homeCity) ? pick(r, seaports(home)) : homeCity };
      const others = allCities(home).filter((c) => c !== at.city);
      const to = category === 'domesticTransportcitytocity' && others.length > 0 ? { country: home.name, city: pick(r, others) } : at;
      candidate = { category, kind, from: at, to };
    }
    if (!candidate) continue;
    listing = candidate;
    if (remember(listed, agent.row.id, candidate)) break;
  }
  return listing ?? { category: 'customsServices', kind: 'importClearance', from: { country: home.name, city: agent.row.city }, to: { country: home.name, city: agent.row.city } };
}

function generateService(
  id: number,
  agents: AgentGen[],
  stats: Map<number, { sum: number; count: number }>,
  listed: Set<number>,
  today: number,
): ServicesTable {
  const plan = planService(id, agents, today);
  const { agentIndex, r } = plan;
  const agent = agents[agentIndex - 1];
  const home = agent.country;
  // A busy lane the agent already lists gives way to another busy lane, then to one of its own listings.
  let listing: Listing | undefined;
  for (let attempt = 0, lane = plan.busy; lane && attempt < 8 && !listing; attempt += 1, lane = drawBusyLane(r)) {
    const busy: Listing = { category: 'internationalTransport', ...lane };
    if (remember(listed, agentIndex, busy)) listing = busy;
  }
  listing ??= drawListing(r, agent, listed);
  const { category, kind: kindOf, from, to } = listing;
  const kind = MODES[category];
  const modeName = SERVICE_KINDS[kindOf]!.name.en;
  const mode = serviceMode(category, modeName);
  let usd = between(r, kind.usd[0], kind.usd[1]);
  let days = intBetween(r, kind.days[0], kind.days[1]);
  let daysMax: number | null = days + (r() < 0.5 ? 1 : 0);
  let leadDays: number | null = null;
  let distanceKm = 0;
  if (category === 'internationalTransport') {
    const timing = laneTiming(r, kindOf, from, to);
    [distanceKm, days, daysMax, usd] = [timing.distanceKm, timing.transitDays, timing.transitDaysMax, timing.usd];
  } else if (category === 'domesticTransportcitytocity' && from.city !== to.city) {
    distanceKm = laneDistanceKm(from, to, mode === 'rail' ? 'rail' : 'road') ?? 400;
    // A truck covers about 600-700 km a day; a day more for loading and delivery.
    days = Math.max(1, Math.round(distanceKm / between(r, 600, 700)) + 1);
    daysMax = days + 1;
    usd = 150 + distanceKm * between(r, 1.2, 1.8) * (kindOf === 'ltlPartLoad' ? 0.45 : kindOf === 'reeferTrucking' ? 1.3 : 1);
  } else if (!movesGoods(category)) {
    // Warehousing, customs, brokerage and port agency move nothing: a lead or processing time, no transit.
    [leadDays, days, daysMax] = [days, 0, null];
  }
  const currency = r() < 0.6 ? home.currency : laneCurrency(mode, from, to);
  const rate = EXCHANGE_RATES[currency];
  const price = rate >= 100 ? Math.round(usd * rate) : round2(usd * rate);
  const priceUsd = round2(price / rate);
  const protectionFee = r() < 0.7 ? pick(r, PROTECTION_FEES) : '';
  const { title, description } = describeService(
    {
      kind: kindOf, originCountry: from.country, originCity: from.city, destinationCountry: to.country, destinationCity: to.city, transitDays: days,
      transitDaysMax: daysMax, leadDays, currency, protectionFee, agentName: agent.row.company_name, distanceKm,
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
    mode,
    kind: kindOf,
    distance_km: distanceKm,
    origin_country: from.country,
    origin_country_lc: from.country.toLowerCase(),
    origin_city: from.city,
    destination_country: to.country,
    destination_country_lc: to.country.toLowerCase(),
    destination_city: to.city,
    price,
    currency,
    price_usd: priceUsd,
    transit_days: days,
    transit_days_max: daysMax,
    lead_days: leadDays,
    protection_fee: protectionFee,
    rating: s ? round2(s.sum / s.count) : 0,
    review_count: s ? s.count : 0,
    image_path: `services/${category}-${1 + Math.floor(r() * IMAGE_VARIANTS)}.svg`,
    created_at: plan.createdAt,
    // What the full-text index reads: the English texts and the kind's name in every language (places are matched in
    // any language through their English names: place-index.ts), lower-cased without accents.
    search_text: normalizeSearch(`${title} ${description} ${agent.row.company_name} ${SERVICE_KINDS[kindOf]?.name.fr ?? ''} ${SERVICE_KINDS[kindOf]?.name.ar ?? ''}`),
    ...seedTariff({ id, kind: kindOf, category, mode, currency, usd, today }), // its tariff and "from" price (issue 49)
  };
}

/** The languages customers write reviews in, by share: most in English, a fifth each in French and Arabic. */
const REVIEW_LANGS: [SeedLang, number][] = [['en', 0.6], ['fr', 0.8], ['ar', 1]];

function generateReviews(nReviews: number, nServices: number, agents: AgentGen[], today: number): ReviewsTable[] {
  const r = mulberry32(SEED + 2);
  const reviews: ReviewsTable[] = [];
  // Each agent's comments so far: a new one is drawn again (a few times) rather than repeat one.
  const said = new Map<number, Set<string>>();
  for (let id = 1; id <= nReviews; id += 1) {
    const serviceId = 1 + Math.floor(r() * nServices);
    const { agentIndex, createdAt } = planService(serviceId, agents, today);
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
    const ofService = r() < 0.9;
    // Never before the service was listed (or, for a review of the agent, before it joined), never after the seed date.
    const since = ofService ? Date.parse(createdAt) : Date.parse(agents[agentIndex - 1].row.joined_at);
    reviews.push({
      id,
      agent_id: agentIndex,
      service_id: ofService ? serviceId : null,
      customer_name: `${pick(r, names.first)} ${[...pick(r, names.last).replace(/^ال/, '')][0]}.`,
      rating,
      comment,
      created_at: new Date(since + Math.floor(r() * Math.max(0, today - since))).toISOString(),
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
  // The seed date: every date of the data set is laid out before it (the newest things days old), deterministic given it.
  const today = (options.today ?? new Date()).getTime();
  const now = new Date(today).toISOString();

  // Artwork
  CATEGORIES.forEach((c) => {
    for (let v = 1; v <= IMAGE_VARIANTS; v += 1) writeFile(path.join(files, 'services', `${c.key}-${v}.svg`), serviceSvg(c.color, v - 1));
  });

  const agents = generateAgents(nAgents, today);
  const reviews = generateReviews(nReviews, nServices, agents, today);
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
    await trx.insertInto('exchange_rates').values(Object.entries(EXCHANGE_RATES).map(([code, rate]) => ({ code, rate, updated_at: new Date(today - (today % DAY)).toISOString() }))).execute();
    await insertBatches(trx, 'agents', agents.map((a) => a.row as unknown as Record<string, unknown>), 500);
  });
  log(`seed: ${nAgents} agents`);

  // 500 rows a statement: SQLite binds at most 32,766 values, and a service row has about fifty columns with its tariff.
  const batch = 500;
  const listed = new Set<number>();
  for (let start = 1; start <= nServices; start += batch * 20) {
    await db.transaction().execute(async (trx) => {
      for (let b = start; b < start + batch * 20 && b <= nServices; b += batch) {
        const rows: ServicesTable[] = [];
        for (let id = b; id < b + batch && id <= nServices; id += 1) rows.push(generateService(id, agents, serviceStats, listed, today));
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
  log(`seed: ${await seedAgentTrust(db, new Date(today))} agent verifications, quote requests with their answers and review bookings`);
  log(`seed: ${await seedPriceHistory(db, new Date(today - (today % DAY)))} price history points`);
  log(`seed: ${await db.transaction().execute((trx) => refreshPlaces(trx))} places`);
  log(`seed: ${await refreshSearchWords(db)} search words`);

  await seedContent(db, files, options.contentDir, new Date(today));
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
