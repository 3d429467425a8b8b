// The one `useTranslation` of every package: react-i18next's contract as we use it (a namespace or a list of them,
// `t` fixed to the first, suspending until they are loaded, a new `t` when the language changes), without its
// per-component cost. react-i18next's hook copies every property of the i18next instance into a new wrapper object
// for each component the first time it renders. On the server every render is a first render, so that copy ran
// for every component of every page: 13.5% of a render worker's time, the most of any function (a CPU profile of
// 600 storefront and service renders). In the browser it ran for every component hydration mounts.
// Here `t` comes from a cache per instance, language and namespace, and `i18n` is the instance itself.
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { recordAgain, withFormatsNoted, type FormatUse } from '../lib/intl-formats';

/** A text remembered by a fixed t, with the formatter uses it was made with. */
interface Remembered {
  text: string;
  uses: readonly FormatUse[];
}

/** What this hook keeps per i18next instance. */
interface InstanceState {
  /** Per language + namespace: a fixed t, the texts it has remembered, and the hook's answer with it. */
  fixed: Map<string, Fixed>;
  /**
   * The language + namespace pairs found loaded. i18next's hasLoadedNamespace looks through the languages, their
   * fallbacks and the backend's state on every call: once per component, ~2.5% of a render worker's time on a
   * storefront. Loaded stays loaded until texts are removed; only a yes is kept.
   */
  loaded: Set<string>;
  /** useSyncExternalStore's subscription to the language and its reading, the same functions for every component. */
  subscribe: (changed: () => void) => () => void;
  language: () => string | undefined;
}

interface Fixed {
  t: TFunction;
  /** By key for a call without options (most), by key, NUL and the options' JSON otherwise. */
  texts: Map<string, Remembered>;
  answer: Translation;
}

const states = new WeakMap<I18n, InstanceState>();

function stateOf(i18n: I18n): InstanceState {
  let state = states.get(i18n);
  if (!state) {
    const created: InstanceState = {
      fixed: new Map(),
      loaded: new Set(),
      subscribe: (changed) => {
        i18n.on('languageChanged', changed);
        return () => i18n.off('languageChanged', changed);
      },
      language: () => i18n.language,
    };
    // Texts added or removed (a namespace or a language loaded later): every remembered text of this instance goes;
    // removed, what was found loaded goes too.
    const forgetTexts = () => created.fixed.forEach(({ texts }) => texts.clear());
    i18n.store.on('added', forgetTexts);
    i18n.store.on('removed', () => {
      forgetTexts();
      created.loaded.clear();
    });
    states.set(i18n, created);
    state = created;
  }
  return state;
}

/** The hook's answer for a language and namespace once it is loaded: the same object (and t) for every component. */
function fixedAnswer(i18n: I18n, lng: string, ns: string): Translation {
  const byKey = stateOf(i18n).fixed;
  const key = `${lng}\u0000${ns}`;
  let fixed = byKey.get(key);
  if (!fixed) {
    const texts = new Map<string, Remembered>();
    const t = remembering(i18n.getFixedT(lng, ns) as TFunction, texts);
    fixed = { t, texts, answer: { t, i18n, ready: true } };
    byKey.set(key, fixed);
  }
  return fixed.answer;
}

/** Texts kept per fixed t at most (a bound: counts and values are many; labels are a few hundred). */
const MAX_REMEMBERED = 5000;

/**
 * Options a text can be remembered by: none, or a plain object of strings, booleans and finite numbers (a count, a
 * value, a name), as their JSON. Anything else (an object, a function, a returnObjects call) is not remembered.
 */
function optionsKey(options: unknown): string | null {
  if (options === undefined) return '';
  if (typeof options !== 'object' || options === null) return null;
  const proto = Object.getPrototypeOf(options) as unknown;
  if (proto !== Object.prototype && proto !== null) return null;
  for (const value of Object.values(options)) {
    const type = typeof value;
    if (type === 'number' ? !Number.isFinite(value) : type !== 'string' && type !== 'boolean' && type !== 'undefined') return null;
  }
  return JSON.stringify(options);
}

/**
 * A fixed t that remembers its texts, so a page does not run i18next's resolution and interpolation for every label
 * and every rating of every card: by key and options (none for a label or a heading, `{ value, count }` for a
 * rating), with the numbers the text formatted, recorded again each time it is given back (the server's recorded
 * strings stay whole).
 */
