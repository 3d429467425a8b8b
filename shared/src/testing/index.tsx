// Test helpers: render a component with the real providers, i18n resources read from disk.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const SHARED_LOCALES = join(__dirname, '..', '..', 'locales');

function loadBundle(dir: string, lng: string, ns: string): Record<string, unknown> | null {
  const file = join(dir, lng, `${ns}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
}

/** Initialises i18next with `common` and the given namespaces from `<localesDir>/<lng>/<ns>.json`. */
export async function setupTestI18n(localesDir: string | null, namespaces: string[], lng = 'en') {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const language of ['en', 'fr', 'ar']) {
    resources[language] = {};
    const common = loadBundle(SHARED_LOCALES, language, 'common');
    if (common) resources[language].common = common;
    for (const ns of namespaces) {
      const bundle = localesDir ? loadBundle(localesDir, language, ns) : null;
      if (bundle) resources[language][ns] = bundle;
    }
  }
  if (i18next.isInitialized) {
    for (const [language, bundles] of Object.entries(resources)) {
      for (const [ns, bundle] of Object.entries(bundles)) i18next.addResourceBundle(language, ns, bundle, true, true);
    }
    await i18next.changeLanguage(lng);
    return i18next;
  }
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['common', ...namespaces],
    defaultNS: namespaces[0] ?? 'common',
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18next;
}

/** Reads every locale file of a package and returns keys missing from any language. */
export function missingTranslationKeys(localesDir: string, ns: string): string[] {
  const flatten = (obj: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(obj).flatMap(([k, v]) =>
      v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  const byLang = ['en', 'fr', 'ar'].map((lng) => ({ lng, keys: new Set(flatten(loadBundle(localesDir, lng, ns) ?? {})) }));
  const all = new Set(byLang.flatMap((b) => [...b.keys]));
  const missing: string[] = [];
  for (const key of all) for (const b of byLang) if (!b.keys.has(key)) missing.push(`${b.lng}:${key}`);
  return missing;
}

export { apiError, httpError, ok, page, paramsOf, stubApi, withoutLang } from './http-stubs';
export { renderRoute } from './render-route';
export { expectRetryAfterPageError, faultyHook, pageFault, sharedWithPageFaults } from './page-fault';
export { pageHead } from './page-head';
