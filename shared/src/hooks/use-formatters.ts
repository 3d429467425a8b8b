import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { dateTimeFormat, numberFormat } from '../lib/intl-formats';

export type DateStyle = 'long' | 'medium';

/** Formats ISO dates in the visitor's language; an unparsable date is shown as given. */
export function useFormatDate(dateStyle: DateStyle = 'long'): (iso: string) => string {
  const { i18n } = useTranslation('common');
  const language = i18n.language || 'en';
  return useMemo(() => {
    const formatter = dateTimeFormat(language, { dateStyle });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
    };
  }, [language, dateStyle]);
}

/** Formats numbers in the visitor's language. */
export function useFormatNumber(options?: Intl.NumberFormatOptions): (value: number) => string {
  const { i18n } = useTranslation('common');
  const language = i18n.language || 'en';
  const key = JSON.stringify(options ?? {});
  return useMemo(() => {
    const formatter = numberFormat(language, JSON.parse(key) as Intl.NumberFormatOptions);
    return (value: number) => formatter.format(value);
  }, [language, key]);
}
