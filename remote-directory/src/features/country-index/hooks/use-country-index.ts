import { useMemo } from 'react';
import type { AgentCountByCountry } from '@cargora/shared/contracts';
import { oneOf } from '@cargora/shared/runtime';
import { usePendingQuery } from '../../../components/pending-query';

export const COUNTRY_ORDERS = ['name', 'agents'] as const;
export type CountryOrder = (typeof COUNTRY_ORDERS)[number];
export const COUNTRY_GROUPS = ['letter', 'none'] as const;
export type CountryGroup = (typeof COUNTRY_GROUPS)[number];
/** The index's own query parameters: it filters, orders and groups the countries it has, without the API. */
export const COUNTRY_INDEX_FIELDS = ['filter', 'order', 'group'];

export interface CountryGroupView {
  key: string;
  countries: AgentCountByCountry[];
}

const shownName = (c: AgentCountByCountry) => c.label ?? c.country;

/**
 * The name a country is filed under: the name shown, without the Arabic article (المغرب under م, as an Arabic index
 * files it; otherwise most countries would be one letter's).
 */
const indexName = (c: AgentCountByCountry, locale: string) =>
  locale.startsWith('ar') ? shownName(c).replace(/^ال(?=.)/, '') : shownName(c);

/** A name's letter in the index: its first letter without marks (É under E, أ and إ under ا). */
const initialOf = (name: string, locale: string) => name.normalize('NFD').charAt(0).toLocaleUpperCase(locale);

/** Filters, orders and groups the countries in the page; the choices live in the URL. */
export function useCountryIndex(items: AgentCountByCountry[] | undefined, locale: string) {
  const { get, update } = usePendingQuery();
  const filter = get('filter');
  const order = oneOf(get('order'), COUNTRY_ORDERS, 'name');
  const group = oneOf(get('group'), COUNTRY_GROUPS, 'letter');

  const groups = useMemo<CountryGroupView[]>(() => {
    const needle = filter.trim().toLocaleLowerCase(locale);
    // Found by the name shown (the visitor's language) or the English one; ordered and grouped by the name shown.
    const matching = (items ?? []).filter((c) =>
      [c.label ?? c.country, c.country].some((name) => name.toLocaleLowerCase(locale).includes(needle)),
    );
    const byName = (a: AgentCountByCountry, b: AgentCountByCountry) =>
      indexName(a, locale).localeCompare(indexName(b, locale), locale);
    matching.sort(order === 'name' ? byName : (a, b) => b.count - a.count || byName(a, b));
    if (group === 'none') return matching.length ? [{ key: '', countries: matching }] : [];
    const byLetter = new Map<string, AgentCountByCountry[]>();
    for (const c of matching) {
      const letter = initialOf(indexName(c, locale), locale);
      byLetter.set(letter, [...(byLetter.get(letter) ?? []), c]);
    }
    return [...byLetter.entries()]
      .sort(([a], [b]) => a.localeCompare(b, locale))
      .map(([key, countries]) => ({ key, countries }));
  }, [items, filter, order, group, locale]);

  return {
    filter,
    order,
    group,
    groups,
    matchCount: groups.reduce((n, g) => n + g.countries.length, 0),
    // Typing replaces the entry so Back does not walk every keystroke.
    setFilter: (value: string) => update({ filter: value }, { replace: true }),
    setOrder: (value: CountryOrder) => update({ order: value === 'name' ? null : value }),
    setGroup: (value: CountryGroup) => update({ group: value === 'letter' ? null : value }),
  };
}
