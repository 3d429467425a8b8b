import { parsePercentage } from '@cargora/shared/runtime';

export interface PriceBreakdown {
  base: number;
  /** The fee percentage, or null when the service offers no (valid) protection. */
  feePercent: number | null;
  fee: number;
  total: number;
  /** Whether the fee is part of the total. */
  protectionApplied: boolean;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Base price, protection fee and total in USD; the fee only counts with protection and a valid rate. */
export function priceBreakdown(
  priceUsd: number,
  protectionFee: string,
  withProtection: boolean,
): PriceBreakdown {
  const feePercent = parsePercentage(protectionFee.trim());
  if (!withProtection || feePercent === null) {
    return { base: priceUsd, feePercent, fee: 0, total: priceUsd, protectionApplied: false };
  }
  const fee = cents((priceUsd * feePercent) / 100);
  return { base: priceUsd, feePercent, fee, total: cents(priceUsd + fee), protectionApplied: true };
}
