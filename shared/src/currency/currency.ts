// Currency codes, symbols and price formatting. Symbols come from Intl, not a hand-kept table.
import { numberFormat, type NumberFormatter } from '../lib/intl-formats';
import { isolate } from '../lib/isolate';
import { CURRENCY_CODES, RTL_LANGUAGES } from '@cargora/shared/contracts';

/** Active ISO 4217 codes offered in the picker (about 150): the contract's list (the API checks declared values on it). */
export { CURRENCY_CODES };

const symbolCache = new Map<string, string>();

/** Whether a code is one the picker offers (a stored code outside the list falls back to the default currency). */
export function isKnownCurrency(code: string): boolean {
  return CURRENCY_CODES.includes(code);
}

/**
 * Display symbol of a currency code; an unknown code is shown as the code itself. Symbols are Intl's unambiguous
 * ones ('symbol', not 'narrowSymbol'): Canadian, Australian and Taiwan dollars read CA$, A$ and NT$ in English (and
 * $CA, $AU, $TW in French), never a bare "$" that looks like US dollars.
 */
export function currencySymbol(code: string, locale = 'en'): string {
  const key = `${locale}:${code}`;
  const cached = symbolCache.get(key);
  if (cached) return cached;
  let symbol = code;
  try {
    const part = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'symbol',
    })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    if (part?.value) symbol = part.value;
  } catch {
    symbol = code;
  }
  symbolCache.set(key, symbol);
  return symbol;
}

const nameCache = new Map<string, string>();

/** The currency's name in `locale` ("Euro", "euro", "يورو"), from Intl; the code when Intl has none. */
export function currencyName(code: string, locale = 'en'): string {
  const key = `${locale}:${code}`;
  let name = nameCache.get(key);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' }).of(code) ?? code;
    } catch {
      name = code;
    }
    nameCache.set(key, name);
  }
  return name;
}

/** Text folded for matching: lower case, without accents or Arabic diacritics. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u0652]/g, '')
    .toLowerCase()
    .trim();

/**
 * The codes whose code, symbol or name (in the visitor's language, and in English) contains `query`: "euro" finds EUR,
 * "yen" JPY, "dirham" AED and MAD, "dollar" every dollar. Exact codes first.
 */
export function findCurrencies(query: string, locale = 'en'): string[] {
  const q = fold(query);
  if (!q) return [...CURRENCY_CODES];
  const exact = CURRENCY_CODES.filter((code) => code.toLowerCase() === q);
  const rest = CURRENCY_CODES.filter(
    (code) =>
      code.toLowerCase() !== q &&
      [code, currencySymbol(code, locale), currencyName(code, locale), currencyName(code, 'en')].some((text) => fold(text).includes(q)),
  );
  return [...exact, ...rest];
}

/** The one currency a visitor typed (its code, or a name or symbol only one currency has), or null. */
export function currencyFromText(text: string, locale = 'en'): string | null {
  const found = findCurrencies(text, locale);
  if (!fold(text)) return null;
  if (found[0] && found[0].toLowerCase() === fold(text)) return found[0];
  return found.length === 1 ? found[0]! : null;
}

/** Converts an amount in USD into `currency` using USD-based rates; null if the rate is unknown. */
export function convertFromUsd(
  amountUsd: number,
  currency: string,
  rates: Record<string, number>,
): number | null {
  if (currency === 'USD') return amountUsd;
  const rate = Object.hasOwn(rates, currency) ? rates[currency] : undefined;
  return typeof rate === 'number' && rate > 0 ? amountUsd * rate : null;
}

export function convertToUsd(amount: number, currency: string, rates: Record<string, number>): number | null {
  if (currency === 'USD') return amount;
  const rate = Object.hasOwn(rates, currency) ? rates[currency] : undefined;
  return typeof rate === 'number' && rate > 0 ? amount / rate : null;
}

/** The formatter options per currency and precision, the same object each time (intl-formats finds a formatter by it). */
const moneyOptions = new Map<string, Intl.NumberFormatOptions>();

/** A formatter per language, currency and precision (built once: intl-formats.ts). */
function moneyFormat(locale: string, currency: string, fractionDigits: number | 'minor'): NumberFormatter {
  const key = `${currency}|${fractionDigits}`;
  let options = moneyOptions.get(key);
  if (!options) {
    options = {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      // 'minor': the currency's own minor unit, always shown (2 for most, 0 for JPY or KRW, 3 for OMR).
      ...(fractionDigits === 'minor' ? {} : { maximumFractionDigits: fractionDigits }),
    };
    // Currencies times precisions are a few hundred; a caller passing free-form codes only refills it.
    if (moneyOptions.size >= 2000) moneyOptions.clear();
    moneyOptions.set(key, options);
  }
  return numberFormat(locale, options);
}

/** How many decimals a currency's amounts carry (2 for most, 0 for JPY, 3 for OMR); 2 for a code Intl rejects. */
export function minorDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount rounded to the currency's minor unit (what a price shows when its cents are shown). */
export function roundToMinor(amount: number, currency: string): number {
  const factor = 10 ** minorDigits(currency);
  return Math.round(amount * factor) / factor;
}

/**
 * Formats an amount for a language; falls back to "CODE 1,234" for codes Intl rejects. `precision` 'auto' shows whole
 * units from 100 up ("$1,234" reads better than "$1,234.00" in lists and tables); 'minor' always shows the
 * currency's minor unit, for amounts shown together that must add up (a base price, a fee and their total); 'whole'
 * shows none (such amounts when none of them has cents).
 */
export function formatMoney(amount: number, currency: string, locale = 'en', precision: 'auto' | 'minor' | 'whole' = 'auto'): string {
  return moneyText(amount, currency, locale, precision, (symbol) => symbol);
}

/**
 * `formatMoney` for a page: in a right-to-left language the currency symbol is isolated (FSI … PDI). Arabic's pattern
 * puts the amount first and the symbol after it ("‏710 US$": read right to left, 710 then US$); left bare, a Latin
 * symbol's letters join the digits' left-to-right run and its "$" is left behind, and the page shows "$US 710".
 * Isolated, the symbol stays whole where Intl put it. Left-to-right languages get Intl's text as it is.
 */
export function formatMoneyIsolated(amount: number, currency: string, locale = 'en', precision: 'auto' | 'minor' | 'whole' = 'auto'): string {
  const rtl = RTL_LANGUAGES.includes(locale.split('-')[0] ?? locale);
  return moneyText(amount, currency, locale, precision, rtl ? isolate : (symbol) => symbol);
}

function moneyText(amount: number, currency: string, locale: string, precision: 'auto' | 'minor' | 'whole', symbol: (text: string) => string): string {
  try {
    const digits = precision === 'minor' ? 'minor' : precision === 'whole' || amount >= 100 ? 0 : 2;
    return moneyFormat(locale, currency, digits)
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' ? symbol(part.value) : part.value))
      .join('');
  } catch {
    return `${symbol(currency)} ${numberFormat(locale, { maximumFractionDigits: 2 }).format(amount)}`;
  }
}
