import { useRef, type ReactNode } from 'react';
import { useLocation, useNavigation, useSearchParams } from '@cargora/shared/router';
import styled from 'styled-components';
import type { ServiceListed } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { up, isolate, useCurrencyStore, useQueryHref, formatMoneyIsolated } from '@cargora/shared/runtime';
import {
  Button,
  EmptyState,
  Grid,
  Pagination,
  QueryLink,
  Row,
  ServiceCard,
  Text,
  QuerySelectForm,
  BidiText,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { sortsFor, applyQueryPatch, hasFilters, parseServiceQuery, type FixedParams, type QueryField } from '../api/service-query';
import type { ServiceListData } from '../api/service-list';
import { useServiceQuery } from '../hooks/use-service-query';
import { SearchAlternatives } from './search-alternatives';
import { LoadForm } from '../../../components/load/load-form';
import { ServicePriceTag } from '../../../components/load/load-price';
import { loadSearch } from '../../../components/load/load-query';
import { useCo2eText, useServiceTime } from '../../../components/load/service-facts';
import { ServiceFilters, type FilterName } from './service-filters';

const Layout = styled.div<{ $withFilters: boolean }>`
  display: grid;
  gap: 24px;
  ${up('md')} {
    grid-template-columns: ${({ $withFilters }) => ($withFilters ? '260px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

const Toolbar = styled(Row)`
  justify-content: space-between;
  margin-bottom: 16px;
  min-height: 44px;
`;

export interface ServiceBrowserProps {
  /** What the page's loader read for the URL (loadServiceList). */
  data: ServiceListData;
  fixed?: FixedParams;
  filters?: readonly FilterName[];
  showSort?: boolean;
  /** Extra controls per card (the route composes e.g. the compare toggle here). */
  renderActions?: (service: ServiceListed) => ReactNode;
  /** Accessible name of the results region. */
  label: string;
}

/**
 * Filters, sort, results and pagination of /misc/services, all kept in the URL query: a change navigates, the page's
 * loader reads the new list, and the results show they are refreshing meanwhile.
 */
export function ServiceBrowser({ data, fixed = {}, filters = [], showSort = true, renderActions, label }: ServiceBrowserProps) {
  const { t, i18n } = useTranslation('catalog');
  const { query, update, clear, clearHref } = useServiceQuery();
  // The results are those of the address the loader read (the controls already show the one being loaded).
  const [loaded] = useSearchParams();
  const shownQuery = parseServiceQuery(loaded);
  // Another address of this list is being read (not another page being opened): the results say they are refreshing.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const refreshing = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  const queryHref = useQueryHref();
  const { list, counts, priceIgnored } = data;
  // The bounds the visitor types are in the URL's currency, else in the one they picked for the site.
  const visitorCurrency = useCurrencyStore((s) => s.currency);
  const priceCurrency = query.currency || visitorCurrency;
  // The typed bounds as prices, their symbol kept whole on an Arabic page (formatMoneyIsolated).
  const money = (amount: number) => formatMoneyIsolated(amount, data.priceCurrency, i18n.language || 'en', 'minor');
  const resultsRef = useRef<HTMLElement>(null);
  // Filters the page fixes (its category) are not the visitor's to clear.
  const ignore: QueryField[] = fixed.category ? ['category'] : [];
  const filtered = hasFilters(query, ignore);
  // The load the list priced follows the visitor to a service's page.
  const keepLoad = loadSearch(loaded);
  const serviceTime = useServiceTime();
  const co2e = useCo2eText();

  const goToPage = (page: number) => {
    update({ page: String(page) });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
    resultsRef.current?.focus?.({ preventScroll: true });
  };

  const swapped = { minPrice: shownQuery.maxPrice, maxPrice: shownQuery.minPrice };
  const noPrice = { minPrice: '', maxPrice: '' };
  let results: ReactNode;
  if (!list)
    results = (
      <EmptyState
        title={t('services.results.priceInvertedTitle')}
        hint={
          <BidiText>
            {t('services.results.priceInvertedHint', {
              minPrice: isolate(money(Number(shownQuery.minPrice))),
              maxPrice: isolate(money(Number(shownQuery.maxPrice))),
            })}
          </BidiText>
        }
      >
        <Row $gap={12} style={{ justifyContent: 'center' }}>
          <Button as={QueryLink} href={queryHref(applyQueryPatch(loaded, swapped))} onNavigate={() => update(swapped)}>
            {t('services.results.priceSwap')}
          </Button>
          <Button as={QueryLink} $variant="outline" href={queryHref(applyQueryPatch(loaded, noPrice))} onNavigate={() => update(noPrice)}>
            {t('services.results.priceClear')}
          </Button>
        </Row>
      </EmptyState>
    );
  else if (isPastLastPage(list))
    results = <PastLastPage page={list.page} pageSize={list.pageSize} total={list.total} onPage={goToPage} />;
  else if (list.items.length === 0)
    // What exists nearby, and "Clear filters" that keeps the route (issue 49: no dead ends).
    results = <SearchAlternatives alternatives={data.alternatives} canClear={hasFilters(query, [...ignore, 'origin', 'destination'])} />;
  else
    results = (
      <>
        <Grid $min={250}>
          {list.items.map((service, i) => (
            // The first row's images are the page's largest paint: not lazy.
            <ServiceCard
              key={service.id}
              service={service}
              actions={renderActions?.(service)}
              priority={i < 2}
              linkSearch={keepLoad}
              price={<ServicePriceTag service={service} />}
              time={serviceTime(service, 'sentence')}
              emissions={co2e(service)}
            />
          ))}
        </Grid>
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onPage={goToPage} />
      </>
    );

  return (
    <Layout $withFilters={filters.length > 0}>
      {filters.length > 0 && (
        <ServiceFilters
          query={query}
          update={update}
          clear={clear}
          clearHref={clearHref}
          filters={filters}
          priceCurrency={priceCurrency}
          canClear={filtered}
          scope={fixed.scope}
          counts={counts}
          countries={data.countries}
        />
      )}
      <section
        aria-label={label}
        ref={resultsRef}
        tabIndex={-1}
        aria-busy={refreshing}
        style={{ outline: 'none', scrollMarginTop: 96, opacity: refreshing ? 0.6 : undefined }}
      >
        <LoadForm refused={data.loadRefused === true} />
        <Toolbar>
          <Text aria-live="polite" $muted>
            {list
              ? t(list.totalCapped ? 'services.results.countCapped' : 'services.results.count', { count: list.total })
              : '\u00a0'}
          </Text>
          {showSort && !fixed.sort && (
            <QuerySelectForm
              name="sort"
              label={t('services.sort.label')}
              value={query.sort}
              options={sortsFor(query.q !== '').map((sort) => ({ value: sort, label: t(`services.sort.${sort}`) }))}
              onChange={(sort) => update({ sort })}
              resets={['page']}
              applyLabel={t('services.sort.apply')}
            />
          )}
        </Toolbar>
        {priceIgnored && (
          <Text role="note" $muted style={{ marginBottom: 12 }}>
            <BidiText>{t('services.results.priceIgnored', { currency: isolate(data.priceCurrency) })}</BidiText>
          </Text>
        )}
        {results}
      </section>
    </Layout>
  );
}