function remembering(t: TFunction, texts: Map<string, Remembered>): TFunction {
  const call = t as unknown as (...args: unknown[]) => unknown;
  // A plain function, not (...args): a label's call allocates no array of its arguments, and no key of its own.
  return function rememberingT(key: unknown, options?: unknown) {
    // eslint-disable-next-line prefer-rest-params -- the arguments object, read only for a call of more than two.
    if (arguments.length > 2 || typeof key !== 'string') return call(...(arguments as unknown as unknown[]));
    let id = key;
    if (options !== undefined) {
      const json = optionsKey(options);
      if (json === null) return call(key, options);
      // A key never holds NUL: a text with options never meets one without.
      id = `${key}\u0000${json}`;
    }
    const kept = texts.get(id);
    if (kept) {
      recordAgain(kept.uses);
      return kept.text;
    }
    const { value, uses } = withFormatsNoted(() => call(key, options));
    if (typeof value === 'string') {
      if (texts.size >= MAX_REMEMBERED) texts.clear();
      texts.set(id, { text: value, uses });
    }
    return value;
  } as unknown as TFunction;
}

/** What a component waits for while its namespaces load (one promise per instance, language and namespaces). */
const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

function loading(i18n: I18n, lng: string, namespaces: readonly string[]): Promise<void> {
  let byKey = pending.get(i18n);
  if (!byKey) {
    byKey = new Map();
    pending.set(i18n, byKey);
  }
  const key = `${lng}\u0000${namespaces.join('\u0000')}`;
  let promise = byKey.get(key);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      void i18n.loadNamespaces([...namespaces], () => {
        byKey.delete(key);
        resolve();
      });
    });
    byKey.set(key, promise);
  }
  return promise;
}

function loaded(i18n: I18n, namespaces: string | readonly string[]): boolean {
  if (!(i18n.isInitialized || i18n.initializedStoreOnce)) return false;
  const known = stateOf(i18n).loaded;
  const isLoaded = (ns: string) => {
    const key = `${i18n.language}\u0000${ns}`;
    if (known.has(key)) return true;
    if (!i18n.hasLoadedNamespace(ns)) return false;
    known.add(key);
    return true;
  };
  return typeof namespaces === 'string' ? isLoaded(namespaces) : namespaces.every(isLoaded);
}

/** Before any instance is set up (a component rendered alone in a test): the key itself, or the default value given. */
const keyAsText = ((key: string | string[], options?: unknown) => {
  if (typeof options === 'string') return options;
  const fallback = (options as { defaultValue?: unknown } | undefined)?.defaultValue;
  if (typeof fallback === 'string') return fallback;
  return Array.isArray(key) ? key[key.length - 1] : key;
}) as unknown as TFunction;

export interface Translation {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

/**
 * The visitor's texts: `t` for the first namespace given (or the default one), the others reachable as `ns:key`.
 * Suspends until every namespace is loaded (with i18next's `react.useSuspense`, the default here); re-renders when
 * the language changes.
 */
export function useTranslation(ns?: string | readonly string[]): Translation {
  const i18n = (useContext(I18nContext)?.i18n ?? getI18n()) as I18n | undefined;
  // The subscription and the reading are the instance's own functions (no new ones for every component's render).
  const state = i18n ? stateOf(i18n) : null;
  const lng = useSyncExternalStore(state?.subscribe ?? noSubscription, state?.language ?? noLanguage, state?.language ?? noLanguage);
  if (!i18n || lng === undefined) return { t: keyAsText, i18n: (i18n ?? {}) as I18n, ready: false };
  // One namespace (nearly every call) is looked at as it is, without a list made for it.
  const namespaces: string | readonly string[] = typeof ns === 'string' ? ns : ns?.length ? ns : ([] as string[]).concat(i18n.options.defaultNS || 'translation');
  const first = typeof namespaces === 'string' ? namespaces : namespaces[0]!;
  if (loaded(i18n, namespaces)) return fixedAnswer(i18n, lng, first);
  if (i18n.options.react?.useSuspense !== false) throw loading(i18n, lng, typeof namespaces === 'string' ? [namespaces] : namespaces);
  return { t: fixedAnswer(i18n, lng, first).t, i18n, ready: false };
}

const noSubscription = () => () => undefined;
const noLanguage = () => undefined;
