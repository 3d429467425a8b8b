import { parseLocaleNumber, toAsciiDigits } from '../contracts/locale-digits';

describe('numbers typed in any digit set', () => {
  it('reads Arabic-Indic and extended Arabic-Indic digits as ASCII', () => {
    expect(toAsciiDigits('١٢٠٠')).toBe('1200');
    expect(toAsciiDigits('۱۲۰۰ kg')).toBe('1200 kg');
    expect(parseLocaleNumber('١٢٠٠')).toBe(1200);
    expect(parseLocaleNumber('۴۵')).toBe(45);
  });

  it('reads the Arabic decimal and thousands separators', () => {
    expect(parseLocaleNumber('١٬٢٠٠٫٥')).toBe(1200.5);
    expect(parseLocaleNumber('12,5')).toBe(12.5);
    expect(parseLocaleNumber('1,200')).toBe(1200);
    expect(parseLocaleNumber('1 200')).toBe(1200);
    expect(parseLocaleNumber('1\u202f200,75')).toBe(1200.75);
  });

  it('answers undefined for what is not a number', () => {
    expect(parseLocaleNumber('')).toBeUndefined();
    expect(parseLocaleNumber('  ')).toBeUndefined();
    expect(parseLocaleNumber('12kg')).toBeUndefined();
    expect(parseLocaleNumber('1.2.3')).toBeUndefined();
    expect(parseLocaleNumber('abc')).toBeUndefined();
  });
});
