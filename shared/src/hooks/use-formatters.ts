import { useMemo } from 'react';
import { useTranslation } from '@cargora/shared/translation';
import { dateTimeFormat, numberFormat } from '../lib/intl-formats';
import { parsePercentage } from '../validation/percentage';
import { agentPlaceLine } from '../lib/place-labels';
import { isolate, isolateAs } from '../lib/isolate';
import { directionOf } from '../i18n/i18n';
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

/**
 * An agent's city, state and country in the visitor's language, joined the language's way ("، " in Arabic), for
 * `BidiText`: each name isolated (a Latin name keeps its direction on an Arabic page) and the line as a whole in the
 * page's direction, so an Arabic reader meets the city first, whatever script the names are in.
 */
export function useAgentPlaceLine(): (agent: Pick<AgentSummary, 'country' | 'state' | 'city' | 'names'>) => string {
  const { t, i18n } = useTranslation('common');
  const separator = t('agentCard.placeSeparator');
  const dir = directionOf(i18n.language || 'en');
  return (agent) => isolateAs(dir, agentPlaceLine(agent, separator, isolate));
}
