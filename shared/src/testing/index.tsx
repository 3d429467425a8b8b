// Test helpers: render a component with the real providers, i18n resources read from disk.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { stripIsolates } from '../lib/isolate';

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

/** Every text of a locale file by its dotted key (`storefront.contact.button` → its text). */
function leafTexts(obj: Record<string, unknown>, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object') leafTexts(v as Record<string, unknown>, `${prefix}${k}.`, into);
    else into.set(`${prefix}${k}`, v);
  }
  return into;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const NUMBER_THEN_WORD =
  /\{\{\s*(count|total|minutes|days|max|min|stars|shown|agents|countries|reviews|services|value|articles|topics)\b[^}]*\}\}[\s-]*([\p{L}]+)/gu;
/** Words after a number that do not agree with it: units written the same for any number, and connectors. */
const NOT_COUNTED = ['mb', 'mo', 'ميغابايت', 'min', 'out', 'of', 'to', 'and', 'in', 'sur', 'à', 'et', 'dans', 'من', 'إلى', 'و', 'في'];

/**
 * Reads every locale file of a package and returns keys missing from any language. A plural key family counts as one
 * key (`x_one`, `x_other` in English, `x_zero`…`x_other` in Arabic are all `x`): which forms each language needs is
 * `pluralFormProblems`' business.
 */
export function missingTranslationKeys(localesDir: string, ns: string): string[] {
  const byLang = ['en', 'fr', 'ar'].map((lng) => ({
    lng,
    keys: new Set([...leafTexts(loadBundle(localesDir, lng, ns) ?? {}).keys()].map((key) => key.replace(PLURAL_SUFFIX, ''))),
  }));
  const all = new Set(byLang.flatMap((b) => [...b.keys]));
  const missing: string[] = [];
  for (const key of all) for (const b of byLang) if (!b.keys.has(key)) missing.push(`${b.lng}:${key}`);
  return missing;
}

/** The package's source files (tests, builds and dependencies left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '__tests__'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every literal key a package's source passes to `t` (`t('storefront.website')`, `t('common:nav.home')`) must name a
 * text in English: a key that names a group of texts instead renders i18next's complaint ("key '…' returned an object
 * instead of string") where the text should be, and a key that names nothing renders itself. A key resolves in the
 * package's own namespace or in `common` (a component may ask either: `useTranslation('common')`); a plural family
 * (`x_one`, `x_other`) is one text. Keys built at run time (template strings) are not checked. Returns
 * `file: key` for each that does not resolve.
 */
export function unresolvedTranslationKeys(srcDir: string, localesDir: string, ns: string): string[] {
  const texts = (dir: string, namespace: string) => leafTexts(loadBundle(dir, 'en', namespace) ?? {});
  const bundles: Record<string, Map<string, unknown>> = { [ns]: texts(localesDir, ns), common: texts(SHARED_LOCALES, 'common') };
  const isText = (bundle: Map<string, unknown> | undefined, key: string) =>
    bundle !== undefined && (typeof bundle.get(key) === 'string' || bundle.has(`${key}_one`) || bundle.has(`${key}_other`));
  const problems: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    // Comments may show how `t` is called; they are not calls.
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const [, key] of code.matchAll(/\bt\(\s*'([^'$]+)'/g)) {
      const [namespace, name] = key!.includes(':') ? key!.split(':', 2) : [null, key!];
      const resolves = namespace === null ? isText(bundles[ns], name!) || isText(bundles.common, name!) : isText(bundles[namespace], name!);
      if (!resolves) problems.push(`${file.slice(srcDir.length + 1)}: ${key}`);
    }
  }
  return problems;
}

/**
 * Every plural key family of a locale file (keys ending in `_zero`, `_one`, `_two`, `_few`, `_many`, `_other`) must
 * have exactly the forms its language's plural rules use (Intl.PluralRules; i18next picks the form by them), and no
 * count may be interpolated unformatted (`{{count}}`: "1000" instead of "1,000" or "1 000"). Returns the problems, e.g.
 * `ar:serviceCard.transit lacks _two, _few`.
 */
export function pluralFormProblems(localesDir: string, ns: string, languages = ['en', 'fr', 'ar']): string[] {
  const problems: string[] = [];
  for (const lng of languages) {
    const bundle = loadBundle(localesDir, lng, ns) ?? {};
    const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories as string[];
    const families = new Map<string, Set<string>>();
    const texts = new Map([...leafTexts(bundle)].map(([key, text]) => [key, String(text)]));
    for (const [key, text] of texts) {
      if (/\{\{\s*count\s*\}\}/.test(text)) problems.push(`${lng}:${key} interpolates {{count}} without formatting it`);
      const match = PLURAL_SUFFIX.exec(key);
      if (key.endsWith('One') && texts.has(key.replace(/One$/, 'Many')))
        problems.push(`${lng}:${key} and …Many are a hand-made plural: use _one/_other… and count`);
      if (!match) {
        // A number followed by the word it counts ("{{count}} services") needs plural forms; a label ("Services: 3"),
        // a unit ("5 MB") or a number inside a phrase ("from 2 to 100") does not.
        for (const [, name, word = ''] of text.matchAll(NUMBER_THEN_WORD))
          if (!NOT_COUNTED.includes(word.toLowerCase()))
            problems.push(`${lng}:${key} counts “${word}” with {{${name}}} but has no plural forms`);
        continue;
      }
      const base = key.slice(0, match.index);
      families.set(base, (families.get(base) ?? new Set()).add(match[1]));
    }
    for (const [base, forms] of families) {
      const lacking = needed.filter((form) => !forms.has(form));
      const extra = [...forms].filter((form) => !needed.includes(form));
      if (lacking.length) problems.push(`${lng}:${base} lacks ${lacking.map((f) => `_${f}`).join(', ')}`);
      if (extra.length) problems.push(`${lng}:${base} has ${extra.map((f) => `_${f}`).join(', ')}, not a form of ${lng}`);
      if (texts.has(base)) problems.push(`${lng}:${base} is both a key and a plural family`);
    }
  }
  return problems;
}

/**
 * A text matcher for a sentence whose names are isolated (`<bdi>` elements, see `BidiText`): matches the innermost
 * element whose whole text is `expected`, as `getByText(textOf('Shanghai, China → Le Havre, France'))`.
 */
export const textOf =
  (expected: string | RegExp) =>
  (_content: string, element: Element | null): boolean => {
    const matches = (el: Element) => {
      const text = stripIsolates(el.textContent ?? '').replace(/\s+/g, ' ').trim();
      return typeof expected === 'string' ? text === expected : expected.test(text);
    };
    return Boolean(element && matches(element) && ![...element.children].some(matches));
  };

export { apiError, httpError, ok, page, paramsOf, stubApi, withoutLang } from './http-stubs';
export { renderRoute } from './render-route';
export { queryRouteModule, renderRouteModule, type QueriedRoute, type RouteQuery } from './route-module';
export { expectRetryAfterPageError, faultyHook, pageFault } from './page-fault';
export { pageHead } from './page-head';
