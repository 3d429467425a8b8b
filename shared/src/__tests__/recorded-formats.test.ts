/** @jest-environment node */
import i18next from 'i18next';
import {
  adoptFormats,
  dateTimeFormat,
  displayNames,
  listFormat,
  formatI18nextNumbers,
  formatMoney,
  minorDigits,
  numberFormat,
  recordFormats,
  roundToMinor,
} from '../runtime';

afterEach(() => jest.restoreAllMocks());

describe('numbers, dates, lists and names a server render formatted, reused by hydration', () => {
  it('records, while recording only, what each formatter made, with Intl output', () => {
    const before = numberFormat('en').format(1);
    expect(before).toBe('1');
    const take = recordFormats();
    const price = formatMoney(2581.72, 'USD', 'fr');
    const count = numberFormat('fr').format(12345);
    const recorded = take();
    expect(price).toBe(new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD', currencyDisplay: 'symbol', maximumFractionDigits: 0 }).format(2581.72));
    expect(recorded).toEqual({
      'number|fr|{"style":"currency","currency":"USD","currencyDisplay":"symbol","maximumFractionDigits":0}': { '2581.72': price },
      'number|fr|': { '12345': count },
    });
    // Stopped: nothing more is recorded.
    numberFormat('fr').format(7);
    expect(recorded['number|fr|']).toEqual({ '12345': count });
  });

  it("answers from the server's strings without building an Intl.NumberFormat, and builds one for any other number", () => {
    const key = 'number|de|{"style":"currency","currency":"EUR","currencyDisplay":"symbol","maximumFractionDigits":0}';
    adoptFormats({ [key]: { '316': '316 € (server)', maxFractionDigits: '0' } });
    const built = jest.spyOn(Intl, 'NumberFormat');
    expect(formatMoney(316, 'EUR', 'de')).toBe('316 € (server)');
    expect(built).not.toHaveBeenCalled();
    expect(formatMoney(317, 'EUR', 'de')).toBe(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(317));
    expect(built).toHaveBeenCalledTimes(2);
  });

  it("records a currency's minor unit too (prices that must add up are rounded to it)", () => {
    const take = recordFormats();
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('OMR')).toBe(3);
    expect(roundToMinor(9.4749, 'USD')).toBe(9.47);
    expect(take()).toEqual({
      'number|en|{"style":"currency","currency":"JPY"}': { maxFractionDigits: '0' },
      'number|en|{"style":"currency","currency":"OMR"}': { maxFractionDigits: '3' },
      'number|en|{"style":"currency","currency":"USD"}': { maxFractionDigits: '2' },
    });
    adoptFormats({ 'number|en|{"style":"currency","currency":"KWD"}': { maxFractionDigits: '3' } });
    const built = jest.spyOn(Intl, 'NumberFormat');
    expect(roundToMinor(1.23456, 'KWD')).toBe(1.235);
    expect(built).not.toHaveBeenCalled();
  });

  it('does the same for dates, known by their time value', () => {
    const take = recordFormats();
    const when = new Date('2024-03-05T10:00:00Z');
    const text = dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(when);
    expect(text).toBe('5 mars 2024');
    expect(take()).toEqual({ 'date|fr|{"dateStyle":"long","timeZone":"UTC"}': { [String(when.getTime())]: '5 mars 2024' } });
    adoptFormats({ 'date|ar|{"year":"numeric","month":"long"}': { [String(when.getTime())]: 'مارس 2024 (server)' } });
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    expect(dateTimeFormat('ar', { year: 'numeric', month: 'long' }).format(when)).toBe('مارس 2024 (server)');
    expect(built).not.toHaveBeenCalled();
  });

  it('and for lists and language names (a storefront lists its languages by name)', () => {
    const take = recordFormats();
    const names = ['pt', 'en'].map((code) => displayNames(['fr'], { type: 'language' }).of(code));
    const text = listFormat('fr', { type: 'conjunction' }).format(names);
    expect(text).toBe('portugais et anglais');
    // A code Intl has no name for is given back as it is.
    expect(displayNames(['fr'], { type: 'language' }).of('qaa')).toBe('qaa');
    expect(take()).toEqual({
      'names|fr|{"type":"language"}': { pt: 'portugais', en: 'anglais', qaa: 'qaa' },
      'list|fr|{"type":"conjunction"}': { 'portugais\u001fanglais': 'portugais et anglais' },
    });
    adoptFormats({ 'names|ar|{"type":"language"}': { pt: 'البرتغالية (server)' }, 'list|ar|{"type":"conjunction"}': { 'a\u001fb': 'a و b (server)' } });
    const names2 = jest.spyOn(Intl, 'DisplayNames');
    const lists = jest.spyOn(Intl, 'ListFormat');
    expect(displayNames(['ar'], { type: 'language' }).of('pt')).toBe('البرتغالية (server)');
    expect(listFormat('ar', { type: 'conjunction' }).format(['a', 'b'])).toBe('a و b (server)');
    expect(names2).not.toHaveBeenCalled();
    expect(lists).not.toHaveBeenCalled();
  });

  it("puts i18next's {{n, number}} through the same formats, keyed by Intl's options only (not the count)", async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'fr',
      resources: { fr: { t: { services_one: '{{count, number}} service', services_other: '{{count, number}} services', pct: '{{n, number(maximumFractionDigits: 1)}}' } } },
      defaultNS: 't',
      interpolation: { escapeValue: false },
    });
    formatI18nextNumbers(instance);
    const take = recordFormats();
    const many = instance.t('services', { count: 12345 });
    const few = instance.t('services', { count: 2 });
    const pct = instance.t('pct', { n: 2.345 });
    const recorded = take();
    expect(many).toBe(`${new Intl.NumberFormat('fr').format(12345)} services`);
    expect(few).toBe('2 services');
    expect(pct).toBe('2,3');
    // A numeric string is formatted as its number, as i18next's own format did; other text is left as it is.
    expect(instance.t('pct', { n: '1234.56' })).toBe(new Intl.NumberFormat('fr', { maximumFractionDigits: 1 }).format(1234.56));
    expect(instance.t('pct', { n: 'n/a' })).toBe('n/a');
    expect(recorded).toEqual({ 'number|fr|': { '12345': new Intl.NumberFormat('fr').format(12345), '2': '2' }, 'number|fr|{"maximumFractionDigits":1}': { '2.345': '2,3' } });
  });
});
