import { STORAGE_KEYS, directionOf, i18next, storage, useSettingsStore, type Language } from '@cargora/shared';

/** Applies a language: Arabic turns the layout right-to-left, any other language left-to-right. */
export async function changeLanguage(lng: Language) {
  storage.set(STORAGE_KEYS.language, lng);
  useSettingsStore.getState().update({ direction: directionOf(lng) });
  await i18next.changeLanguage(lng);
}

/** Keeps <html lang dir> in step with the language. */
export function syncDocumentLanguage() {
  const apply = (lng: string) => {
    document.documentElement.lang = lng;
    document.documentElement.dir = directionOf(lng);
  };
  apply(i18next.language || 'en');
  i18next.on('languageChanged', apply);
  return () => i18next.off('languageChanged', apply);
}
