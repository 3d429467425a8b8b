// What the tests of load-priced pages (issue 49) share: the catalog's texts, the visitor in USD with no rates yet, and
// the page back in English after a test that switched language.
import { join } from 'node:path';
import { i18next, useCurrencyStore } from '@cargora/shared/runtime';
import { setupTestI18n } from '@cargora/shared/testing';

export function setUpLoadPages() {
  beforeAll(async () => {
    await setupTestI18n(join(__dirname, '../../public/locales'), ['catalog']);
  });
  beforeEach(() => {
    useCurrencyStore.setState({ currency: 'USD', rates: {} });
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });
}
