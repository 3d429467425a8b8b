// The quote request's rules, written once: the "Request a quote" / "Contact this agent" form checks them as the
// visitor types and the API checks them again on the JSON body it receives (the schema only bounds the shapes).
import { INCOTERMS, TRANSPORT_MODES, type Incoterm, type TransportMode } from './enums';
import { JOB_APPLICATION_RULES } from './job-application';
import { parseLocaleNumber } from './locale-digits';
import { isCurrencyCode } from './currencies';
import { CONTAINER_TYPES, DEFAULT_VALUE_CURRENCY, LOAD_LIMITS, LOAD_TYPES, loadErrorMessage, parseLoad, type Load, type LoadParam } from './load';

export const QUOTE_REQUEST_FIELDS = [
  'mode', 'origin', 'destination', 'readyDate', 'cargo', 'weightKg', 'volumeM3', 'containerType', 'containers', 'value', 'valueCur', 'incoterm',
  'name', 'email', 'message',
] as const;
export type QuoteRequestField = (typeof QUOTE_REQUEST_FIELDS)[number];

/** Modes that carry containers; for the others the containers field must stay empty. */
export const CONTAINER_MODES: readonly TransportMode[] = ['sea', 'rail', 'multimodal'];

export const QUOTE_REQUEST_RULES = {
  place: { min: 2, max: 100 },
  cargo: { min: 3, max: 500 },
  weightKg: { min: 0.1, max: 1_000_000 },
  volumeM3: { min: 0.01, max: 100_000 },
  /** A load is at most 99 containers (contracts/load.ts): more is more than one shipment. */
  containers: { min: 1, max: LOAD_LIMITS.maxContainers },
  /** The declared value of the goods (in its currency): above zero, at most what a load may declare. */
  value: { min: 0.01, max: LOAD_LIMITS.maxValue },
  /** How far ahead a ready date may be. */
  readyDateMaxDays: 365,
  name: JOB_APPLICATION_RULES.name,
  email: JOB_APPLICATION_RULES.email,
  message: { max: 2000 },
} as const;

/** A number field as the form holds it (text) or as the API receives it (a JSON number); '' or null = not given. */
export type NumberInput = number | string | null | undefined;

/** The form's values; the API receives the same names, numbers as JSON numbers. */
export interface QuoteRequestValues {
  mode: string;
  origin: string;
  destination: string;
  readyDate: string;
  cargo: string;
  weightKg: NumberInput;
  volumeM3: NumberInput;
  containers: NumberInput;
  /**
   * What is shipped (the load's `load`): a container type (20, 40, 40HC, reefer) or `pkg` (packages); '' or left out:
   * not said. The load's three fields are optional here so values built before them still type-check.
   */
  containerType?: string;
  /** The declared value of the goods (the load's `value`), and its 3-letter currency (`valueCur`; USD when not said). */
  value?: NumberInput;
  valueCur?: string;
  incoterm: string;
  name: string;
  email: string;
  message: string;
}

/** The cleaned values the API stores: trimmed text, numbers, null for what was not given. */
export interface QuoteRequestInput {
  mode: TransportMode;
  origin: string;
  destination: string;
  readyDate: string;
  cargo: string;
  weightKg: number;
  volumeM3: number | null;
  containers: number | null;
  incoterm: Incoterm | null;
  name: string;
  email: string;
  message: string;
}

/** Error codes; the site translates them (`quote.errors.<code>`), the API words them in English. */
export type QuoteRequestError = 'required' | 'invalid' | 'length' | 'range' | 'past' | 'tooFar' | 'notForMode' | 'notForPackages' | 'tooLong';
export type QuoteRequestErrors = Partial<Record<QuoteRequestField, QuoteRequestError>>;

export interface QuoteRequestRuleOptions {
  /** The first allowed ready date, YYYY-MM-DD: the visitor's today in the browser, a day's leeway on the API. */
  today: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600 * 1000;

/** YYYY-MM-DD of a date in the local time zone (the visitor's "today"). */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The number in a field (in any digit set a visitor types: parseLocaleNumber), undefined when empty, NaN when not a number. */
function numberOf(value: NumberInput): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? undefined : (parseLocaleNumber(text) ?? Number.NaN);
}

