import { STORAGE_KEYS, directionOf, i18next, storage, useSettingsStore, type Language } from '@cargora/shared';

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
