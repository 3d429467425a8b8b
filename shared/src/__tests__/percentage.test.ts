import { isValidPercentage, parsePercentage } from '../validation/percentage';

describe('the percentage rule', () => {
  it.each(['0%', '5%', '2.5%', '99.99%', '100%', '07%'])('accepts %s', (value) => {
    expect(isValidPercentage(value)).toBe(true);
  });
  it.each(['', '%', '5', '5 %', '-1%', '100.5%', '101%', '1000%', 'abc%', '2.%', '.5%', '5%%'])('rejects %s', (value) => {
    expect(isValidPercentage(value)).toBe(false);
  });
  it('parses the numeric value', () => {
    expect(parsePercentage('2.5%')).toBe(2.5);
    expect(parsePercentage('100%')).toBe(100);
    expect(parsePercentage('abc')).toBeNull();
  });
});
