// A service's tariff and the price of a load on it (issue 49): one rule set for the API (which also sorts by it in
// SQL: api/src/plugins/app/services/load-price-sql.ts mirrors `priceLoad` and a test checks they agree), the pages and
// the seed. Amounts are in the tariff's currency (the agent's); `totalUsd` converts with the rate the caller gives.
import type { TransportMode } from './enums';
import { CONTAINER_SPECS, DEFAULT_STORAGE_DAYS, isContainerLoad, loadM3, roundTo, type ContainerType, type Load } from './load';
import { protectionPremium } from './protection';

/**
 * How a tariff charges the freight:
 * - perContainer: a rate per container of each type offered (FCL sea, rail, FTL road by box);
 * - perKgChargeable: a rate per kg of chargeable weight = max(actual kg, volume ÷ the mode's volumetric divisor)
 *   (air 1:6,000 cm³/kg, road and rail 1:3,000 — `VOLUMETRIC_DIVISOR_CM3_PER_KG`);
 * - perRevenueTon: a rate per revenue ton = max(tonnes, m³) (LCL sea);
 * - perM3: a rate per m³;
 * - perShipment: a flat fee per shipment (customs, brokerage, port agency);
 * - perStorageDay: a rate per m³ per day of storage (warehousing; containers occupy their internal volume).
 */
export const TARIFF_BASES = ['perContainer', 'perKgChargeable', 'perRevenueTon', 'perM3', 'perShipment', 'perStorageDay'] as const;
export type TariffBasis = (typeof TARIFF_BASES)[number];

/** The bases that price moving goods (a service that does not move goods cannot use them). */
export const TRANSPORT_BASES: readonly TariffBasis[] = ['perContainer', 'perKgChargeable', 'perRevenueTon', 'perM3'];

/** A priced load's line codes, in the order lines are listed; the site translates them. */
export const LOAD_LINE_CODES = [
  'freight',
  'minimumCharge',
  'bunker',
  'currency',
  'peakSeason',
  'terminalHandling',
  'documentation',
  'security',
  'fuel',
  'protection',
] as const;
export type LoadLineCode = (typeof LOAD_LINE_CODES)[number];
/** The surcharges a tariff may name (every line but the freight, its minimum and protection). */
export type SurchargeCode = Exclude<LoadLineCode, 'freight' | 'minimumCharge' | 'protection'>;
export const SURCHARGE_CODES = LOAD_LINE_CODES.filter((code) => code !== 'freight' && code !== 'minimumCharge' && code !== 'protection') as SurchargeCode[];

/** Why a load is not priced on a service; the site translates them. */
export const LOAD_UNAVAILABLE_REASONS = [
  'weightExceeded',
  'volumeExceeded',
  'containerTypeNotOffered',
  'packagesNotAccepted',
  'containersNotAccepted',
  'tariffExpired',
  'notTransport',
] as const;
export type LoadUnavailableReason = (typeof LOAD_UNAVAILABLE_REASONS)[number];

/**
 * A named surcharge: `fixed` = an amount per shipment, `perContainer` = an amount per container (once for a load of
 * packages), `percent` = a percentage of the freight (after its minimum), e.g. 12 for 12 %.
 */
export interface Surcharge {
  code: SurchargeCode;
  kind: 'fixed' | 'perContainer' | 'percent';
  amount: number;
}

export interface Tariff {
  basis: TariffBasis;
  /** The agent's currency, 3 letters. */
  currency: string;
  /** perContainer: the rate of each container type offered (types left out are not offered). */
  rates?: Partial<Record<ContainerType, number>>;
  /** Every other basis: the rate per chargeable kg, revenue ton, m³, shipment or m³-day. */
  rate?: number;
  /** The least the freight costs (0: none). */
  minimum: number;
  surcharges: Surcharge[];
  /** The last day the tariff holds, ISO date (YYYY-MM-DD), inclusive. */
  validUntil: string;
  /** The most weight (kg) / volume (m³) one shipment may have; null: no limit but the containers'. */
  maxKg?: number | null;
  maxM3?: number | null;
}

