import { PROTECTION_MINIMUM_USD, parseProtectionRate, protectionPremium } from '../contracts/protection';

describe('the protection rate', () => {
  it('reads the rates services state', () => {
    expect(parseProtectionRate('1%')).toBe(0.01);
    expect(parseProtectionRate('1.5%')).toBeCloseTo(0.015);
    expect(parseProtectionRate(' 2.5% ')).toBeCloseTo(0.025);
    expect(parseProtectionRate('100%')).toBe(1);
  });

  it('answers null for no protection or a text that is not a rate', () => {
    for (const text of ['', '  ', 'abc', '1.5', '2,5 %', '1.5%%', '-1%', '0%', '150%', '1e2%', null, undefined]) expect(parseProtectionRate(text)).toBeNull();
  });
});

describe('the protection premium: rate × declared value, minimum USD 25', () => {
  it('charges the rate of the declared value', () => {
    // 1.5 % of USD 40,000 of goods = USD 600.
    expect(protectionPremium('1.5%', 40_000, PROTECTION_MINIMUM_USD)).toEqual({ premium: 600, rate: 0.015, minimumApplied: false });
    // 0.5 % of EUR 12,345.67 = EUR 61.73 (rounded to cents).
    expect(protectionPremium('0.5%', 12_345.67, 23)).toMatchObject({ premium: 61.73, minimumApplied: false });
  });

  it('charges the minimum when the rate gives less', () => {
    // 1 % of USD 1,000 = USD 10 < USD 25.
    expect(protectionPremium('1%', 1000, PROTECTION_MINIMUM_USD)).toEqual({ premium: 25, rate: 0.01, minimumApplied: true });
    // The minimum converted into euros by the caller (USD 25 at 0.92 = EUR 23).
    expect(protectionPremium('1%', 1000, 23)).toMatchObject({ premium: 23, minimumApplied: true });
  });

  it('is not priced without a declared value, nor for a service without protection', () => {
    expect(protectionPremium('1%', undefined, 25)).toEqual({ unavailable: 'noDeclaredValue' });
    expect(protectionPremium('1%', 0, 25)).toEqual({ unavailable: 'noDeclaredValue' });
    expect(protectionPremium('1%', Number.NaN, 25)).toEqual({ unavailable: 'noDeclaredValue' });
    expect(protectionPremium('', 50_000, 25)).toEqual({ unavailable: 'noProtection' });
  });
});
