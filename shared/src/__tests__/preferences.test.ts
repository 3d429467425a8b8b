import { CURRENCY_CODES, convertFromUsd, convertToUsd, currencySymbol, formatMoney } from '../currency/currency';
import { useCurrencyStore, syncCurrencyAcrossTabs } from '../stores/currency-store';
import { DEFAULT_SETTINGS, useSettingsStore } from '../stores/settings-store';
import { directionOf } from '../i18n/i18n';

describe('currencies', () => {
  it('offers about 150 distinct ISO codes including USD', () => {
    expect(CURRENCY_CODES.length).toBeGreaterThanOrEqual(140);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    expect(CURRENCY_CODES).toContain('USD');
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('shows symbols from Intl and an unknown code as itself', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('QQQ')).toBe('QQQ');
  });

  it('converts with USD-based rates and formats for the language', () => {
    const rates = { EUR: 0.5 };
    expect(convertFromUsd(100, 'EUR', rates)).toBe(50);
    expect(convertToUsd(50, 'EUR', rates)).toBe(100);
    expect(convertFromUsd(100, 'GBP', rates)).toBeNull();
    expect(formatMoney(1234, 'USD', 'en')).toBe('$1,234');
    expect(formatMoney(1234, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 234 €');
  });

  it('defaults to USD, stores the choice under selectedCurrency and broadcasts a storage event', () => {
    expect(useCurrencyStore.getState().currency).toBe('USD');
    const events: StorageEvent[] = [];
    window.addEventListener('storage', (e) => events.push(e));
    useCurrencyStore.getState().setCurrency('EUR');
    expect(localStorage.getItem('selectedCurrency')).toBe('EUR');
    expect(events.some((e) => e.key === 'selectedCurrency' && e.newValue === 'EUR')).toBe(true);
    useCurrencyStore.getState().setCurrency('not a code');
    expect(useCurrencyStore.getState().currency).toBe('EUR');
  });

  it('follows a currency chosen in another tab', () => {
    const stop = syncCurrencyAcrossTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: 'selectedCurrency', newValue: 'JPY' }));
    expect(useCurrencyStore.getState().currency).toBe('JPY');
    stop();
  });
});

describe('settings', () => {
  it('persists every switch under the settings key', () => {
    useSettingsStore.getState().update({ mode: 'dark', contentWidth: 'full', direction: 'rtl' });
    expect(JSON.parse(localStorage.getItem('settings')!)).toMatchObject({ mode: 'dark', contentWidth: 'full', direction: 'rtl' });
    useSettingsStore.getState().reset();
    expect(useSettingsStore.getState().settings).toEqual(DEFAULT_SETTINGS);
  });

  it('follows the device\'s colour scheme unless the visitor chose one', () => {
    expect(DEFAULT_SETTINGS.mode).toBe('system');
  });

  it('turns Arabic right-to-left and every other language left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});
