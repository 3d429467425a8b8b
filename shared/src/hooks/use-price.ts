import { useTranslation } from '@cargora/shared/translation';
import { useCurrencyStore } from '../stores/currency-store';
import { convertFromUsd, formatMoneyIsolated as formatMoney, roundToMinor } from '../currency/currency';

/** Formats USD amounts in the visitor's currency and language (USD until rates arrive), for the page (see formatMoneyIsolated). */
export function usePrice() {
  const currency = useCurrencyStore((s) => s.currency);
  const rates = useCurrencyStore((s) => s.rates);
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const shown = (amountUsd: number) => {
    const converted = convertFromUsd(amountUsd, currency, rates);
    return converted === null ? { amount: amountUsd, code: 'USD' } : { amount: converted, code: currency };
  };
  return {
    currency,
    format(amountUsd: number): string {
      const { amount, code } = shown(amountUsd);
      return formatMoney(amount, code, locale);
    },
    /**
     * Parts of a sum and their total, as shown: each part converted and rounded to the currency's minor unit, the
     * total the sum of the rounded parts, all with the same precision, so the figures on screen add up
     * ($316.00 + $9.47 = $325.47, never "$316 + $9.47 = $325").
     */
    formatSum(partsUsd: number[]): { parts: string[]; total: string } {
      const converted = partsUsd.map(shown);
      const code = converted[0]?.code ?? currency;
      const rounded = converted.map((p) => roundToMinor(p.amount, code));
      const total = roundToMinor(rounded.reduce((sum, n) => sum + n, 0), code);
      const hasCents = [...rounded, total].some((n) => !Number.isInteger(n));
      const precision = hasCents ? 'minor' : 'whole';
      return { parts: rounded.map((n) => formatMoney(n, code, locale, precision)), total: formatMoney(total, code, locale, precision) };
    },
  };
}
