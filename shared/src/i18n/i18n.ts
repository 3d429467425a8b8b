// i18next set-up shared by every package: one namespace per package, loaded over HTTP from the
// origin that ships it, so a remote's texts always match the remote version that is live.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from '@cargora/shared/translation';
import { DEFAULT_LANGUAGE, I18N_RETRY, RTL_LANGUAGES, STORAGE_KEYS, SUPPORTED_LANGUAGES, type Language } from '@cargora/shared/contracts';
import { storage } from '../storage';
import { fetchBackend } from './fetch-backend';
import { textsPath } from './texts-path';

const namespaceBases = new Map<string, string>();

/** Tells i18next where a namespace's files live (`{base}locales/{lng}/{ns}.json`, see textsUrl). */
export function registerNamespace(ns: string, baseUrl: string) {
  namespaceBases.set(ns, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/** The URL of a namespace's texts in one language, from the origin that ships the namespace. */
export function textsUrl(ns: string, lng: string): string {
  return textsPath(namespaceBases.get(ns) ?? '/', ns, lng);
}

export function directionOf(lng: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(lng.split('-')[0] ?? lng) ? 'rtl' : 'ltr';
}

export function isSupportedLanguage(lng: string | null | undefined): lng is Language {
  return Boolean(lng && (SUPPORTED_LANGUAGES as readonly string[]).includes(lng));
}

export function storedLanguage(): Language {
  const stored = storage.get(STORAGE_KEYS.language);
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

let initPromise: Promise<I18n> | null = null;

export function initI18n(options: { ns: string | string[]; lng?: string; debug?: boolean }): Promise<I18n> {
  const namespaces = Array.isArray(options.ns) ? options.ns : [options.ns];
  if (initPromise) {
    return initPromise.then(async (instance) => {
      await instance.loadNamespaces(namespaces);
      return instance;
    });
  }
  initPromise = i18next
    .use(fetchBackend({ url: (lng, ns) => textsUrl(ns, lng) }))
    .use(initReactI18next)
    .init({
      lng: options.lng ?? storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: namespaces,
      defaultNS: namespaces[0],
      debug: options.debug ?? false,
      saveMissing: false,
      // i18next retries failed loads itself; the backend marks 4xx as not retryable.
      maxRetries: I18N_RETRY.attempts,
      retryTimeout: I18N_RETRY.firstDelayMs,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    })
    .then(() => i18next);
  return initPromise;
}

export { i18next };
