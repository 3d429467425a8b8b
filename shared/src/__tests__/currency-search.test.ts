import { currencyFromText, currencyName, findCurrencies } from '../currency/currency';

describe('finding a currency by what a visitor calls it', () => {
  it('finds currencies by their names in the visitor’s language and in English, by code and by symbol', () => {
    expect(findCurrencies('euro', 'en')).toEqual(['EUR']);
    expect(findCurrencies('yen', 'en')).toContain('JPY');
    expect(findCurrencies('dirham', 'en')).toEqual(expect.arrayContaining(['AED', 'MAD']));
    expect(findCurrencies('dollar', 'en').length).toBeGreaterThan(10);
    expect(findCurrencies('mad', 'en')[0]).toBe('MAD');
    expect(findCurrencies('£', 'en')).toContain('GBP');
    // French names, accents ignored either way.
    expect(findCurrencies('livre sterling', 'fr')).toEqual(['GBP']);
    expect(findCurrencies('dirham marocain', 'fr')).toEqual(['MAD']);
    expect(findCurrencies('EURO', 'fr')).toContain('EUR');
    // Arabic names.
    expect(findCurrencies('يورو', 'ar')).toEqual(['EUR']);
    expect(findCurrencies('درهم', 'ar')).toEqual(expect.arrayContaining(['AED', 'MAD']));
  });

  it('names a currency in the visitor’s language', () => {
    expect(currencyName('EUR', 'en')).toBe('Euro');
    expect(currencyName('JPY', 'fr')).toBe('yen japonais');
  });

  it('reads what a visitor typed in a form as one currency, or none when it is ambiguous or unknown', () => {
    expect(currencyFromText('eur')).toBe('EUR');
    expect(currencyFromText('Euro')).toBe('EUR');
    expect(currencyFromText('yen japonais', 'fr')).toBe('JPY');
    expect(currencyFromText('dollar')).toBeNull();
    expect(currencyFromText('zzz')).toBeNull();
    expect(currencyFromText('')).toBeNull();
  });
});
