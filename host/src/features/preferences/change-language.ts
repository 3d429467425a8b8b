import { STORAGE_KEYS, directionOf, i18next, storage, useSettingsStore, type Language } from '@cargora/shared';

/** Applies a language: Arabic turns the layout right-to-left, any other language left-to-right. */
export async function changeLanguage(lng: Language) {
  storage.set(STORAGE_KEYS.language, lng);
  useSettingsStore.getState().update({ direction: directionOf(lng) });
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
