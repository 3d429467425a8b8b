// "Cargora protection", written once: cargo insurance on the declared value of the goods. The premium is the
// service's protection rate (its `protectionFee`, e.g. "1.5%") of the declared value, with a minimum of USD 25
// (converted into the service's currency by the caller). It is not payment escrow and never a share of the freight
// price. Without a declared value protection is offered but not priced: the visitor is asked for the value.
import { parsePercentage } from './percentage';

/** The minimum premium, in US dollars; callers convert it into the currency of the declared value. */
export const PROTECTION_MINIMUM_USD = 25;

/**
 * A protection rate as a fraction (0.015 for "1.5%"); null when the text is not a valid percentage (spec section 5,
 * the rule agents' forms and the API apply) or is zero. Empty: the service offers no protection.
 */
export function parseProtectionRate(rate: string | null | undefined): number | null {
  const percent = typeof rate === 'string' ? parsePercentage(rate.trim()) : null;
  return percent === null || percent <= 0 ? null : percent / 100;
}

export type ProtectionPremium =
  /** Priced: `premium` in the currency of the declared value; `minimumApplied` when the minimum set the amount. */
  | { premium: number; rate: number; minimumApplied: boolean }
  /** Not priced: the service offers no protection, or no (valid) declared value was given. */
  | { unavailable: 'noProtection' | 'noDeclaredValue' };

/**
 * The premium for insuring goods of `declaredValue` at the service's `rate`: rate × declared value, at least
 * `minimumInCurrency` (USD 25 converted into the declared value's currency). Rounded to cents.
 */
export function protectionPremium(
  rate: string | null | undefined,
  declaredValue: number | null | undefined,
  minimumInCurrency: number,
): ProtectionPremium {
  const fraction = parseProtectionRate(rate);
  if (fraction === null) return { unavailable: 'noProtection' };
  if (typeof declaredValue !== 'number' || !Number.isFinite(declaredValue) || declaredValue <= 0) return { unavailable: 'noDeclaredValue' };
  const byRate = declaredValue * fraction;
  const minimum = Number.isFinite(minimumInCurrency) && minimumInCurrency > 0 ? minimumInCurrency : 0;
  const minimumApplied = byRate < minimum;
  return { premium: Math.round((minimumApplied ? minimum : byRate) * 100) / 100, rate: fraction, minimumApplied };
}
