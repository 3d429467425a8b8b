// Intl formatters, built once per language and options. Building one costs far more than using it (tens of
// microseconds on a server, more on a phone), and every card of a list asked for its own: the server built a date and
// a number formatter for each card of each page it rendered, and hydration built them again in the browser.
const formats = new Map<string, unknown>();
/** Locales times options in use are a few dozen; this bound only guards against a caller passing free-form values. */
const MAX_FORMATS = 500;

function cached<T>(
  kind: string,
  locale: string | readonly string[],
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${String(locale)}|${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

type Locales = string | readonly string[];

export const numberFormat = (locale: Locales, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale as string | string[], options));

export const dateTimeFormat = (locale: Locales, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale as string | string[], options));

export const listFormat = (locale: Locales, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  cached('list', locale, options, () => new Intl.ListFormat(locale as string | string[], options));

export const displayNames = (locale: Locales, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  cached('names', locale, options, () => new Intl.DisplayNames(locale as string | string[], options));
