// Intl formatters, built once per language and options. Building one costs far more than using it (tens of
// microseconds on a server, more on a phone), and every card of a list asked for its own: the server built a date and
// a number formatter for each card of each page it rendered, and hydration built them again in the browser.
import type { i18n as I18n } from 'i18next';

const formats = new Map<string, unknown>();
/** Locales times options in use are a few dozen; this bound only guards against a caller passing free-form values. */
const MAX_FORMATS = 500;
/**
 * The same formatters found without making their key: without options by kind and locale, with options by the options
 * object itself (a module's constant: a rating's score, a percentage). A component asks on every render, a page has
 * dozens: the key's string and the options' JSON were made each time.
 */
let withoutOptions = new Map<string, Map<string, unknown>>();
let byOptions = new WeakMap<object, Map<string, unknown>>();

function cached<T>(
  kind: string,
  locale: string | readonly string[],
  options: object | undefined,
  /** Given the formatter's key (`kind|locale|options`), which also names it in the recorded formats. */
  make: (key: string) => T,
): T {
  const place = typeof locale === 'string' ? locale : String(locale);
  const found = options ? byOptions.get(options)?.get(`${kind}|${place}`) : withoutOptions.get(kind)?.get(place);
  if (found !== undefined) return found as T;
  const key = `${kind}|${place}|${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key) as T | undefined;
  if (format === undefined) {
    format = make(key);
    if (formats.size >= MAX_FORMATS) {
      formats.clear();
      withoutOptions = new Map();
      byOptions = new WeakMap();
    }
    formats.set(key, format);
  }
  if (options) {
    let mine = byOptions.get(options);
    if (!mine) byOptions.set(options, (mine = new Map()));
    mine.set(`${kind}|${place}`, format);
  } else {
    let mine = withoutOptions.get(kind);
    if (!mine) withoutOptions.set(kind, (mine = new Map()));
    mine.set(place, format);
  }
  return format;
}

type Locales = string | readonly string[];

/**
 * Numbers, dates, lists and names as a server render formatted them, handed to the browser with the page
 * (PageState.formats): by formatter (`number|<locale>|<options>`, `date|...`, `list|...`, `names|...`), then by value.
 * The first of these Intl formatters a page builds costs far more than the others (ICU's locale data): 30-40 ms in
 * Chromium on this project's 2-core test machine, four times that on Lighthouse's slow phone, in one long task. With
 * the server's strings, hydration shows every price, count, date and language name without building one; a formatter
 * is built when a value the server did not format is asked for (a currency changed, another page).
 */
export type RecordedFormats = Record<string, Record<string, string>>;

const fromServer = new Map<string, Map<string, string>>();
/** Set while a server render records what it formats. */
let recording: RecordedFormats | null = null;

/** A number formatter: Intl's, built on first need, answering from the server's strings when it has them. */
export interface NumberFormatter {
  format(value: number): string;
  /** resolvedOptions().maximumFractionDigits, recorded like a formatted number. */
  maximumFractionDigits(): number;
}

/** A date formatter, the same way (a date is known by its time value). */
export interface DateFormatter {
  format(date: Date | number): string;
}

/** A list formatter ("French and English"), the same way (a list is known by its items). */
export interface ListFormatter {
  format(list: readonly string[]): string;
}

/** Names of languages, regions..., the same way; a code Intl has no name for gives the code back. */
export interface NameFormatter {
  of(code: string): string;
}

/** Where maximumFractionDigits() is kept among a formatter's values (never a number's string). */
const MAX_DIGITS = 'maxFractionDigits';

/** Texts a formatter keeps (ratings, counts, dates come back on page after page); past this it starts afresh. */
const MAX_TEXTS = 2000;

class RecordedFormat<F> {
  private intl: F | undefined;
  /** What this formatter gave for each value: asking ICU again costs microseconds a value, a server render hundreds. */
  private readonly texts = new Map<string, string>();

  constructor(
    private readonly key: string,
    private readonly make: () => F,
  ) {}

  protected recorded(value: string, make: (intl: F) => string): string {
    let text = fromServer.get(this.key)?.get(value) ?? this.texts.get(value);
    if (text === undefined) {
      text = make((this.intl ??= this.make()));
      if (this.texts.size >= MAX_TEXTS) this.texts.clear();
      this.texts.set(value, text);
    }
    used(this.key, value, text);
    return text;
  }
}

class RecordedNumberFormat extends RecordedFormat<Intl.NumberFormat> implements NumberFormatter {
  /** A property, not a method: the same function every time (useFormatNumber hands it out as it is). */
  readonly format = (value: number): string => this.recorded(String(value), (intl) => intl.format(value));

  maximumFractionDigits(): number {
    return Number(this.recorded(MAX_DIGITS, (intl) => String(intl.resolvedOptions().maximumFractionDigits ?? 2)));
  }
}

class RecordedDateFormat extends RecordedFormat<Intl.DateTimeFormat> implements DateFormatter {
  format(date: Date | number): string {
    return this.recorded(String(+date), (intl) => intl.format(date));
  }
}

class RecordedListFormat extends RecordedFormat<Intl.ListFormat> implements ListFormatter {
  format(list: readonly string[]): string {
    return this.recorded(list.join('\u001f'), (intl) => intl.format(list));
  }
}

class RecordedDisplayNames extends RecordedFormat<Intl.DisplayNames> implements NameFormatter {
  of(code: string): string {
    return this.recorded(code, (intl) => intl.of(code) ?? code);
  }
}

export const numberFormat = (locale: Locales, options?: Intl.NumberFormatOptions): NumberFormatter =>
  cached('number', locale, options, (key) => new RecordedNumberFormat(key, () => new Intl.NumberFormat(locale as string | string[], options)));

export const dateTimeFormat = (locale: Locales, options?: Intl.DateTimeFormatOptions): DateFormatter =>
  cached('date', locale, options, (key) => new RecordedDateFormat(key, () => new Intl.DateTimeFormat(locale as string | string[], options)));

/** Server: records everything formatted (numbers, dates, lists, names) until the returned function is called; that returns them. */
export function recordFormats(): () => RecordedFormats {
  const formats: RecordedFormats = {};
  recording = formats;
  return () => {
    if (recording === formats) recording = null;
    return formats;
  };
}

/** One use of a formatter: its key, the value and the text it gave. */
export type FormatUse = readonly [key: string, value: string, text: string];

/** The uses noted for whoever called withFormatsNoted (innermost call); null when nobody asks. */
let noting: FormatUse[] | null = null;

/**
 * Runs `make` and notes every formatter use it made, so that a caller who keeps its result (a translated text with a
 * count in it) can record those uses again when it gives the result back without running `make` (recordAgain): the
 * server's recorded strings stay complete, and hydration builds no formatter for them.
 */
export function withFormatsNoted<T>(make: () => T): { value: T; uses: readonly FormatUse[] } {
  const outer = noting;
  const uses: FormatUse[] = [];
  noting = uses;
  try {
    return { value: make(), uses };
  } finally {
    noting = outer;
    outer?.push(...uses);
  }
}

/** A formatter's use: recorded while a server render records (unless the server's strings had it), noted if asked. */
function used(key: string, value: string, text: string): void {
  if (recording && fromServer.get(key)?.get(value) === undefined) (recording[key] ??= {})[value] = text;
  noting?.push([key, value, text]);
}

/** The uses noted when a kept result was made, as if it were made again (recorded on the server, noted for an outer caller). */
export function recordAgain(uses: readonly FormatUse[]): void {
  for (const [key, value, text] of uses) used(key, value, text);
}

/** Browser: what the server formatted for this page, used instead of building formatters for them. */
export function adoptFormats(formats: RecordedFormats | undefined): void {
  if (!formats || typeof formats !== 'object') return;
  for (const [key, values] of Object.entries(formats)) {
    if (!values || typeof values !== 'object') continue;
    const known = fromServer.get(key) ?? new Map<string, string>();
    for (const [value, text] of Object.entries(values)) if (typeof text === 'string') known.set(value, text);
    fromServer.set(key, known);
  }
}

/** The Intl.NumberFormat options an i18next `{{n, number(...)}}` may carry (not t()'s own: count, ns, ...). */
const NUMBER_OPTIONS = [
  'style', 'currency', 'currencyDisplay', 'currencySign', 'unit', 'unitDisplay', 'notation', 'compactDisplay',
  'signDisplay', 'useGrouping', 'minimumIntegerDigits', 'minimumFractionDigits', 'maximumFractionDigits',
  'minimumSignificantDigits', 'maximumSignificantDigits',
] as const;

/**
 * i18next's `number` format through numberFormat above (so `{{count, number}}` is among the server's strings too),
 * with only the options Intl reads: i18next passes all of t()'s, and a count in the key would make a formatter per
 * count. Call once the instance is initialised.
 */
export function formatI18nextNumbers(instance: I18n): void {
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined, options: Record<string, unknown> | undefined) => {
    // As Intl would: a numeric string is formatted as its number; anything else is shown as it is.
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (Number.isNaN(number)) return String(value);
    const picked: Record<string, unknown> = {};
    for (const name of NUMBER_OPTIONS) if (options?.[name] !== undefined) picked[name] = options[name];
    return numberFormat(lng ?? 'en', Object.keys(picked).length ? (picked as Intl.NumberFormatOptions) : undefined).format(number);
  });
}

export const listFormat = (locale: Locales, options?: Intl.ListFormatOptions): ListFormatter =>
  cached('list', locale, options, (key) => new RecordedListFormat(key, () => new Intl.ListFormat(locale as string | string[], options)));

export const displayNames = (locale: Locales, options: Intl.DisplayNamesOptions): NameFormatter =>
  cached('names', locale, options, (key) => new RecordedDisplayNames(key, () => new Intl.DisplayNames(locale as string | string[], options)));
