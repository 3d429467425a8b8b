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

/**
 * Formats numbers in the visitor's language: the kept formatter's own function (intl-formats.ts), the same one every
 * render for a language and options, however the options object was made.
 */
export function useFormatNumber(options?: Intl.NumberFormatOptions): (value: number) => string {
  const { i18n } = useTranslation('common');
  return numberFormat(i18n.language || 'en', options).format;
}
