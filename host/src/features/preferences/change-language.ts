import { STORAGE_KEYS, directionOf, i18next, storage, useSettingsStore, type Language } from '@cargora/shared';

/** Applies a language: Arabic turns the layout right-to-left, any other language left-to-right. */
export async function changeLanguage(lng: Language) {
  storage.set(STORAGE_KEYS.language, lng);
  useSettingsStore.getState().update({ direction: directionOf(lng) });
  await i18next.changeLanguage(lng);
}

/** Keeps <html lang> with the language and <html dir> with the direction setting. */
export function syncDocumentLanguage() {
  const root = document.documentElement;
  const applyLang = (lng: string) => {
    root.lang = lng;
  };
  applyLang(i18next.language || 'en');
  i18next.on('languageChanged', applyLang);
  root.dir = useSettingsStore.getState().settings.direction;
  const stop = useSettingsStore.subscribe((s) => {
    root.dir = s.settings.direction;
  });
  return () => {
    i18next.off('languageChanged', applyLang);
    stop();
  };
}