/**
 * Volumetric divisors (cm³ per kg) for chargeable weight: air 6,000 (IATA), road 3,000 (European groupage practice,
 * 333 kg per m³), rail 3,000, sea 1,000 (1 m³ = 1 t, the revenue ton), multimodal 6,000.
 */
export const VOLUMETRIC_DIVISOR_CM3_PER_KG: Readonly<Record<TransportMode, number>> = {
  air: 6000,
  road: 3000,
  rail: 3000,
  sea: 1000,
  multimodal: 6000,
};

/** What a load is charged on: chargeable kg, m³, revenue tons (the ones the basis uses). */
export interface Chargeable {
  kg?: number;
  m3?: number;
  revenueTons?: number;
}

export type PricedLoad = {
  total: number;
  currency: string;
  totalUsd: number;
  lines: { code: LoadLineCode; amount: number }[];
  validUntil: string;
  basis: TariffBasis;
  chargeable?: Chargeable;
};
export type LoadPrice = PricedLoad | { unavailable: LoadUnavailableReason };

export const isPricedLoad = (price: LoadPrice | null | undefined): price is PricedLoad => !!price && 'total' in price;

export interface PriceLoadOptions {
  /** The service's mode; null for a service that does not move goods (warehousing, customs, brokerage, port agency). */
  mode: TransportMode | null;
  /** Today, ISO date (YYYY-MM-DD) or a Date: a tariff valid until yesterday has expired. */
  today: string | Date;
  /** US dollars per unit of the tariff's currency (1 for USD), for `totalUsd`. */
  usdPerUnit: number;
  /** The service's protection rate as it states it ("1%"); none: no protection line. */
  protectionRate?: string | null;
  /** The load's declared value converted into the tariff's currency; none: protection offered but not priced. */
  declaredValueInTariffCurrency?: number | null;
  /** USD 25 (PROTECTION_MINIMUM_USD) converted into the tariff's currency. */
  protectionMinimumInTariffCurrency?: number;
}

/** Chargeable weight in kg: max(actual, volume ÷ divisor), rounded up to the next half kilogram (IATA practice). */
export function chargeableKg(kg: number, m3: number, mode: TransportMode): number {
  const volumetric = (m3 * 1_000_000) / VOLUMETRIC_DIVISOR_CM3_PER_KG[mode];
  return Math.ceil(roundTo(Math.max(kg, volumetric), 6) * 2) / 2;
}

/** Revenue tons: max(tonnes, m³), to the thousandth. */
export const revenueTons = (kg: number, m3: number): number => roundTo(Math.max(kg / 1000, m3), 3);

/** The storage days of a load. */
export const storageDays = (load: Load): number => load.days ?? DEFAULT_STORAGE_DAYS;

const isoDay = (day: string | Date): string => (typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10));

/**
 * Why `tariff` cannot price `load` (for a service of `mode`), or null when it can. Checked in this order: a transport
 * basis on a service that does not move goods, the tariff's validity, what the basis accepts (containers, packages,
 * the container type), then weight and volume against the container's payload and the tariff's maximums.
 */
export function whyUnpriceable(tariff: Tariff, load: Load, mode: TransportMode | null, today: string | Date): LoadUnavailableReason | null {
  if (mode === null && TRANSPORT_BASES.includes(tariff.basis)) return 'notTransport';
  if (isoDay(today) > tariff.validUntil) return 'tariffExpired';
  const containers = isContainerLoad(load);
  if (tariff.basis === 'perContainer') {
    if (!containers) return 'packagesNotAccepted';
    if (!(typeof tariff.rates?.[load.type] === 'number')) return 'containerTypeNotOffered';
  } else if (containers && tariff.basis !== 'perShipment' && tariff.basis !== 'perStorageDay') return 'containersNotAccepted';
  if (containers && load.kg !== undefined && load.kg > CONTAINER_SPECS[load.type].maxKg * load.count) return 'weightExceeded';
  if (load.kg !== undefined && tariff.maxKg != null && load.kg > tariff.maxKg) return 'weightExceeded';
  // Containers handed to a service priced per shipment or storage day take their internal volume (a 40' is no van load).
  if (tariff.basis !== 'perContainer' && tariff.maxM3 != null && loadM3(load) > tariff.maxM3) return 'volumeExceeded';
  return null;
}

