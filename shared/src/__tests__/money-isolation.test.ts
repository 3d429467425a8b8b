// Prices on a right-to-left page: Arabic's pattern puts the amount first and the symbol after it ("‏710 US$"); the
// symbol is isolated so its Latin letters do not join the digits' run (which showed "$US 710").
import { formatMoney, formatMoneyIsolated } from '../currency/currency';
import { stripIsolates } from '../lib/isolate';

describe('formatMoneyIsolated', () => {
  it('isolates the currency symbol in Arabic, where Intl put it', () => {
    const text = formatMoneyIsolated(710, 'USD', 'ar');
    expect(text).toContain('\u2068US$\u2069');
    // The same text as Intl's once the marks are gone: nothing moved.
    expect(stripIsolates(text)).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(710));
    expect(formatMoneyIsolated(12.5, 'EUR', 'ar')).toContain('\u2068€\u2069');
  });

  it("leaves left-to-right languages' prices as Intl writes them", () => {
    expect(formatMoneyIsolated(710, 'USD', 'en')).toBe('$710');
    expect(formatMoneyIsolated(710, 'USD', 'fr')).toBe(formatMoney(710, 'USD', 'fr'));
  });

  it('formatMoney (titles, meta, images) carries no marks', () => {
    expect(formatMoney(710, 'USD', 'ar')).not.toMatch(/[\u2066-\u2069]/);
  });
});
