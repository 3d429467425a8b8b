import { useCallback } from 'react';
import { useLocation, useNavigate } from '@cargora/shared/router';
import { STORAGE_KEYS, type Language } from '@cargora/shared/contracts';
import { LANG_PARAM, directionOf, i18next, storage, useSettingsStore } from '@cargora/shared/runtime';

/** Remembers a language and its direction (Arabic right-to-left, any other left-to-right); i18next is not touched. */
export function storeLanguage(lng: Language) {
  storage.set(STORAGE_KEYS.language, lng);
  useSettingsStore.getState().update({ direction: directionOf(lng) });
}

/** Applies a language: stored with its direction, then shown. */
export async function changeLanguage(lng: Language) {
  storeLanguage(lng);
  await i18next.changeLanguage(lng);
}

/** The query `search` with its `lang`, if it has one, naming `lng`; a query without `lang` is left as it is. */
export function searchInLanguage(search: string, lng: Language): string {
  const params = new URLSearchParams(search);
  if (!params.has(LANG_PARAM)) return search;
  params.set(LANG_PARAM, lng);
  return `?${params.toString()}`;
}

/**
 * The visitor's choice of language. Start-up applies a `?lang=` over the stored choice, so the address's `lang` is
 * rewritten to the choice in place (a replace, not a new entry): a reload, or Back to this entry, shows it.
 */
export function useChangeLanguage() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (lng: Language) => {
      const { pathname, search, hash, state } = location;
      const next = searchInLanguage(search, lng);
      if (next !== search) navigate({ pathname, search: next, hash }, { replace: true, state });
      void changeLanguage(lng);
    },
    [location, navigate],
  );
}

/**
 * Keeps <html lang> with the language and <html dir> with the direction setting. Each is written only when it
 * differs: the browser restyles the whole page on any write of either (`:lang()`, `:dir()`), even of the same value,
 * and a server-rendered page already has both right.
 */
export function syncDocumentLanguage() {
  const root = document.documentElement;
  const applyLang = (lng: string) => {
    if (root.lang !== lng) root.lang = lng;
  };
  const applyDir = (dir: string) => {
    if (root.dir !== dir) root.dir = dir;
  };
  applyLang(i18next.language || 'en');
  i18next.on('languageChanged', applyLang);
  applyDir(useSettingsStore.getState().settings.direction);
  const stop = useSettingsStore.subscribe((s) => applyDir(s.settings.direction));
  return () => {
    i18next.off('languageChanged', applyLang);
    stop();
  };
}
