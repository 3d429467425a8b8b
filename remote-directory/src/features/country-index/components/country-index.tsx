import { useId } from 'react';
import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { up, useFormatNumber, colors, typography } from '@cargora/shared/runtime';
import {
  Card,
  EmptyState,
  HiddenQueryFields,
  Input,
  Label,
  layoutWhenNear,
  Select,
  SubmitWithoutScript,
  Text,
  Link,
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
import { CountLinkList, LinkCount } from '../../../components/count-link-list';

// One letter's countries: a long index is laid out as it nears the viewport.
const Group = styled(Card)`
  margin-top: 12px;
  ${layoutWhenNear(220)}
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
  margin: 20px 0 8px;
  font-size: ${typography['fm-h5'].size};
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
          {index.groups.map((group) => (
            <Group as="div" key={group.key || 'all'}>
              {group.key && <Letter>{group.key}</Letter>}
              <CountLinkList $minWidth={220}>
                {group.countries.map((c) => (
                  <li key={c.countryCode + c.country}>
                    <Link to={pathTo('countryDirectory', { countryName: c.country })}>
                      <span>{c.label ?? c.country}</span>
                      <LinkCount>{t('worldwide.agentCount', { count: c.count })}</LinkCount>
                    </Link>
                  </li>
                ))}
              </CountLinkList>
            </Group>
          ))}
        </>
      )}
    </section>
  );
}
