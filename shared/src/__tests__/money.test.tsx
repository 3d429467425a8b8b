// Money as visitors read it (issue 17): symbols that cannot be mistaken for US dollars, a stored code the site does
// not know falling back to the default, and amounts shown together that add up as shown.
import { renderHook } from '@testing-library/react';
import { currencySymbol, formatMoney, isKnownCurrency, minorDigits } from '../currency/currency';
import { usePrice } from '../hooks/use-price';
import { useCurrencyStore } from '../stores/currency-store';
import { parseRenderState, serializePreferences } from '../ssr/render-state';

describe('symbols', () => {
  it('other dollars are not a bare $ in any language', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('CAD')).toBe('CA$');
    expect(currencySymbol('AUD')).toBe('A$');
    expect(currencySymbol('TWD')).toBe('NT$');
    for (const code of ['CAD', 'AUD', 'TWD', 'NZD', 'HKD', 'SGD', 'MXN']) {
      for (const lang of ['en', 'fr', 'ar']) expect(currencySymbol(code, lang)).not.toBe('$');
    }
    expect(formatMoney(1250, 'CAD')).toBe('CA$1,250');
    expect(formatMoney(12.5, 'AUD')).toBe('A$12.50');
  });
});

describe('a stored currency the site does not know', () => {
  it('is not used on the server: the page renders in the default currency', () => {
    expect(isKnownCurrency('EUR')).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    const cookie = serializePreferences({ lang: 'en', currency: 'XYZ', settings: parseRenderState(undefined, null).settings });
    expect(parseRenderState(cookie, null).currency).toBe('USD');
  });

  it('is replaced by the default in the browser (so the picker and the prices agree)', async () => {
    localStorage.setItem('selectedCurrency', 'XYZ');
    jest.resetModules();
    const { useCurrencyStore: fresh } = await import('../stores/currency-store');
    expect(fresh.getState().currency).toBe('USD');
    expect(localStorage.getItem('selectedCurrency')).toBe('USD');
    fresh.getState().setCurrency('XYZ');
    expect(fresh.getState().currency).toBe('USD');
  });
});

describe('amounts that are added up on screen', () => {
  afterEach(() => useCurrencyStore.setState({ currency: 'USD', rates: {} }));

  it('a base price, a fee and their total share one precision and add up as shown', () => {
    const { result } = renderHook(() => usePrice());
    const shown = result.current.formatSum([316, 9.47]);
    expect(shown).toEqual({ parts: ['$316.00', '$9.47'], total: '$325.47' });
    // Whole amounts stay whole.
    expect(result.current.formatSum([300, 20])).toEqual({ parts: ['$300', '$20'], total: '$320' });
  });

  it('converted amounts: the total is the sum of the rounded parts', () => {
    useCurrencyStore.setState({ currency: 'EUR', rates: { EUR: 0.9221 } });
    const { result } = renderHook(() => usePrice());
    const shown = result.current.formatSum([316, 9.47]);
    const value = (s: string) => Number(s.replace(/[^\d.]/g, ''));
    expect(value(shown.total)).toBeCloseTo(value(shown.parts[0]!) + value(shown.parts[1]!), 10);
    expect(shown.parts.every((p) => /\.\d\d/.test(p))).toBe(true);
  });

  it('a currency without cents shows none', () => {
    expect(minorDigits('JPY')).toBe(0);
    useCurrencyStore.setState({ currency: 'JPY', rates: { JPY: 150 } });
    const { result } = renderHook(() => usePrice());
    expect(result.current.formatSum([316, 9.47])).toEqual({ parts: ['¥47,400', '¥1,421'], total: '¥48,821' });
  });
});
