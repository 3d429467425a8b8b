import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '../lib/intl-formats';
import { parsePercentage } from '../validation/percentage';
import { agentPlaceLine } from '../lib/place-labels';
import type { AgentSummary } from '@cargora/shared/contracts';

export type DateStyle = 'long' | 'medium';

/** The formatter options of each style, the same objects every render (intl-formats finds a formatter by them). */
const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = { long: { dateStyle: 'long' }, medium: { dateStyle: 'medium' } };

/** Formats ISO dates in the visitor's language; an unparsable date is shown as given. */
export function useFormatDate(dateStyle: DateStyle = 'long'): (iso: string) => string {
  const { i18n } = useTranslation('common');
  const language = i18n.language || 'en';
  return useMemo(() => {
    const formatter = dateTimeFormat(language, DATE_STYLES[dateStyle]);
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

const PERCENT_TEXT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 4 };

/** A percentage as the API sends it ("2.5%", an agent's protection fee) in the visitor's language ("2,5 %" in French); anything else as given. */
export function useFormatPercentText(): (text: string) => string {
  const format = useFormatNumber(PERCENT_TEXT);
  return (text: string) => {
    const value = parsePercentage(text);
    return value === null ? text : format(value / 100);
  };
}

/** An agent's city, state and country in the visitor's language, joined the language's way ("، " in Arabic). */
export function useAgentPlaceLine(): (agent: Pick<AgentSummary, 'country' | 'state' | 'city' | 'names'>) => string {
  const { t } = useTranslation('common');
  const separator = t('agentCard.placeSeparator');
  return (agent) => agentPlaceLine(agent, separator);
}
