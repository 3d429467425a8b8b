import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate, useFormatNumber } from '@cargora/shared';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

/** The directory's formatters: shared numbers and dates, plus its own "member since" month. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const number = useFormatNumber();
  const date = useFormatDate('long');
  const percent = useFormatNumber(PERCENT);
  return useMemo(() => {
    const monthFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' });
    return { number, date, percent, month: (iso: string) => monthFormat.format(new Date(iso)) };
  }, [locale, number, date, percent]);
}
