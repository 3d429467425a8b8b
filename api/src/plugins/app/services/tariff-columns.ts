// A service's tariff (shared/src/contracts/tariff.ts) as migration 025's columns, and back: what the seed writes and
// what the API reads to price a load with the contract's `priceLoad`.
import { SURCHARGE_CODES, TARIFF_BASES, type Surcharge, type Tariff, type TariffBasis } from '@cargora/shared/contracts';

export interface TariffColumns {
  tariff_basis: string;
  rate_20: number | null;
  rate_40: number | null;
  rate_40hc: number | null;
  rate_reefer: number | null;
  tariff_rate: number | null;
  min_charge: number;
  surcharges: string;
  surcharge_fixed: number;
  surcharge_per_container: number;
  surcharge_pct: number;
  max_kg: number | null;
  max_m3: number | null;
  tariff_valid_until: string | null;
}

/** The columns the services list reads a tariff from (SERVICE_COLUMNS adds them). */
export const TARIFF_COLUMNS = [
  'tariff_basis', 'rate_20', 'rate_40', 'rate_40hc', 'rate_reefer', 'tariff_rate', 'min_charge', 'surcharges', 'surcharge_fixed',
  'surcharge_per_container', 'surcharge_pct', 'max_kg', 'max_m3', 'tariff_valid_until',
] as const;

const sum = (surcharges: Surcharge[], kind: Surcharge['kind']) =>
  Math.round(surcharges.filter((s) => s.kind === kind).reduce((total, s) => total + s.amount, 0) * 1e6) / 1e6;

export function tariffColumns(tariff: Tariff): TariffColumns {
  const rates = tariff.rates ?? {};
  return {
    tariff_basis: tariff.basis,
    rate_20: rates['20'] ?? null,
    rate_40: rates['40'] ?? null,
    rate_40hc: rates['40HC'] ?? null,
    rate_reefer: rates.reefer ?? null,
    tariff_rate: tariff.basis === 'perContainer' ? null : (tariff.rate ?? 0),
    min_charge: tariff.minimum,
    surcharges: JSON.stringify(tariff.surcharges),
    surcharge_fixed: sum(tariff.surcharges, 'fixed'),
    surcharge_per_container: sum(tariff.surcharges, 'perContainer'),
    surcharge_pct: sum(tariff.surcharges, 'percent'),
    max_kg: tariff.maxKg ?? null,
    max_m3: tariff.maxM3 ?? null,
    tariff_valid_until: tariff.validUntil,
  };
}

const num = (value: unknown): number | undefined => (value === null || value === undefined ? undefined : Number(value));

function surchargesOf(text: string): Surcharge[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (s): s is Surcharge =>
      !!s &&
      (SURCHARGE_CODES as string[]).includes(s.code) &&
      ['fixed', 'perContainer', 'percent'].includes(s.kind) &&
      typeof s.amount === 'number' &&
      Number.isFinite(s.amount),
  );
}

/**
 * The tariff a row's columns hold, in the row's currency. A row without a validity (a service there before migration
 * 025 whose data step has not run) holds until `fallbackValidUntil`.
 */
export function tariffOfRow(row: Partial<TariffColumns> & { currency: string }, fallbackValidUntil: string): Tariff {
  const basis: TariffBasis = (TARIFF_BASES as readonly string[]).includes(String(row.tariff_basis)) ? (row.tariff_basis as TariffBasis) : 'perShipment';
  const rates: Tariff['rates'] = {};
  if (num(row.rate_20) !== undefined) rates['20'] = num(row.rate_20);
  if (num(row.rate_40) !== undefined) rates['40'] = num(row.rate_40);
  if (num(row.rate_40hc) !== undefined) rates['40HC'] = num(row.rate_40hc);
  if (num(row.rate_reefer) !== undefined) rates.reefer = num(row.rate_reefer);
  return {
    basis,
    currency: row.currency,
    ...(basis === 'perContainer' ? { rates } : { rate: num(row.tariff_rate) ?? 0 }),
    minimum: num(row.min_charge) ?? 0,
    surcharges: surchargesOf(row.surcharges ?? '[]'),
    validUntil: row.tariff_valid_until ?? fallbackValidUntil,
    maxKg: num(row.max_kg) ?? null,
    maxM3: num(row.max_m3) ?? null,
  };
}
