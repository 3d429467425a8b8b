import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats ISO dates in the visitor's language; an unparsable date is shown as given. */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation('content');
  const language = i18n.language || 'en';
  return useMemo(() => {
    const formatter = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
    };
  }, [language]);
}

/** Formats counts in the visitor's language. */
export function useFormatNumber(): (value: number) => string {
  const { i18n } = useTranslation('content');
  const language = i18n.language || 'en';
  return useMemo(() => {
    const formatter = new Intl.NumberFormat(language);
    return (value: number) => formatter.format(value);
  }, [language]);
}
