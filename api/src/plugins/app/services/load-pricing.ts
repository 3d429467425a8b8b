// The price of the visitor's load on the services (issue 49). The rules are the contract's (`priceLoad`,
// shared/src/contracts/tariff.ts); this module reads the load from a query, prices rows with the contract, and writes
// the same rules as one SQL expression over migration 025's columns, so "price" orders a list by the load's all-in
// price in US dollars inside the database (and pages correctly at a million services). test/tariffs.test.ts checks
// that the SQL order and `priceLoad` agree on the seeded data.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  CONTAINER_SPECS, LOAD_PARAMS, PROTECTION_MINIMUM_USD, TRANSPORT_BASES, VOLUMETRIC_DIVISOR_CM3_PER_KG, chargeableKg, isContainerLoad, loadErrorMessage,
  loadM3, parseLoad, priceLoad, revenueTons, storageDays, type Load, type LoadPrice, type TransportMode,
} from '@cargora/shared/contracts';
import { TRANSPORT_MODES, type ServiceT } from '@cargora/shared/contracts/schemas';
import { badRequest } from '../../../lib/http-errors';
import type { Dialect } from '../../../db/search-index';
import type { Database } from '../../../db/types';
import { tariffOfRow, type TariffColumns } from './tariff-columns';

/** Categories whose services do not move goods: priced per shipment or storage day, never on a freight basis. */
export const STATIC_CATEGORIES = ['customsServices', 'warehouseServices', 'portAgencyServices', 'brokerageServices'] as const;

/** A load to price, with what the prices need besides: its declared value in USD and today's date. */
export interface PricingLoad {
  load: Load;
  /** The declared value in US dollars (protection), when given. */
  valueUsd?: number;
  /** Today, YYYY-MM-DD: a tariff valid until yesterday has expired. */
  today: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The load a query names, or null without one. A wrong load (or a declared value in a currency the site does not
 * know) is the visitor's mistake: a 400 naming each wrong field.
 */
export async function pricingLoadOf(db: Kysely<Database>, query: Record<string, unknown>): Promise<PricingLoad | null> {
  const params: Record<string, string> = {};
  for (const name of LOAD_PARAMS) if (typeof query[name] === 'string') params[name] = query[name] as string;
  const parsed = parseLoad(params);
  if ('errors' in parsed) throw badRequest(loadErrorMessage(parsed.errors));
  if (!parsed.load) return null;
  const { load } = parsed;
  if (!load.value) return { load, today: today() };
  const row = await db.selectFrom('exchange_rates').select('rate').where('code', '=', load.value.currency).executeTakeFirst();
  if (!row || !(Number(row.rate) > 0)) throw badRequest(`Invalid load: valueCur ${load.value.currency} is not a currency the site knows.`);
  return { load, valueUsd: load.value.amount / Number(row.rate), today: today() };
}

type PricedRow = Partial<TariffColumns> & { currency: string; price: number; price_usd: number; category: string; mode: string; protection_fee: string };

/** The contract's mode of a service: none for one that does not move goods. */
export function modeOf(row: { category: string; mode: string }): TransportMode | null {
  if ((STATIC_CATEGORIES as readonly string[]).includes(row.category)) return null;
  return (TRANSPORT_MODES as readonly string[]).includes(row.mode) ? (row.mode as TransportMode) : null;
}

/** US dollars per unit of the service's currency, as its listed price states it (what the SQL order uses too). */
const usdPerUnit = (row: { price: number; price_usd: number }) => (Number(row.price) > 0 ? Number(row.price_usd) / Number(row.price) : 0);

/** The load's price on a service's row (the contract's `priceLoad`). */
export function priceRow(row: PricedRow, pricing: PricingLoad): LoadPrice {
  const perUnit = usdPerUnit(row);
  const unitsPerUsd = perUnit > 0 ? 1 / perUnit : 0;
  return priceLoad(tariffOfRow(row, pricing.today), pricing.load, {
    mode: modeOf(row),
    today: pricing.today,
    usdPerUnit: perUnit,
    protectionRate: row.protection_fee,
    declaredValueInTariffCurrency: pricing.valueUsd === undefined ? null : pricing.valueUsd * unitsPerUsd,
    protectionMinimumInTariffCurrency: PROTECTION_MINIMUM_USD * unitsPerUsd,
  });
}

/** The service's answer with the load's price on it (no load: as it is). */
export const withLoadPrice = (service: ServiceT, row: PricedRow, pricing: PricingLoad | null): ServiceT =>
  pricing ? { ...service, loadPrice: priceRow(row, pricing) } : service;

const RATE_COLUMN = { '20': 'rate_20', '40': 'rate_40', '40HC': 'rate_40hc', reefer: 'rate_reefer' } as const;
const inList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));
/** A number of the load written into the SQL (computed here, finite): PostgreSQL types it as a number, not text. */
const num = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return sql.raw(String(value));
};

/**
 * `priceLoad` as SQL over the services' columns: `available` (the service can carry the load on a valid tariff) and
 * `totalUsd` (the all-in price of the load in US dollars, its protection included). What depends on the load alone
 * (chargeable weights per mode, revenue tons, volume, storage days, the protection's declared value) is computed here
 * and bound as parameters; what depends on the service is read from its columns.
 */