const isMode = (mode: string): mode is TransportMode => (TRANSPORT_MODES as readonly string[]).includes(mode);
const isContainerType = (type: string | undefined): boolean => (CONTAINER_TYPES as readonly string[]).includes(type ?? '');

function lengthError(value: string, rule: { min: number; max: number }): QuoteRequestError | undefined {
  const text = value.trim();
  if (!text) return 'required';
  return text.length < rule.min || text.length > rule.max ? 'length' : undefined;
}

function rangeError(value: NumberInput, rule: { min: number; max: number }, required: boolean, integer = false): QuoteRequestError | undefined {
  const n = numberOf(value);
  if (n === undefined) return required ? 'required' : undefined;
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) return 'invalid';
  return n < rule.min || n > rule.max ? 'range' : undefined;
}

function readyDateError(value: string, today: string): QuoteRequestError | undefined {
  const text = value.trim();
  if (!text) return 'required';
  const time = Date.parse(`${text}T00:00:00Z`);
  if (!DATE.test(text) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) return 'invalid';
  if (text < today) return 'past';
  return time - Date.parse(`${today}T00:00:00Z`) > QUOTE_REQUEST_RULES.readyDateMaxDays * DAY_MS ? 'tooFar' : undefined;
}

export function validateQuoteRequestField(
  field: QuoteRequestField,
  values: QuoteRequestValues,
  options: QuoteRequestRuleOptions,
): QuoteRequestError | undefined {
  const R = QUOTE_REQUEST_RULES;
  switch (field) {
    case 'mode':
      if (!values.mode) return 'required';
      return isMode(values.mode) ? undefined : 'invalid';
    case 'origin':
    case 'destination':
      return lengthError(values[field], R.place);
    case 'readyDate':
      return readyDateError(values.readyDate, options.today);
    case 'cargo':
      return lengthError(values.cargo, R.cargo);
    case 'weightKg':
      return rangeError(values.weightKg, R.weightKg, true);
    case 'volumeM3':
      // Packages are priced on their volume (contracts/load.ts): a load of packages needs it.
      return rangeError(values.volumeM3, R.volumeM3, values.containerType === 'pkg');
    case 'containerType': {
      const type = values.containerType ?? '';
      // A declared value is part of a load, and a load says what is shipped.
      if (!type) return numberOf(values.value) === undefined ? undefined : 'required';
      if (!(LOAD_TYPES as readonly string[]).includes(type)) return 'invalid';
      return isContainerType(type) && isMode(values.mode) && !CONTAINER_MODES.includes(values.mode) ? 'notForMode' : undefined;
    }
    case 'containers': {
      // Until a mode is chosen the count is only checked as a number.
      const withoutContainers = isMode(values.mode) && !CONTAINER_MODES.includes(values.mode);
      const given = numberOf(values.containers) !== undefined;
      if (withoutContainers) return given ? 'notForMode' : undefined;
      if (values.containerType === 'pkg') return given ? 'notForPackages' : undefined;
      // A container type says what the count counts: it needs one.
      return rangeError(values.containers, R.containers, isContainerType(values.containerType), true);
    }
    case 'value':
      return rangeError(values.value, R.value, false);
    case 'valueCur': {
      const code = (values.valueCur ?? '').trim().toUpperCase();
      if (!code) return undefined;
      return isCurrencyCode(code) ? undefined : 'invalid';
    }
    case 'incoterm':
      return !values.incoterm || (INCOTERMS as readonly string[]).includes(values.incoterm) ? undefined : 'invalid';
    case 'name':
      return lengthError(values.name, R.name);
    case 'email': {
      const email = values.email.trim();
      if (!email) return 'required';
      return R.email.pattern.test(email) && email.length <= R.email.max ? undefined : 'invalid';
    }
    case 'message':
      return values.message.trim().length > R.message.max ? 'tooLong' : undefined;
  }
}

