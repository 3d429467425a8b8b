// What a page is rendered with besides its URL: the visitor's language, currency and display settings.
// The browser keeps them under the spec's local-storage keys and mirrors them into one cookie, so the server renders
// the first byte in them; `?lang=` in the URL wins (a link a crawler can follow).
import { isKnownCurrency } from '../currency/currency';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language, type RemoteName } from '@cargora/shared/contracts';
import { DEFAULT_SETTINGS, MODES, type Settings } from '../stores/default-settings';
import { isThemeColor } from '../theme/theme';

export interface RenderState {
  lang: Language;
  currency: string;
  settings: Settings;
}

/** What a server-rendered page carries for its hydration (script#cargora-state): written by the host's server, read by its start-up. */
export interface PageState {
  state: RenderState;
  /** The USD-based exchange rates the render read (not the whole table: the browser fetches that once hydrated). */
  rates: Record<string, number>;
  /** The loader data of the routes the server rendered (by route id): the browser's router starts from it. */
  loaderData: Record<string, unknown>;
  /** A posted form's answer (the route's action data, by route id), when the page answers a POST. */
  actionData?: Record<string, unknown>;
  /** The remote whose route this is, if any. */
  remote: RemoteName | null;
}

export const PREFERENCES_COOKIE = 'cargora_prefs';
/** The page's render state and API answers (script type=application/json). */
export const PAGE_STATE_ELEMENT_ID = 'cargora-state';
/** The remote versions the page was rendered with (the same shape as /remotes.json). */
export const PAGE_REMOTES_ELEMENT_ID = 'cargora-remotes';
/** The site-wide rules (shared/src/app/global-style.ts), a <style> of their own. */
export const GLOBAL_STYLE_ELEMENT_ID = 'cargora-global-style';

/** A code the picker offers (the same rule as the browser's currency store). */
const CURRENCY = { test: (code: string) => /^[A-Z]{3}$/.test(code) && isKnownCurrency(code) };
const isLanguage = (value: unknown): value is Language => (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
const SETTING_VALUES: { [K in keyof Settings]?: readonly Settings[K][] } = {
  mode: MODES,
  direction: ['ltr', 'rtl'],
  contentWidth: ['full', 'boxed'],
};

/**
 * Keeps only known settings with allowed values (a cookie or local storage is visitor input): the keys older versions
 * stored (skin, navHidden, toastPosition, layout) are ignored.
 */
export function cleanSettings(value: unknown): Settings {
  const given = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const settings: Settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    // Only the cookie's own keys, and values looked up as own names: `constructor` or `__proto__` is no setting.
    if (!Object.hasOwn(given, key)) continue;
    const v = given[key];
    const allowed = SETTING_VALUES[key] as readonly unknown[] | undefined;
    if (allowed ? allowed.includes(v) : key === 'themeColor' && isThemeColor(v)) {
      (settings as unknown as Record<string, unknown>)[key] = v;
    }
  }
  return settings;
}

export function serializePreferences(state: RenderState): string {
  return encodeURIComponent(JSON.stringify({ l: state.lang, c: state.currency, s: state.settings }));
}

/** The render state from the cookie's value and the URL's `?lang=`; anything missing or wrong is the default. */
export function parseRenderState(cookieValue: string | undefined, langParam?: string | null): RenderState {
  let stored: { l?: unknown; c?: unknown; s?: unknown } = {};
  try {
    stored = cookieValue ? (JSON.parse(decodeURIComponent(cookieValue)) as typeof stored) : {};
  } catch {
    stored = {};
  }
  const settings = cleanSettings(stored?.s);
  const fromUrl = isLanguage(langParam) ? langParam : null;
  const lang = fromUrl ?? (isLanguage(stored?.l) ? stored.l : DEFAULT_LANGUAGE);
  // The direction is the language's, whatever a cookie says.
  settings.direction = lang === 'ar' ? 'rtl' : 'ltr';
  const currency = typeof stored?.c === 'string' && CURRENCY.test(stored.c) ? stored.c : DEFAULT_CURRENCY;
  return { lang, currency, settings };
}

/** Reads one cookie from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Mirrors the preferences into the cookie the server reads (a year; readable by the server only on this site). */
// The document and location typed by shape: servers compiled without the DOM's types import this module.
const page = globalThis as { document?: { cookie: string }; location?: { protocol: string } };

/** The preferences cookie as `document.cookie` takes it and a Set-Cookie header sends it. */
export function preferencesCookie(state: RenderState, secure: boolean): string {
  return `${PREFERENCES_COOKIE}=${serializePreferences(state)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writePreferencesCookie(state: RenderState, doc: { cookie: string } | undefined = page.document) {
  if (!doc) return;
  doc.cookie = preferencesCookie(state, page.location?.protocol === 'https:');
}
