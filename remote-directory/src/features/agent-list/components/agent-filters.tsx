import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { up } from '@cargora/shared/runtime';
import { Button, HiddenQueryFields, Input, Label, Select, SubmitWithoutScript } from '@cargora/shared/ui';
import type { AgentCountByCountry } from '@cargora/shared/contracts';
import { AGENT_SORTS, type AgentFilter, type AgentSort } from '../api/agents';

const Form = styled.form`
  display: grid;
  gap: 12px;
  align-items: end;
  margin-block: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${up('sm')} {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
  select {
    width: 100%;
  }
`;

const SearchRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: end;
  > label {
    flex: 1;
    min-width: 0;
  }
  input {
    width: 100%;
  }
`;

interface Props {
  filters: AgentFilter[];
  country: string;
  q: string;
  sort: AgentSort;
  /** The country filter's options (the loader's; null when they could not be read). */
  countries: AgentCountByCountry[] | null;
  onCountry: (value: string) => void;
  onQuery: (value: string) => void;
  onSort: (value: AgentSort) => void;
}

/**
 * The controls of an agent list; selects apply at once, the search words on submit. A GET form with the query
 * parameters' names, so without JavaScript the browser sends it (the rest of the query kept, back to page 1).
 */
export function AgentFilters({
  filters,
  country,
  q,
  sort,
  countries: options,
  onCountry,
  onQuery,
  onSort,
}: Props) {
  const { t } = useTranslation('directory');
  const id = useId();
  const countries = [...(options ?? [])].sort((a, b) => a.country.localeCompare(b.country));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onQuery(String(new FormData(event.currentTarget).get('q') ?? ''));
  };

  return (
    <Form method="get" role="search" aria-label={t('filters.label')} onSubmit={submit}>
      <HiddenQueryFields omit={['page', ...filters]} />
      {filters.includes('q') && (
        <SearchRow>
          <Label htmlFor={`${id}-q`}>
            {t('filters.q')}
            {/* Keyed on the URL value so Back restores the words in the box. */}
            <Input
              key={q}
              id={`${id}-q`}
              name="q"
              type="search"
              defaultValue={q}
              placeholder={t('filters.qPlaceholder')}
            />
          </Label>
          <Button type="submit">{t('filters.search')}</Button>
        </SearchRow>
      )}
      {filters.includes('country') && (
        <Label htmlFor={`${id}-country`}>
          {t('filters.country')}
          <Select
            id={`${id}-country`}
            name="country"
            value={country}
            onChange={(e) => onCountry(e.target.value)}
          >
            <option value="">{t('filters.allCountries')}</option>
            {/* Keep a country from the URL selectable even without the list of countries. */}
            {country && !countries.some((c) => c.country === country) && (
              <option value={country}>{country}</option>
            )}
            {countries.map((c) => (
              <option key={c.countryCode} value={c.country}>
                {c.label ?? c.country}
              </option>
            ))}
          </Select>
        </Label>
      )}
      {filters.includes('sort') && (
        <Label htmlFor={`${id}-sort`}>
          {t('filters.sort')}
          <Select
            id={`${id}-sort`}
            name="sort"
            value={sort}
            onChange={(e) => onSort(e.target.value as AgentSort)}
          >
            {AGENT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </Select>
        </Label>
      )}
      {/* With a search box its button sends the selects too. */}
      {!filters.includes('q') && <SubmitWithoutScript>{t('filters.apply')}</SubmitWithoutScript>}
    </Form>
  );
}
