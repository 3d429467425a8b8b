// An agent's answer to a quote request (issue 49), written once: the agent site checks it as the agent types, the
// API checks it again on the JSON body (POST /quote-requests/:id/answer). The response time measured from the answers
// is ./agent-trust.ts's RESPONSE_TIME_RULES.
import { parseLocaleNumber } from './locale-digits';

export const QUOTE_ANSWER_FIELDS = ['amount', 'currency', 'validUntil', 'message'] as const;
export type QuoteAnswerField = (typeof QUOTE_ANSWER_FIELDS)[number];

export const QUOTE_ANSWER_RULES = {
  /** The price quoted, in `currency`: more than nothing, less than a billion. */
  amount: { min: 0.01, max: 999_999_999 },
  /** How far ahead the price may stay valid. */
  validUntilMaxDays: 365,
  message: { max: 2000 },
} as const;

/** The answer as the agent's form holds it (text) or as the API receives it (the amount a JSON number). */
export interface QuoteAnswerValues {
  amount: number | string | null | undefined;
  currency: string;
  validUntil: string;
  message: string;
}

/** The cleaned answer the API stores. */
export interface QuoteAnswerInput {
  amount: number;
  currency: string;
  validUntil: string;
  message: string;
}

/** Error codes; a site translates them, the API words them in English (QUOTE_ANSWER_MESSAGES). */
export type QuoteAnswerError = 'required' | 'invalid' | 'range' | 'past' | 'tooFar' | 'tooLong';
export type QuoteAnswerErrors = Partial<Record<QuoteAnswerField, QuoteAnswerError>>;

export interface QuoteAnswerRuleOptions {
  /** The first allowed day of validity, YYYY-MM-DD: the agent's today, a day's leeway on the API. */
  today: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600 * 1000;

function amountOf(value: QuoteAnswerValues['amount']): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? undefined : (parseLocaleNumber(text) ?? Number.NaN);
}

export function validateQuoteAnswer(values: QuoteAnswerValues, options: QuoteAnswerRuleOptions): QuoteAnswerErrors {
  const R = QUOTE_ANSWER_RULES;
  const errors: QuoteAnswerErrors = {};
  const amount = amountOf(values.amount);
  if (amount === undefined) errors.amount = 'required';
  else if (!Number.isFinite(amount)) errors.amount = 'invalid';
  else if (amount < R.amount.min || amount > R.amount.max) errors.amount = 'range';
  const currency = values.currency.trim();
  if (!currency) errors.currency = 'required';
  else if (!/^[A-Za-z]{3}$/.test(currency)) errors.currency = 'invalid';
  const day = values.validUntil.trim();
  const time = Date.parse(`${day}T00:00:00Z`);
  if (!day) errors.validUntil = 'required';
  else if (!DATE.test(day) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) errors.validUntil = 'invalid';
  else if (day < options.today) errors.validUntil = 'past';
  else if (time - Date.parse(`${options.today}T00:00:00Z`) > R.validUntilMaxDays * DAY_MS) errors.validUntil = 'tooFar';
  if (values.message.trim().length > R.message.max) errors.message = 'tooLong';
  return errors;
}

/** The values to store, once `validateQuoteAnswer` found nothing wrong. */
export function cleanQuoteAnswer(values: QuoteAnswerValues): QuoteAnswerInput {
  return {
    amount: amountOf(values.amount) as number,
    currency: values.currency.trim().toUpperCase(),
    validUntil: values.validUntil.trim(),
    message: values.message.trim(),
  };
}

/** The API's English wording of each error, as `body/<field> …` messages. */
export const QUOTE_ANSWER_MESSAGES: Record<QuoteAnswerField, Partial<Record<QuoteAnswerError, string>>> = {
  amount: {
    required: 'is required: the price quoted',
    invalid: 'must be a number',
    range: `must be between ${QUOTE_ANSWER_RULES.amount.min} and ${QUOTE_ANSWER_RULES.amount.max}`,
  },
  currency: { required: 'is required', invalid: 'must be a 3-letter ISO 4217 currency code such as EUR' },
  validUntil: {
    required: 'is required: the last day the price is valid',
    invalid: 'must be a date (YYYY-MM-DD)',
    past: 'must not be in the past',
    tooFar: `must be within ${QUOTE_ANSWER_RULES.validUntilMaxDays} days`,
  },
  message: { tooLong: `must be at most ${QUOTE_ANSWER_RULES.message.max} characters` },
};

