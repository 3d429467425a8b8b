// The quote request's rules, written once: the "Request a quote" / "Contact this agent" form checks them as the
// visitor types and the API checks them again on the JSON body it receives (the schema only bounds the shapes).
import { INCOTERMS, TRANSPORT_MODES, type Incoterm, type TransportMode } from './enums';
import { JOB_APPLICATION_RULES } from './job-application';
import { parseLocaleNumber } from './locale-digits';

export const QUOTE_REQUEST_FIELDS = [
  'mode', 'origin', 'destination', 'readyDate', 'cargo', 'weightKg', 'volumeM3', 'containers', 'incoterm', 'name', 'email', 'message',
] as const;
export type QuoteRequestField = (typeof QUOTE_REQUEST_FIELDS)[number];

/** Modes that carry containers; for the others the containers field must stay empty. */
export const CONTAINER_MODES: readonly TransportMode[] = ['sea', 'rail', 'multimodal'];

export const QUOTE_REQUEST_RULES = {
  place: { min: 2, max: 100 },
  cargo: { min: 3, max: 500 },
  weightKg: { min: 0.1, max: 1_000_000 },
  volumeM3: { min: 0.01, max: 100_000 },
  containers: { min: 1, max: 999 },
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
export type QuoteRequestError = 'required' | 'invalid' | 'length' | 'range' | 'past' | 'tooFar' | 'notForMode' | 'tooLong';
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
      return rangeError(values.volumeM3, R.volumeM3, false);
    case 'containers': {
      // Until a mode is chosen the count is only checked as a number.
      const withoutContainers = isMode(values.mode) && !CONTAINER_MODES.includes(values.mode);
      if (withoutContainers) return numberOf(values.containers) === undefined ? undefined : 'notForMode';
      return rangeError(values.containers, R.containers, false, true);
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
  volumeM3: { invalid: 'must be a number', range: `must be ${R.volumeM3.min}-${R.volumeM3.max} m³` },
  containers: {
    invalid: 'must be a whole number',
    range: `must be ${R.containers.min}-${R.containers.max}`,
    notForMode: `only applies to ${CONTAINER_MODES.join(', ')} shipments`,
  },
  incoterm: { invalid: `must be one of the Incoterms 2020 rules (${INCOTERMS.join(', ')})` },
  name: { required: 'is required', length: `must be ${R.name.min}-${R.name.max} characters` },
  email: { required: 'is required', invalid: 'must be a valid email address' },
  message: { tooLong: `must be at most ${R.message.max} characters` },
};
