import { type FormEvent, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { DomesticCountry, Scope } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useHydrated, isolate, colors, typography } from '@cargora/shared/runtime';
import {
  Button,
  Card,
  HiddenQueryFields,
  Input,
  Label,
  PlaceCombobox,
  QueryLink,
  Select,
  Text,
  BidiText,
} from '@cargora/shared/ui';
import { CategorySelect, ModeSelect } from '../../../components/service-selects';
import { useDebouncedDraft } from '../hooks/use-debounced-draft';
import type { FacetCounts } from '../api/service-list';
import { CountryDatalist } from '../../../components/country-datalist';
import {
  categoriesFor,
  isPriceBoundInvalid,
  isPriceRangeInverted,
  priceBound,
  PROTECTIONS,
  RATING_STEPS,
  type QueryField,
  type QueryPatch,
  type ServiceQuery,
} from '../api/service-query';

export type FilterName =
  'q' | 'category' | 'mode' | 'origin' | 'destination' | 'country' | 'price' | 'rating' | 'protection';

/** The query parameters each filter's fields send (the form is a GET form: these are its field names). */
const FIELDS_OF: Record<FilterName, readonly string[]> = {
  q: ['q'],
  category: ['category'],
  mode: ['mode'],
  origin: ['origin'],
  destination: ['destination'],
  country: ['country'],
  price: ['minPrice', 'maxPrice', 'currency'],
  rating: ['minRating'],
  protection: ['protection'],
};