/** The freight before its minimum: rate × what the basis charges on, and that quantity. */
export function freightOf(tariff: Tariff, load: Load, mode: TransportMode | null): { amount: number; chargeable?: Chargeable } {
  const rate = tariff.rate ?? 0;
  switch (tariff.basis) {
    case 'perContainer':
      return { amount: (tariff.rates?.[load.type as ContainerType] ?? 0) * load.count };
    case 'perShipment':
      return { amount: rate };
    case 'perStorageDay': {
      const m3 = loadM3(load);
      return { amount: rate * m3 * storageDays(load), chargeable: { m3 } };
    }
  }
  // The remaining bases take packages only (checked by whyUnpriceable).
  const { kg, m3 } = load as { kg: number; m3: number };
  if (tariff.basis === 'perKgChargeable') {
    const chargeable = chargeableKg(kg, m3, mode ?? 'air');
    return { amount: rate * chargeable, chargeable: { kg: chargeable } };
  }
  if (tariff.basis === 'perRevenueTon') {
    const tons = revenueTons(kg, m3);
    return { amount: rate * tons, chargeable: { revenueTons: tons } };
  }
  return { amount: rate * m3, chargeable: { m3 } };
}

/**
 * The all-in price of `load` on `tariff`: the freight (rate × chargeable quantity, or the minimum charge when that is
 * more: then the line is `minimumCharge`), each surcharge (fixed, per container, or % of the freight), and protection
 * (the service's rate of the declared value, at least USD 25 converted: `protectionPremium`) when a declared value is
 * given. Each line rounded to cents; the total is their sum. Or why the load cannot be priced.
 */
export function priceLoad(tariff: Tariff, load: Load, options: PriceLoadOptions): LoadPrice {
  const reason = whyUnpriceable(tariff, load, options.mode, options.today);
  if (reason) return { unavailable: reason };
  const { amount, chargeable } = freightOf(tariff, load, options.mode);
  const minimumApplies = tariff.minimum > 0 && amount < tariff.minimum;
  const freight = roundTo(minimumApplies ? tariff.minimum : amount, 2);
  const lines: PricedLoad['lines'] = [{ code: minimumApplies ? 'minimumCharge' : 'freight', amount: freight }];
  const boxes = isContainerLoad(load) ? load.count : 1;
  for (const code of SURCHARGE_CODES) {
    let sum = 0;
    for (const s of tariff.surcharges) {
      if (s.code !== code) continue;
      sum += s.kind === 'fixed' ? s.amount : s.kind === 'perContainer' ? s.amount * boxes : (freight * s.amount) / 100;
    }
    if (sum > 0) lines.push({ code, amount: roundTo(sum, 2) });
  }
  const premium = protectionPremium(options.protectionRate, options.declaredValueInTariffCurrency, options.protectionMinimumInTariffCurrency ?? 0);
  if ('premium' in premium) lines.push({ code: 'protection', amount: premium.premium });
  const total = roundTo(
    lines.reduce((sum, line) => sum + line.amount, 0),
    2,
  );
  return {
    total,
    currency: tariff.currency,
    totalUsd: roundTo(total * options.usdPerUnit, 2),
    lines,
    validUntil: tariff.validUntil,
    basis: tariff.basis,
    ...(chargeable ? { chargeable } : {}),
  };
}

/**
 * The standard load a service's listed "from" price is for: one 40' (or the first container type offered) for a
 * per-container tariff, 100 kg / 0.5 m³ of packages for the per-weight and per-volume bases; a shipment (the tariff's
 * minimum) otherwise.
 */
export function standardLoad(tariff: Tariff): Load {
  if (tariff.basis === 'perContainer') {
    const offered = (['40', '40HC', '20', 'reefer'] as const).find((type) => typeof tariff.rates?.[type] === 'number') ?? '40';
    return { type: offered, count: 1 };
  }
  return { type: 'pkg', count: 1, kg: 100, m3: 0.5 };
}
