// Intl formatters, built once per language and options. Building one costs far more than using it (tens of
// microseconds on a server, more on a phone), and every card of a list asked for its own.

const formats = new Map<string, unknown>();
/** Locales times options in use are a few dozen; this bound only guards against a caller passing free-form values. */
const MAX_FORMATS = 500;

type Locales = string | readonly string[];

function cached<T>(kind: string, locale: Locales, options: object | undefined, make: () => T): T {
  const key = `${kind}|${String(locale)}|${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

export type NumberFormatter = Intl.NumberFormat;
export type DateFormatter = Intl.DateTimeFormat;
export type ListFormatter = Intl.ListFormat;
export type NameFormatter = Intl.DisplayNames;

export const numberFormat = (locale: Locales, options?: Intl.NumberFormatOptions): NumberFormatter =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale as string | string[], options));

export const dateTimeFormat = (locale: Locales, options?: Intl.DateTimeFormatOptions): DateFormatter =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale as string | string[], options));

export const listFormat = (locale: Locales, options?: Intl.ListFormatOptions): ListFormatter =>
  cached('list', locale, options, () => new Intl.ListFormat(locale as string | string[], options));

export const displayNames = (locale: Locales, options: Intl.DisplayNamesOptions): NameFormatter =>
  cached('names', locale, options, () => new Intl.DisplayNames(locale as string | string[], options));
