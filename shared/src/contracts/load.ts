// The shipper's load (issue 49): what is shipped, as the address carries it (GET forms, shareable links, no JavaScript
// needed) and as the API prices it. One rule set for the site's forms, the API and the seed; no state, no React.
//
// In an address a load is:
//   load  = `20` | `40` | `40HC` | `reefer` (containers) | `pkg` (packages)
//   n     = the number of containers (1-99) or of pieces (1-9999); 1 when left out
//   kg    = the total gross weight in kg: required for packages, optional for containers (checked against payload)
//   m3    = the total volume in m³, or l, w, h = one piece's length, width and height in cm (packages only)
//   value = the declared value of the goods, valueCur = its 3-letter currency (USD when left out)
//   days  = storage days, for warehousing (30 when left out)
// No `load` = no load: lists show the listed "from" prices. Numbers may be typed in Arabic-Indic digits.
import { parseLocaleNumber } from './locale-digits';

export const CONTAINER_TYPES = ['20', '40', '40HC', 'reefer'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

export const LOAD_TYPES = [...CONTAINER_TYPES, 'pkg'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];

/** The address parameters of a load, in the order `loadToParams` writes them. */
export const LOAD_PARAMS = ['load', 'n', 'kg', 'm3', 'l', 'w', 'h', 'value', 'valueCur', 'days'] as const;
export type LoadParam = (typeof LOAD_PARAMS)[number];

/**
 * What one container takes: maximum payload (kg of goods) and internal volume (m³), rounded from the figures carriers
 * publish for ISO 668 dry and reefer containers (e.g. Hapag-Lloyd's and Maersk's container specifications: 20' dry
 * 28,200 kg / 33.2 m³; 40' dry 26,700 kg / 67.7 m³; 40' high cube 26,460 kg / 76.3 m³; 40' high-cube reefer
 * 27,700 kg / 59.3 m³ inside the insulation): 20' 28,000 kg / 33 m³, 40' 26,500 kg / 67 m³, 40' HC 26,500 kg /
 * 76 m³, reefer 27,000 kg / 59 m³. A 40' carries less weight than a 20' (its own tare is higher within the same
 * gross limit).
 */
export const CONTAINER_SPECS: Readonly<Record<ContainerType, { maxKg: number; m3: number }>> = {
  '20': { maxKg: 28_000, m3: 33 },
  '40': { maxKg: 26_500, m3: 67 },
  '40HC': { maxKg: 26_500, m3: 76 },
  reefer: { maxKg: 27_000, m3: 59 },
};

/** What a load may be: beyond these the address is refused (400), it is not a shipment. */
export const LOAD_LIMITS = {
  maxContainers: 99,
  maxPieces: 9999,
  maxKg: 1_000_000,
  maxM3: 10_000,
  /** One piece's side, in cm (project cargo of 30 m goes on a quote). */
  maxSideCm: 3000,
  maxValue: 1_000_000_000,
  maxDays: 365,
} as const;

/** Storage days when a load does not say (warehousing: a month). */
export const DEFAULT_STORAGE_DAYS = 30;
/** The declared value's currency when a load does not say. */
export const DEFAULT_VALUE_CURRENCY = 'USD';

export interface DeclaredValue {
  amount: number;
  /** 3-letter ISO 4217 code, upper case. */
  currency: string;
}

interface LoadCommon {
  /** Containers (1-99) or pieces (1-9999). */
  count: number;
  value?: DeclaredValue;
  /** Storage days (warehousing); `DEFAULT_STORAGE_DAYS` when not given. */
  days?: number;
}

export interface ContainerLoad extends LoadCommon {
  type: ContainerType;
  /** Total gross weight of the goods in all containers, kg (optional). */
  kg?: number;
}

export interface PackageLoad extends LoadCommon {
  type: 'pkg';
  /** Total gross weight, kg. */
  kg: number;
  /** Total volume, m³ (from `dims` × count when the size was given). */
  m3: number;
  /** One piece's length, width, height in cm, when the load was given by size. */
  dims?: { l: number; w: number; h: number };
}

export type Load = ContainerLoad | PackageLoad;

export const isContainerLoad = (load: Load): load is ContainerLoad => load.type !== 'pkg';

/** Per-field error codes the site translates (`load.errors.<code>`). */
export const LOAD_ERROR_CODES = ['unknownType', 'required', 'notANumber', 'notWhole', 'tooSmall', 'tooLarge', 'sizeOrVolume', 'currency'] as const;
export type LoadErrorCode = (typeof LOAD_ERROR_CODES)[number];
export type LoadErrors = Partial<Record<LoadParam, LoadErrorCode>>;

export type ParsedLoad = { load: Load | null } | { errors: LoadErrors };

type Params = URLSearchParams | Record<string, string | undefined>;
const read = (params: Params, name: string): string => String((params instanceof URLSearchParams ? params.get(name) : params[name]) ?? '').trim();

/**
 * The load an address (or an API query) names: `{ load: null }` without `load`, `{ load }` when every field is right,
 * `{ errors }` (one code per wrong field) otherwise. Numbers in any digits (`parseLocaleNumber`).
 */
export function parseLoad(params: Params): ParsedLoad {
  const type = read(params, 'load');
  if (!type) return { load: null };
  const errors: LoadErrors = {};
  if (!(LOAD_TYPES as readonly string[]).includes(type)) return { errors: { load: 'unknownType' } };
  const packages = type === 'pkg';

  const number = (name: LoadParam, min: number, max: number, opts: { whole?: boolean; required?: boolean } = {}): number | undefined => {
    const raw = read(params, name);
    if (!raw) {
      if (opts.required) errors[name] = 'required';
      return undefined;
    }
    const value = parseLocaleNumber(raw);
    if (value === undefined) errors[name] = 'notANumber';
    else if (opts.whole && !Number.isInteger(value)) errors[name] = 'notWhole';
    else if (value < min || value <= 0) errors[name] = 'tooSmall';
    else if (value > max) errors[name] = 'tooLarge';
    else return value;
    return undefined;
  };

  const count = number('n', 1, packages ? LOAD_LIMITS.maxPieces : LOAD_LIMITS.maxContainers, { whole: true }) ?? 1;
  const kg = number('kg', 0, LOAD_LIMITS.maxKg, { required: packages });
  const days = number('days', 1, LOAD_LIMITS.maxDays, { whole: true });
  const amount = number('value', 0, LOAD_LIMITS.maxValue);
  const currency = (read(params, 'valueCur') || DEFAULT_VALUE_CURRENCY).toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) errors.valueCur = 'currency';
  const value = amount === undefined ? undefined : { amount, currency };

  let m3: number | undefined;
  let dims: PackageLoad['dims'];
  if (packages) {
    const volume = number('m3', 0, LOAD_LIMITS.maxM3);
    const sides = (['l', 'w', 'h'] as const).map((side) => number(side, 0, LOAD_LIMITS.maxSideCm));
    const sized = (['l', 'w', 'h'] as const).some((side) => read(params, side));
    if (volume !== undefined) m3 = volume;
    else if (sized) {
      const [l, w, h] = sides;
      (['l', 'w', 'h'] as const).forEach((side, i) => {
        if (sides[i] === undefined && !errors[side]) errors[side] = 'required';
      });
      if (l !== undefined && w !== undefined && h !== undefined) {
        dims = { l, w, h };
        m3 = roundTo((l * w * h * count) / 1_000_000, 3);
        if (m3 > LOAD_LIMITS.maxM3) errors.m3 = 'tooLarge';
      }
    } else if (!errors.m3) errors.m3 = 'sizeOrVolume';
  }

  if (Object.keys(errors).length > 0) return { errors };
  const common: LoadCommon = { count, ...(value ? { value } : {}), ...(days !== undefined ? { days } : {}) };
  if (packages) return { load: { type: 'pkg', ...common, kg: kg!, m3: m3!, ...(dims ? { dims } : {}) } };
  return { load: { type: type as ContainerType, ...common, ...(kg !== undefined ? { kg } : {}) } };
}

