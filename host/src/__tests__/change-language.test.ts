import { i18next, useSettingsStore } from '@cargora/shared/runtime';
import { searchInLanguage, syncDocumentLanguage } from '../features/preferences/change-language';

const root = document.documentElement;

function writesTo(run: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] });
  run();
  const names = observer.takeRecords().map((r) => r.attributeName!);
  observer.disconnect();
  return names;
}

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: {} });
});

it('does not write <html lang dir> the server already got right (each write restyles the whole page)', () => {
  root.lang = 'en';
  root.dir = 'ltr';
  useSettingsStore.getState().update({ direction: 'ltr' });
  let stop = () => undefined as void;
  expect(writesTo(() => (stop = syncDocumentLanguage()))).toEqual([]);
  expect(writesTo(() => useSettingsStore.getState().update({ contentWidth: 'full' }))).toEqual([]);
  stop();
});

it('follows a change of language and of direction', async () => {
  root.lang = 'en';
  root.dir = 'ltr';
  const stop = syncDocumentLanguage();
  await i18next.changeLanguage('ar');
  useSettingsStore.getState().update({ direction: 'rtl' });
  expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
  stop();
});

it('names the chosen language in a query that has a lang, and leaves any other query as it is', () => {
  expect(searchInLanguage('?lang=fr&sort=price_asc', 'ar')).toBe('?lang=ar&sort=price_asc');
  expect(searchInLanguage('?sort=price_asc&lang=ar', 'en')).toBe('?sort=price_asc&lang=en');
  expect(searchInLanguage('?lang=xx', 'fr')).toBe('?lang=fr');
  expect(searchInLanguage('?sort=price_asc', 'fr')).toBe('?sort=price_asc');
  expect(searchInLanguage('', 'fr')).toBe('');
});