export function loadPriceSql(pricing: PricingLoad, dialect: Dialect): { available: RawBuilder<unknown>; totalUsd: RawBuilder<number> } {
  const { load } = pricing;
  const containers = isContainerLoad(load);
  const m3 = loadM3(load);
  const days = storageDays(load);
  const valid = sql`(services.tariff_valid_until IS NULL OR services.tariff_valid_until >= ${pricing.today})`;
  const freightBasisOnStatic = sql`(services.category IN (${inList(STATIC_CATEGORIES)}) AND services.tariff_basis IN (${inList(TRANSPORT_BASES)}))`;
  let accepts: RawBuilder<unknown>;
  let freight: RawBuilder<unknown>;
  const perShipment = sql`WHEN 'perShipment' THEN services.tariff_rate WHEN 'perStorageDay' THEN services.tariff_rate * ${num(m3)} * ${num(days)}`;
  if (containers) {
    const rate = sql.ref(`services.${RATE_COLUMN[load.type]}`);
    const fits = load.kg === undefined || load.kg <= CONTAINER_SPECS[load.type].maxKg * load.count;
    const weight = load.kg === undefined ? sql`1 = 1` : sql`(services.max_kg IS NULL OR services.max_kg >= ${num(load.kg)})`;
    accepts = sql`(${sql.raw(fits ? '1 = 1' : '1 = 0')} AND ${weight} AND (
      (services.tariff_basis = 'perContainer' AND ${rate} IS NOT NULL)
      OR (services.tariff_basis IN ('perShipment', 'perStorageDay') AND (services.max_m3 IS NULL OR services.max_m3 >= ${num(m3)}))))`;
    freight = sql`CASE services.tariff_basis WHEN 'perContainer' THEN ${rate} * ${num(load.count)} ${perShipment} ELSE 0 END`;
  } else {
    const byMode = sql.join(
      (Object.keys(VOLUMETRIC_DIVISOR_CM3_PER_KG) as TransportMode[]).map((mode) => sql`WHEN ${mode} THEN ${num(chargeableKg(load.kg, load.m3, mode))}`),
      sql` `,
    );
    accepts = sql`(services.tariff_basis <> 'perContainer' AND (services.max_kg IS NULL OR services.max_kg >= ${num(load.kg)})
      AND (services.max_m3 IS NULL OR services.max_m3 >= ${num(m3)}))`;
    freight = sql`CASE services.tariff_basis
      WHEN 'perKgChargeable' THEN services.tariff_rate * (CASE services.mode ${byMode} ELSE ${num(chargeableKg(load.kg, load.m3, 'air'))} END)
      WHEN 'perRevenueTon' THEN services.tariff_rate * ${num(revenueTons(load.kg, load.m3))}
      WHEN 'perM3' THEN services.tariff_rate * ${num(load.m3)}
      ${perShipment} ELSE 0 END`;
  }
  const boxes = containers ? load.count : 1;
  // The freight at least its minimum; surcharges fixed, per container, and as a % of that freight.
  const larger = sql.raw(dialect === 'postgres' ? 'GREATEST' : 'MAX');
  const charged = sql`${larger}(${freight}, services.min_charge)`;
  const local = sql`(${charged} * (1 + services.surcharge_pct / 100.0) + services.surcharge_fixed + services.surcharge_per_container * ${num(boxes)})`;
  const perUnit = sql`(CASE WHEN services.price > 0 THEN services.price_usd / services.price ELSE 0 END)`;
  let protection = sql`0`;
  if (pricing.valueUsd !== undefined) {
    // The protection rate ("1.5%") read from its text where it is a valid percentage (spec section 5), else none.
    const percent =
      dialect === 'postgres'
        ? sql`services.protection_fee ~ '^([0-9]{1,2}(\\.[0-9]+)?|100)%$'`
        : sql`(services.protection_fee GLOB '[0-9]%' OR services.protection_fee GLOB '[0-9][0-9]%' OR services.protection_fee = '100%'
            OR ((services.protection_fee GLOB '[0-9].[0-9]*%' OR services.protection_fee GLOB '[0-9][0-9].[0-9]*%') AND NOT services.protection_fee GLOB '*.*[^0-9]*%'))`;
    const real = sql.raw(dialect === 'postgres' ? 'DOUBLE PRECISION' : 'REAL');
    const rate = sql`(CASE WHEN ${percent} THEN CAST(REPLACE(services.protection_fee, '%', '') AS ${real}) / 100.0 ELSE 0 END)`;
    const premium = sql`${rate} * ${num(pricing.valueUsd)}`;
    protection = sql`(CASE WHEN ${rate} <= 0 THEN 0 WHEN ${premium} < ${num(PROTECTION_MINIMUM_USD)} THEN ${num(PROTECTION_MINIMUM_USD)} ELSE ${premium} END)`;
  }
  return {
    available: sql`(${valid} AND NOT ${freightBasisOnStatic} AND ${accepts})`,
    totalUsd: sql<number>`(${local} * ${perUnit} + ${protection})`,
  };
}

/**
 * The ORDER BY of a list by the load's price: the services that can carry the load first, by their all-in price in US
 * dollars (cheapest first for `asc`), then those that cannot (no price: NULLS LAST); ties by id. One expression, each
 * part of it evaluated once per row.
 */
export function loadPriceOrder(pricing: PricingLoad, dialect: Dialect, direction: 'asc' | 'desc'): RawBuilder<unknown> {
  const { available, totalUsd } = loadPriceSql(pricing, dialect);
  const dir = sql.raw(direction);
  return sql`CASE WHEN ${available} THEN ${totalUsd} END ${dir} NULLS LAST, services.id ${dir}`;
}