/** The address parameters of a load (ASCII digits, the load's fields only), the inverse of `parseLoad`. */
export function loadToParams(load: Load): Record<string, string> {
  const out: Record<string, string> = { load: load.type, n: String(load.count) };
  if (load.kg !== undefined) out.kg = String(load.kg);
  if (load.type === 'pkg') {
    if (load.dims) Object.assign(out, { l: String(load.dims.l), w: String(load.dims.w), h: String(load.dims.h) });
    else out.m3 = String(load.m3);
  }
  if (load.value) Object.assign(out, { value: String(load.value.amount), valueCur: load.value.currency });
  if (load.days !== undefined) out.days = String(load.days);
  return out;
}

const FIELD_NAMES: Record<LoadParam, string> = {
  load: 'load (20, 40, 40HC, reefer or pkg)',
  n: 'n (number of containers 1-99 or pieces 1-9999)',
  kg: `kg (total weight, up to ${LOAD_LIMITS.maxKg})`,
  m3: `m3 (total volume, up to ${LOAD_LIMITS.maxM3})`,
  l: 'l (length in cm)',
  w: 'w (width in cm)',
  h: 'h (height in cm)',
  value: 'value (declared value of the goods)',
  valueCur: 'valueCur (3-letter currency code)',
  days: `days (storage days, 1-${LOAD_LIMITS.maxDays})`,
};
const CODE_TEXT: Record<LoadErrorCode, string> = {
  unknownType: 'is not a load type',
  required: 'is required',
  notANumber: 'is not a number',
  notWhole: 'must be a whole number',
  tooSmall: 'is too small',
  tooLarge: 'is too large',
  sizeOrVolume: 'or l, w and h are required for packages',
  currency: 'is not a currency code',
};

/** One English sentence for the API's 400 ("Invalid load: kg (total weight…) is required; …"). */
export function loadErrorMessage(errors: LoadErrors): string {
  const parts = (Object.keys(errors) as LoadParam[]).map((field) => `${FIELD_NAMES[field]} ${CODE_TEXT[errors[field]!]}`);
  return `Invalid load: ${parts.join('; ')}.`;
}

/** Total weight of a load in kg when known (containers: as given). */
export const loadKg = (load: Load): number | undefined => load.kg;

/** Total volume of a load in m³: packages as given; containers by their internal volume. */
export const loadM3 = (load: Load): number => (isContainerLoad(load) ? CONTAINER_SPECS[load.type].m3 * load.count : load.m3);

export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f + Number.EPSILON * f) / f;
}
