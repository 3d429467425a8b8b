import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers and dates in the visitor's language (the brief: dates through Intl.DateTimeFormat). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return useMemo(() => {
    const numberFormat = new Intl.NumberFormat(locale);
    const dateFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' });
    const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const monthFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' });
    return {
      number: (n: number) => numberFormat.format(n),
      date: (iso: string) => dateFormat.format(new Date(iso)),
      month: (iso: string) => monthFormat.format(new Date(iso)),
      percent: (share: number) => percentFormat.format(share),
    };
  }, [locale]);
}
