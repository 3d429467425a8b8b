// Numbers from the product spec (section 9); every package reads them from here.

/** Lazily loaded script chunks, remote entries and the remotes manifest give up after this. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const PRODUCT = 'cargora';
/** The product's name as visitors read it (titles, link previews, structured data). */
export const PRODUCT_NAME = 'Cargora';
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const RTL_LANGUAGES: readonly string[] = ['ar'];

export const STORAGE_KEYS = {
  /** Where the spec kept the bearer token; no longer written (the session is the HttpOnly cookie), removed if found. */
  legacyToken: 'accessToken',
  user: 'userData',
  settings: 'settings',
  currency: 'selectedCurrency',
  language: 'i18nextLng',
  compare: 'compareServices',
} as const;

/**
 * The session's cookie, set and cleared by the API only: HttpOnly (no script reads the credential), SameSite=Lax,
 * Secure on https, Path=/, as long as its token lives. It replaces the spec's accessToken local-storage key.
 */
export const SESSION_COOKIE = 'cargora_session';

export const TOAST = {
  successMs: 2000,
  errorMs: 4000,
  blankMs: 4000,
  maxToasts: 20,
  maxWidthPx: 350,
  defaultPosition: 'top-center',
  topOffsetPx: 75,
  topOffsetHorizontalPx: 139,
} as const;

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_COMPARE = 4;

export const I18N_RETRY = { attempts: 5, firstDelayMs: 350 } as const;
