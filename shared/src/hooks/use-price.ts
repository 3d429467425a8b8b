import { useTranslation } from 'react-i18next';
import { useCurrencyStore } from '../stores/currency-store';
import { convertFromUsd, formatMoney } from '../currency/currency';

/** Formats USD amounts in the visitor's currency and language (USD until rates arrive). */
export function usePrice() {
  const currency = useCurrencyStore((s) => s.currency);
  const rates = useCurrencyStore((s) => s.rates);
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return {
    currency,
    format(amountUsd: number): string {
      const converted = convertFromUsd(amountUsd, currency, rates);
      return converted === null ? formatMoney(amountUsd, 'USD', locale) : formatMoney(converted, currency, locale);
    },
  };
}
