import { useId } from 'react';
import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { up, useFormatNumber, colors, shape, typography } from '@cargora/shared/runtime';
import {
  EmptyState,
  HiddenQueryFields,
  Input,
  Label,
  Select,
  SubmitWithoutScript,
  Text,
  Link,
  VisuallyHidden,
} from '@cargora/shared/ui';
import type { AgentCounts } from '../../../lib/agent-counts';
import {
  COUNTRY_GROUPS,
  COUNTRY_INDEX_FIELDS,
  COUNTRY_ORDERS,
  useCountryIndex,
  type CountryGroup,
  type CountryOrder,
} from '../hooks/use-country-index';
import { LinkCount } from '../../../components/count-link-list';

/**
 * The countries in newspaper columns as wide as the page allows (two on a 390 px phone, six at 1280 px), each letter's
 * countries kept together under their letter: about fifty countries fit in a screen where a card per letter, one to
 * five countries a row, took 4,945 px. Columns follow the reading direction (right to left in Arabic).
 */
const Columns = styled.div`
  columns: 150px auto;
  column-gap: 16px;
  margin-top: 12px;
`;

// One letter's countries (or all of them, ungrouped). A long letter goes on in the next column; its letter stays with
// its first country, and a country is never cut in two.
const Group = styled.div`
  margin-bottom: 12px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    break-inside: avoid;
  }
  a {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
    min-height: 32px;
    padding: 5px 8px;
    box-sizing: border-box;
    border-radius: ${shape.radius}px;
    color: ${colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${colors.surfaceAlt};
    text-decoration: underline;
  }
`;

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 16px 0;
  > div {
    min-width: 160px;
  }
  dt {
    color: ${colors.textMuted};
    font-size: ${typography['fm-p3'].size};
  }
  dd {
    margin: 0;
    font-size: ${typography['fm-h3'].size};
    font-weight: 700;
  }
`;

const Controls = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  margin-block: 16px;
  input,
  select {
    width: 100%;
  }
  ${up('sm')} {
    grid-template-columns: 2fr 1fr 1fr;
    align-items: end;
  }
  button {
    justify-self: start;
  }
`;

const Letter = styled.h3`
  break-after: avoid;
  margin: 0 0 2px;
  padding: 0 8px 2px;
  border-bottom: 1px solid ${colors.border};
  font-size: ${typography['fm-p3'].size};
  color: ${colors.textMuted};
`;

/** The worldwide index: totals, then every country with its number of agents (the page's loader read them). */
export function CountryIndex({ counts }: { counts: AgentCounts }) {
  const { t, i18n } = useTranslation('directory');
  const formatNumber = useFormatNumber();
  const index = useCountryIndex(counts.items, i18n.language || 'en');
  const id = useId();

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ margin: '24px 0 0' }}>
        {t('worldwide.countriesTitle')}
      </h2>
      <Stats>
        <div>
          <dt>{t('worldwide.totalAgents')}</dt>
          <dd>{formatNumber(counts.total)}</dd>
        </div>
        <div>
          <dt>{t('worldwide.totalCountries')}</dt>
          <dd>{formatNumber(counts.items.length)}</dd>
        </div>
      </Stats>
      {/* A GET form: with JavaScript each control applies as it changes; without, "Show countries" sends it. */}
      <Controls method="get" onSubmit={(e) => e.preventDefault()}>
        <HiddenQueryFields omit={COUNTRY_INDEX_FIELDS} />
        <Label htmlFor={`${id}-filter`}>
          {t('worldwide.filter')}
          <Input
            id={`${id}-filter`}
            name="filter"
            type="search"
            value={index.filter}
            placeholder={t('worldwide.filterPlaceholder')}
            onChange={(e) => index.setFilter(e.target.value)}
          />
        </Label>
        <Label htmlFor={`${id}-order`}>
          {t('worldwide.order')}
          <Select
            id={`${id}-order`}
            name="order"
            value={index.order}
            onChange={(e) => index.setOrder(e.target.value as CountryOrder)}
          >
            {COUNTRY_ORDERS.map((o) => (
              <option key={o} value={o}>
                {t(`worldwide.orders.${o}`)}
              </option>
            ))}
          </Select>
        </Label>
        <Label htmlFor={`${id}-group`}>
          {t('worldwide.group')}
          <Select
            id={`${id}-group`}
            name="group"
            value={index.group}
            onChange={(e) => index.setGroup(e.target.value as CountryGroup)}
          >
            {COUNTRY_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`worldwide.groups.${g}`)}
              </option>
            ))}
          </Select>
        </Label>
        <SubmitWithoutScript>{t('worldwide.apply')}</SubmitWithoutScript>
      </Controls>
      {index.matchCount === 0 ? (
        <EmptyState title={t('worldwide.noCountries')} hint={t('worldwide.noCountriesHint')} />
      ) : (
        <>
          <Text $variant="fm-p3" $muted aria-live="polite">
            {t('worldwide.matching', { count: index.matchCount })}
          </Text>
          <Columns>
            {index.groups.map((group) => (
                <Group key={group.key || 'all'}>
                  {group.key && <Letter>{group.key}</Letter>}
                  <ul>
                    {group.countries.map((c) => (
                      <li key={c.countryCode + c.country}>
                        <Link to={pathTo('countryDirectory', { countryName: c.country })}>
                          <span>{c.label ?? c.country}</span>
                          {/* The number alone is shown (the columns are narrow); "3 agents" is what is read. */}
                          <LinkCount>
                            <span aria-hidden="true">{formatNumber(c.count)}</span>
                            <VisuallyHidden>{t('worldwide.agentCount', { count: c.count })}</VisuallyHidden>
                          </LinkCount>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Group>
            ))}
          </Columns>
        </>
      )}
    </section>
  );
}