const Form = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 14px;
  align-content: start;
  grid-template-columns: minmax(0, 1fr);
  label {
    grid-template-columns: minmax(0, 1fr);
    min-width: 0;
  }
  input,
  select {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
`;

const Disclosure = styled.details`
  summary {
    cursor: pointer;
    font-weight: 700;
    font-size: ${typography['fm-h5'].size};
    min-height: 32px;
  }
  &[open] summary {
    margin-bottom: 14px;
  }
  & > div {
    display: grid;
    gap: 14px;
  }
`;

// Open beside the results on wide screens; folded above them on phones so results show first. The server (and so
// the hydrating render) cannot know the screen: folded there, opened on a wide screen once hydrated.
const wideScreen = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 900px)').matches : true;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 8px;
`;

interface TextFilterProps {
  field: QueryField;
  label: string;
  value: string;
  update: (patch: QueryPatch) => void;
  list?: string;
  type?: 'text' | 'search' | 'number';
  placeholder?: string;
  onFocus?: () => void;
}

/** A typed filter: the URL changes once the visitor pauses, not on every keystroke. */
function TextFilter({ field, label, value, update, list, type = 'text', placeholder, onFocus }: TextFilterProps) {
  const commit = useCallback((next: string) => update({ [field]: next.trim() }), [field, update]);
  const [draft, setDraft] = useDebouncedDraft(value, commit);
  return (
    <Label>
      {label}
      <Input
        name={field}
        type={type}
        value={draft}
        list={list}
        placeholder={placeholder}
        autoComplete="off"
        {...(type === 'number' ? { min: 0, step: 'any', inputMode: 'decimal' as const } : {})}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={onFocus}
      />
    </Label>
  );
}

const PriceError = styled(Text)`
  grid-column: 1 / -1;
  color: ${colors.error};
  font-weight: 600;
`;

interface PriceRangeProps {
  query: ServiceQuery;
  /** Applies the bounds (in `currency`) to the URL. */
  update: (patch: QueryPatch) => void;
  currency: string;
}

/**
 * The minimum and maximum price, typed in the visitor's currency. A minimum above the maximum is said next to the
 * fields as the visitor types, and not applied: no request goes out that could only fail.
 */
function PriceRange({ query, update, currency }: PriceRangeProps) {
  const { t } = useTranslation('catalog');
  const errorId = useId();
  const drafts = useRef({ min: query.minPrice, max: query.maxPrice });
  const commit = useCallback(
    (patch: { min?: string; max?: string }) => {
      const min = (patch.min ?? drafts.current.min).trim();
      const max = (patch.max ?? drafts.current.max).trim();
      if (isPriceRangeInverted(min, max) || isPriceBoundInvalid(min) || isPriceBoundInvalid(max)) return;
      update({ minPrice: priceBound(min), maxPrice: priceBound(max), currency });
    },
    [update, currency],
  );
  const commitMin = useCallback((min: string) => commit({ min }), [commit]);
  const commitMax = useCallback((max: string) => commit({ max }), [commit]);
  const [min, setMin] = useDebouncedDraft(query.minPrice, commitMin);
  const [max, setMax] = useDebouncedDraft(query.maxPrice, commitMax);
  useLayoutEffect(() => {
    drafts.current = { min, max };
  });
  const inverted = isPriceRangeInverted(min, max);
  const invalid = { minPrice: isPriceBoundInvalid(min), maxPrice: isPriceBoundInvalid(max) };
  const problem = invalid.minPrice || invalid.maxPrice ? 'priceNotNumber' : inverted ? 'priceInverted' : null;
  // A text field with a decimal keypad, not type="number": a number field drops the Arabic-Indic digits an Arabic
  // keyboard types (١٢٠٠), as it would any character it cannot read; priceBound reads every digit set.
  const field = (name: 'minPrice' | 'maxPrice', label: string, value: string, set: (next: string) => void) => (
    <Label>
      {label}
      <Input
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={inverted || invalid[name] ? 'true' : undefined}
        aria-describedby={inverted || invalid[name] ? errorId : undefined}
        onChange={(event) => set(event.target.value)}
      />
    </Label>
  );
  return (
    <PriceRow>
      {field('minPrice', t('services.filters.min'), min, setMin)}
      {field('maxPrice', t('services.filters.max'), max, setMax)}
      {problem && (
        <PriceError id={errorId} role="alert" $variant="fm-p3">
          {t(`services.filters.${problem}`)}
        </PriceError>
      )}
    </PriceRow>
  );
}

interface PlaceFilterProps {
  field: 'origin' | 'destination';
  label: string;
  value: string;
  update: (patch: QueryPatch) => void;
  /** The other side's place: the suggestions count their services with it. */
  other: string;
}

/**
 * Origin or destination: a city, port or country, with suggestions. What is picked applies at once; what is typed
 * applies on Enter or when the visitor leaves the field (a half-typed name would only empty the list meanwhile).
 */
function PlaceFilter({ field, label, value, update, other }: PlaceFilterProps) {
  const { t } = useTranslation('catalog');
  const commit = useCallback(
    (next: string) => {
      if (next.trim() !== value) update({ [field]: next.trim() });
    },
    [field, update, value],
  );
  const [draft, setDraft] = useDebouncedDraft(value, commit, null);
  return (
    <PlaceCombobox
      name={field}
      side={field}
      label={label}
      value={draft}
      placeholder={t(`services.filters.${field}Placeholder`)}
      onValueChange={setDraft}
      onPick={(place) => {
        // The name as the visitor reads it: the API finds a place by its name in any language.
        const picked = place.label ?? place.name;
        setDraft(picked);
        commit(picked);
      }}
      onBlur={() => commit(draft)}
      other={other}
    />
  );
}

interface CountrySelectProps {
  value: string;
  countries: DomesticCountry[];
  update: (patch: QueryPatch) => void;
}

/**
 * The countries a domestic list can be narrowed to, by name in the visitor's language and alphabetically, each with its
 * number of services; "all countries" first. A country the URL names that is not offered (a hand-edited link) is kept
 * as asked. A plain named select: it works in the GET form without JavaScript.
 */
function CountrySelect({ value, countries, update }: CountrySelectProps) {
  const { t, i18n } = useTranslation('catalog');
  const wanted = value.trim().toLowerCase();
  const chosen = countries.find((c) => c.country.toLowerCase() === wanted || c.label.toLowerCase() === wanted);
  const sorted = [...countries].sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  return (
    <Label>
      {t('services.filters.country')}
      <Select name="country" value={chosen?.country ?? value} onChange={(e) => update({ country: e.target.value })}>
        <option value="">{t('services.filters.anyCountry')}</option>
        {value !== '' && !chosen && <option value={value}>{value}</option>}
        {sorted.map((c) => (
          <option key={c.country} value={c.country}>
            {t('services.filters.optionCount', { label: c.label, total: c.serviceCount })}
          </option>
        ))}
      </Select>
    </Label>
  );
}

interface Props {
  query: ServiceQuery;
  update: (patch: QueryPatch) => void;
  clear: () => void;
  /** The list without filters: the href of "clear filters". */
  clearHref: string;
  filters: readonly FilterName[];
  /** Currency the price bounds are typed in. */
  priceCurrency: string;
  canClear: boolean;
  /** The scope the page lists (international or domestic routes), which narrows the categories it offers. */
  scope?: Scope;
  /** How many services each choice would list (arrives after the page; none until then). */
  counts?: FacetCounts;
  /** The countries the country filter offers; without them (null, undefined) the country is typed. */
  countries?: DomesticCountry[] | null;
}

export function ServiceFilters({ query, update, clear, clearHref, filters, priceCurrency, canClear, scope, counts, countries }: Props) {
  const { t } = useTranslation('catalog');
  // "Customs Services (42)": a choice with how many services it would list, once the counts are known.
  const withCount = (facet: keyof FacetCounts, key: string, label: string) =>
    counts?.[facet] ? t('services.filters.optionCount', { label, total: counts[facet]?.[key] ?? 0 }) : label;
  // Only the categories the page's scope has (an international list has no city-wide transport); one is no choice.
  const categories = categoriesFor(scope);
  const countriesId = useId();
  const show = (name: FilterName) => filters.includes(name);
  const needsCountries = show('country') && !countries;
  // The country suggestions are asked for when the visitor comes to the field.
  const [countriesWanted, setCountriesWanted] = useState(false);
  const [chosen, setOpen] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  const open = chosen ?? (hydrated && wideScreen());

  // Enter commits whatever is typed at once (the debounce is only for live typing).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const patch: QueryPatch = {};
    for (const field of ['q', 'origin', 'destination', 'country', 'minPrice', 'maxPrice'] as const) {
      const value = data.get(field);
      if (typeof value === 'string' && value.trim() !== query[field]) patch[field] = value.trim();
    }
    // A minimum above the maximum is said next to the fields; the rest of the form still applies.
    const min = patch.minPrice ?? query.minPrice;
    const max = patch.maxPrice ?? query.maxPrice;
    if (isPriceRangeInverted(min, max) || isPriceBoundInvalid(min) || isPriceBoundInvalid(max)) {
      delete patch.minPrice;
      delete patch.maxPrice;
    }
    // Typed in any digits (١٢٠٠), sent as the ASCII number.
    if (patch.minPrice !== undefined) patch.minPrice = priceBound(patch.minPrice);
    if (patch.maxPrice !== undefined) patch.maxPrice = priceBound(patch.maxPrice);
    if (patch.minPrice !== undefined || patch.maxPrice !== undefined) patch.currency = priceCurrency;
    if (Object.keys(patch).length > 0) update(patch);
  };

  // Without JavaScript the browser sends the form: its fields, and the rest of the query (the sort) as hidden fields;
  // a new filter starts again at page 1.
  const own = ['page', ...filters.flatMap((name) => FIELDS_OF[name])];

  return (
    <Form method="get" role="search" aria-label={t('services.filters.title')} onSubmit={onSubmit}>
      <HiddenQueryFields omit={own} />
      <Disclosure open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <Text as="h2" $variant="fm-h5" style={{ display: 'inline' }}>
            {t('services.filters.title')}
          </Text>
        </summary>
        <div>
          {show('q') && (
            <TextFilter
              field="q"
              type="search"
              label={t('services.filters.search')}
              placeholder={t('services.filters.searchPlaceholder')}
              value={query.q}
              update={update}
            />
          )}
          {show('category') && categories.length > 1 && (
            <CategorySelect
              keys={categories}
              label={t('services.filters.category')}
              value={query.category}
              onChange={(category) => update({ category })}
              decorate={(key, label) => withCount('category', key, label)}
            />
          )}
          {show('country') && countries && <CountrySelect value={query.country} countries={countries} update={update} />}
          {needsCountries && (
            <TextFilter
              field="country"
              label={t('services.filters.country')}
              value={query.country}
              update={update}
              list={countriesId}
              onFocus={() => setCountriesWanted(true)}
            />
          )}
          {show('mode') && (
            <ModeSelect value={query.mode} onChange={(mode) => update({ mode })} decorate={(key, label) => withCount('mode', key, label)} />
          )}
          {show('origin') && (
            <PlaceFilter field="origin" label={t('services.filters.origin')} value={query.origin} update={update} other={query.destination} />
          )}
          {show('destination') && (
            <PlaceFilter
              field="destination"
              label={t('services.filters.destination')}
              value={query.destination}
              update={update}
              other={query.origin}
            />
          )}
          {needsCountries && <CountryDatalist id={countriesId} wanted={countriesWanted} />}
          {show('price') && (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <Text as="legend" $variant="fm-p3" style={{ fontWeight: 600, marginBottom: 4 }}>
                <BidiText>{t('services.filters.price', { currency: isolate(priceCurrency) })}</BidiText>
              </Text>
              {/* The bounds are typed in this currency (what the URL's `currency` says when they are set). */}
              <input type="hidden" name="currency" value={priceCurrency} />
              <PriceRange query={query} update={update} currency={priceCurrency} />
            </fieldset>
          )}
          {show('rating') && (
            <Label>
              {t('services.filters.minRating')}
              <Select
                name="minRating"
                value={query.minRating}
                onChange={(e) => update({ minRating: e.target.value })}
              >
                <option value="">{t('services.filters.anyRating')}</option>
                {RATING_STEPS.map((value) => (
                  <option key={value} value={value}>
                    {withCount('rating', value, t('services.filters.ratingAtLeast', { count: Number(value) }))}
                  </option>
                ))}
              </Select>
            </Label>
          )}
          {show('protection') && (
            <Label>
              {t('services.filters.protection')}
              <Select
                name="protection"
                value={query.protection}
                onChange={(e) => update({ protection: e.target.value })}
              >
                <option value="">{t('services.filters.protectionAny')}</option>
                {PROTECTIONS.map((value) => (
                  <option key={value} value={value}>
                    {withCount('protection', value, t(`services.filters.protection_${value}`))}
                  </option>
                ))}
              </Select>
            </Label>
          )}
          <Button type="submit" $variant="outline">
            {t('services.filters.apply')}
          </Button>
          {canClear && (
            <Button as={QueryLink} $variant="ghost" href={clearHref} onNavigate={clear}>
              {t('services.filters.clear')}
            </Button>
          )}
        </div>
      </Disclosure>
    </Form>
  );
}
