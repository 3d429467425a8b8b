import { PROTECTION_MINIMUM_USD, parseProtectionRate, protectionPremium } from '@cargora/shared/contracts';

/**
 * What the protection line says: `priced` (the premium is in the total), `needsValue` (protection chosen but no
 * declared value: the line asks for it), `notChosen` (the page without protection) or `notOffered`.
 */
export type ProtectionLine = 'priced' | 'needsValue' | 'notChosen' | 'notOffered';

export interface PriceBreakdown {
  base: number;
  /** The protection rate as a percentage (1.5 for "1.5%"), or null when the service offers no (valid) protection. */
  feePercent: number | null;
  /** The premium in USD: the rate of the declared value, at least USD 25; 0 unless `protection` is `priced`. */
  fee: number;
  total: number;
  protection: ProtectionLine;
  /** Whether the USD 25 minimum set the premium. */
  minimumApplied: boolean;
}

/**
 * Base price, protection premium and total in USD. Cargora protection is cargo insurance: the premium is the rate of
 * the declared value of the goods (`declaredValueUsd`), never of the freight price; without a declared value it is
 * offered but not priced.
 */
export function priceBreakdown(
  priceUsd: number,
  protectionFee: string,
  withProtection: boolean,
  declaredValueUsd: number | null = null,
): PriceBreakdown {
  const rate = parseProtectionRate(protectionFee);
  const feePercent = rate === null ? null : Math.round(rate * 1e6) / 1e4;
  const unpriced = (protection: ProtectionLine): PriceBreakdown => ({ base: priceUsd, feePercent, fee: 0, total: priceUsd, protection, minimumApplied: false });
  if (rate === null) return unpriced('notOffered');
  if (!withProtection) return unpriced('notChosen');
  const premium = protectionPremium(protectionFee, declaredValueUsd, PROTECTION_MINIMUM_USD);
  if ('unavailable' in premium) return unpriced('needsValue');
  return {
    base: priceUsd,
    feePercent,
    fee: premium.premium,
    total: Math.round((priceUsd + premium.premium) * 100) / 100,
    protection: 'priced',
    minimumApplied: premium.minimumApplied,
  };
}
