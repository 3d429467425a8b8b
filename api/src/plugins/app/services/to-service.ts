/** A service's row (with its agent) as the API answers it, in the request's language. */
import { TARIFF_BASES, standardLoad, type ContainerType, type TariffBasis } from '@cargora/shared/contracts';
import { tariffOfRow } from './tariff-columns';
import { TRANSPORT_MODES, type CategoryKeyT, type ContentLangT, type ServiceT, type TransportModeT } from '@cargora/shared/contracts/schemas';
import { toAgentSummary } from '../agents/agent-mappers';
import { placeName } from '../../../lib/place-names';
import { describeService } from '../../../reference/service-kinds';
import type { ServiceRow } from './service-queries';

const isMode = (mode: string): mode is TransportModeT => (TRANSPORT_MODES as readonly string[]).includes(mode);
/** A nullable integer column as a number, or undefined when it holds none (transit_days_max, lead_days). */
const optionalInt = (value: number | null | undefined) => (value === null || value === undefined ? undefined : Number(value));

/**
 * A service's title and description in the request's language: a seeded kind is written from its facts (service-kinds.ts),
 * an agent's own text (no kind) is served as written, in English.
 */
export function serviceTexts(row: ServiceRow, lang: ContentLangT): { title: string; description: string; lang: ContentLangT } {
  if (lang === 'en' || !row.kind) return { title: row.title, description: row.description, lang: 'en' };
  const texts = describeService(
    {
      kind: row.kind,
      originCountry: row.origin_country,
      originCity: row.origin_city,
      destinationCountry: row.destination_country,
      destinationCity: row.destination_city,
      transitDays: Number(row.transit_days),
      transitDaysMax: optionalInt(row.transit_days_max) ?? null,
      leadDays: optionalInt(row.lead_days) ?? null,
      currency: row.currency,
      protectionFee: row.protection_fee,
      agentName: row.a_company_name,
      distanceKm: Number(row.distance_km ?? 0),
    },
    lang,
  );
  return { ...texts, lang };
}

/** The container type a per-container listed price is for (the card names it: "from $710 per 20' container"). */
function standardContainerOf(row: ServiceRow): { standardContainer?: ContainerType } {
  if (row.tariff_basis !== 'perContainer') return {};
  const load = standardLoad(tariffOfRow(row, ''));
  return load.type === 'pkg' ? {} : { standardContainer: load.type };
}

export function toService(row: ServiceRow, filesOrigin: string, lang: ContentLangT): ServiceT {
  return {
    id: Number(row.id),
    ...serviceTexts(row, lang),
    category: row.category as CategoryKeyT,
    scope: row.scope === 'international' ? 'international' : 'domestic',
    mode: isMode(row.mode) ? row.mode : 'road',
    originCountry: row.origin_country,
    originCity: row.origin_city,
    destinationCountry: row.destination_country,
    destinationCity: row.destination_city,
    names: {
      originCountry: placeName.country(row.origin_country, lang),
      originCity: placeName.city(row.origin_country, row.origin_city, lang),
      destinationCountry: placeName.country(row.destination_country, lang),
      destinationCity: placeName.city(row.destination_country, row.destination_city, lang),
    },
    price: Number(row.price),
    currency: row.currency,
    priceUsd: Number(row.price_usd),
    transitDays: Number(row.transit_days),
    ...(optionalInt(row.transit_days_max) === undefined ? {} : { transitDaysMax: optionalInt(row.transit_days_max) }),
    ...(optionalInt(row.lead_days) === undefined ? {} : { leadDays: optionalInt(row.lead_days) }),
    ...(Number(row.distance_km) >= 1 ? { distanceKm: Math.round(Number(row.distance_km)) } : {}),
    protectionFee: row.protection_fee,
    rating: Number(row.rating),
    reviewCount: Number(row.review_count),
    imageUrl: `${filesOrigin}/files/${row.image_path}`,
    createdAt: row.created_at,
    ...((TARIFF_BASES as readonly string[]).includes(row.tariff_basis) ? { tariffBasis: row.tariff_basis as TariffBasis } : {}),
    ...standardContainerOf(row),
    agent: toAgentSummary(
      {
        id: row.a_id, user_id: row.a_user_id, company_name: row.a_company_name, country: row.a_country, country_code: row.a_country_code,
        state: row.a_state, city: row.a_city, logo_path: row.a_logo_path, rating: row.a_rating, review_count: row.a_review_count,
        completed_jobs: row.a_completed_jobs, scope: row.a_scope, verified: row.a_verified, joined_at: row.a_joined_at,
      },
      filesOrigin,
      lang,
    ),
  };
}