export function validateQuoteRequest(values: QuoteRequestValues, options: QuoteRequestRuleOptions): QuoteRequestErrors {
  const errors: QuoteRequestErrors = {};
  for (const field of QUOTE_REQUEST_FIELDS) {
    const error = validateQuoteRequestField(field, values, options);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The values to send or store, once `validateQuoteRequest` found nothing wrong. */
export function cleanQuoteRequest(values: QuoteRequestValues): QuoteRequestInput {
  const usesContainers = CONTAINER_MODES.includes(values.mode as TransportMode);
  return {
    mode: values.mode as TransportMode,
    origin: values.origin.trim(),
    destination: values.destination.trim(),
    readyDate: values.readyDate.trim(),
    cargo: values.cargo.trim(),
    weightKg: numberOf(values.weightKg) as number,
    volumeM3: numberOf(values.volumeM3) ?? null,
    containers: usesContainers ? (numberOf(values.containers) ?? null) : null,
    incoterm: (values.incoterm || null) as Incoterm | null,
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    message: values.message.trim(),
  };
}

/**
 * The load parameters a quote request's fields name (contracts/load.ts: `load`, `n`, `kg`, `m3`, `value`, `valueCur`),
 * over `carried` (what the priced load said that no field shows: a load of packages' pieces, storage days); null
 * when no container type (or packages) is chosen. Once `validateQuoteRequest` found nothing wrong, `parseLoad` reads it.
 */
export function quoteLoadParams(values: QuoteRequestValues, carried: Record<string, string> = {}): Record<string, string> | null {
  const type = values.containerType ?? '';
  if (!type) return null;
  const text = (value: NumberInput) => {
    const n = numberOf(value);
    return n === undefined || Number.isNaN(n) ? undefined : String(n);
  };
  const fields: Record<string, string | undefined> = {
    load: type,
    n: isContainerType(type) ? text(values.containers) : carried.n,
    kg: text(values.weightKg),
    m3: type === 'pkg' ? text(values.volumeM3) : undefined,
    value: text(values.value),
  };
  if (fields.value !== undefined) fields.valueCur = (values.valueCur ?? '').trim().toUpperCase() || DEFAULT_VALUE_CURRENCY;
  const kept = Object.fromEntries(Object.entries(carried).filter(([name]) => !QUOTE_LOAD_FIELD_PARAMS.includes(name as LoadParam)));
  return { ...kept, ...(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>) };
}

/** The load parameters the request's own fields give (a priced load's others are carried as they were). */
const QUOTE_LOAD_FIELD_PARAMS: readonly LoadParam[] = ['load', 'n', 'kg', 'm3', 'l', 'w', 'h', 'value', 'valueCur'];

/** The request's field a load parameter is, for the errors `parseLoad` finds (`n` is the containers count…). */
export const QUOTE_FIELD_OF_LOAD_PARAM: Partial<Record<LoadParam, QuoteRequestField>> = {
  load: 'containerType', n: 'containers', kg: 'weightKg', m3: 'volumeM3', value: 'value', valueCur: 'valueCur',
};

/** Where a field is in the API's body: the load's own fields are in its `load` object (`body/load/value`). */
const BODY_PATHS: Partial<Record<QuoteRequestField, string>> = { containerType: 'load/load', value: 'load/value', valueCur: 'load/valueCur' };
export const quoteFieldPath = (field: QuoteRequestField): string => BODY_PATHS[field] ?? field;

/** The field a path of the API's 400 names (`load/value` → value, `load/n` → containers), undefined when none. */
export function quoteFieldOfPath(path: string): QuoteRequestField | undefined {
  const inLoad = /^load\/(\w+)$/.exec(path)?.[1];
  if (inLoad) return QUOTE_FIELD_OF_LOAD_PARAM[inLoad as LoadParam];
  return QUOTE_REQUEST_FIELDS.find((field) => field === path);
}

/**
 * The reference a visitor quotes: Q- and two groups of four random Crockford base32 digits (the API draws them; they
 * say nothing about how many requests there are). Requests stored before carry the older Q-<year>-<six digits>.
 */
export const QUOTE_REFERENCE_PATTERN = /^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const R = QUOTE_REQUEST_RULES;
const place = { required: 'is required', length: `must be ${R.place.min}-${R.place.max} characters` };
/** The API's English wording of each error, as `body/<field> …` messages. */
export const QUOTE_REQUEST_MESSAGES: Record<QuoteRequestField, Partial<Record<QuoteRequestError, string>>> = {
  mode: { required: 'is required', invalid: `must be one of ${TRANSPORT_MODES.join(', ')}` },
  origin: place,
  destination: place,
  readyDate: {
    required: 'is required',
    invalid: 'must be a date (YYYY-MM-DD)',
    past: 'must not be in the past',
    tooFar: `must be within ${R.readyDateMaxDays} days`,
  },
  cargo: { required: 'is required', length: `must be ${R.cargo.min}-${R.cargo.max} characters` },
  weightKg: { required: 'is required', invalid: 'must be a number', range: `must be ${R.weightKg.min}-${R.weightKg.max} kg` },
  volumeM3: { required: 'is required for packages (load pkg)', invalid: 'must be a number', range: `must be ${R.volumeM3.min}-${R.volumeM3.max} m³` },
  containerType: {
    required: 'is required with a declared value (20, 40, 40HC, reefer or pkg)',
    invalid: `must be one of ${LOAD_TYPES.join(', ')}`,
    notForMode: `(a container type) only applies to ${CONTAINER_MODES.join(', ')} shipments: use pkg`,
  },
  containers: {
    required: 'is required with a container type',
    invalid: 'must be a whole number',
    range: `must be ${R.containers.min}-${R.containers.max}`,
    notForMode: `only applies to ${CONTAINER_MODES.join(', ')} shipments`,
    notForPackages: 'must be left out for packages (load pkg)',
  },
  value: { invalid: 'must be a number', range: `must be above 0 and at most ${R.value.max}` },
  valueCur: { invalid: 'must be a 3-letter currency code the site knows' },
  incoterm: { invalid: `must be one of the Incoterms 2020 rules (${INCOTERMS.join(', ')})` },
  name: { required: 'is required', length: `must be ${R.name.min}-${R.name.max} characters` },
  email: { required: 'is required', invalid: 'must be a valid email address' },
  message: { tooLong: `must be at most ${R.message.max} characters` },
};

/** A quote request's body as the API receives it (numbers as JSON numbers, the load as its address parameters). */
export interface QuoteRequestBodyFields {
  mode?: string;
  origin?: string;
  destination?: string;
  readyDate?: string;
  cargo?: string;
  weightKg?: number;
  volumeM3?: number;
  containers?: number;
  incoterm?: string;
  name?: string;
  email?: string;
  message?: string;
  load?: Partial<Record<LoadParam, string>>;
}

/**
 * A body's values and load, checked by this rule set and the load's (`parseLoad`), or the API's 400 message naming
 * the first wrong field as the form names it (`body/containers …`, `body/load/value …`). The load's type, value and
 * currency are the request's `containerType`, `value`, `valueCur`; a load of containers sent without a `containers`
 * count counts its `n`, one of packages without a `volumeM3` measures its `m3`.
 */
export function readQuoteRequestBody(body: QuoteRequestBodyFields, options: QuoteRequestRuleOptions): { values: QuoteRequestValues; load: Load | null } | { error: string } {
  const raw = Object.fromEntries(Object.entries(body.load ?? {}).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const values: QuoteRequestValues = {
    mode: body.mode ?? '', origin: body.origin ?? '', destination: body.destination ?? '', readyDate: body.readyDate ?? '',
    cargo: body.cargo ?? '', weightKg: body.weightKg, volumeM3: body.volumeM3 ?? (raw.load === 'pkg' ? raw.m3 : undefined),
    containers: body.containers ?? (isContainerType(raw.load) ? raw.n : undefined),
    containerType: raw.load ?? '', value: raw.value, valueCur: raw.valueCur,
    incoterm: body.incoterm ?? '', name: body.name ?? '', email: body.email ?? '', message: body.message ?? '',
  };
  const errors = validateQuoteRequest(values, options);
  const field = QUOTE_REQUEST_FIELDS.find((f) => errors[f]);
  if (field) return { error: `body/${quoteFieldPath(field)} ${QUOTE_REQUEST_MESSAGES[field][errors[field]!]}` };
  // What the fields leave to the load (a load of packages' pieces, storage days) is checked by its own rule.
  const parsed = parseLoad(quoteLoadParams(values, raw) ?? {});
  if ('errors' in parsed) {
    const param = (Object.keys(parsed.errors) as LoadParam[])[0]!;
    return { error: `body/load/${param} ${loadErrorMessage(parsed.errors)}` };
  }
  return { values, load: parsed.load };
}
