import { useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { type Service, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { up, useCurrencyStore, useListMeta, isolate, useQueryHref, useFormatNumber } from '@cargora/shared/runtime';
import {
  Button,
  EmptyState,
  ErrorState,
  Grid,
  LoadingGrid,
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
import {
  sortsFor,
  applyQueryPatch,
  hasFilters,
  isPriceRangeInverted,
  toApiParams,
  type FixedParams,
  type QueryField,
} from '../api/service-query';
import { useServiceFacets, useServices } from '../api/use-services';
import { useServiceQuery } from '../hooks/use-service-query';
import { useUsdConverter } from '../hooks/use-usd-converter';
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
  fixed?: FixedParams;
  filters?: readonly FilterName[];
  showSort?: boolean;
  pageSize?: number;
  /** Extra controls per card (the route composes e.g. the compare toggle here). */
  renderActions?: (service: Service) => ReactNode;
  /** Accessible name of the results region. */
  label: string;
  /** The page's meta description once the number of results is known ("24 air freight services…"). */
  describe?: (total: number) => string;
}

/** Filters, sort, results and pagination of /misc/services, all kept in the URL query. */
export function ServiceBrowser({
  fixed = {},
  filters = [],
  showSort = true,
  pageSize = 12,
  renderActions,
  label,
  describe,
}: ServiceBrowserProps) {
  const { t } = useTranslation('catalog');
  const { query, update, clear, clearHref } = useServiceQuery();
  const [params0] = useSearchParams();
  const queryHref = useQueryHref();
  const visitorCurrency = useCurrencyStore((s) => s.currency);
  const priceCurrency = query.currency || visitorCurrency;
  const money = useFormatNumber({ style: 'currency', currency: priceCurrency });
  // A minimum above the maximum (a hand-edited link, a form sent without JavaScript) could only fail: not asked.
  const priceInverted = isPriceRangeInverted(query.minPrice, query.maxPrice);
  const hasPrice = Boolean(query.minPrice || query.maxPrice);
  const converter = useUsdConverter(hasPrice ? priceCurrency : null);
  const { toUsd } = converter;
  const params = useMemo(
    () =>
      converter.pending || priceInverted ? null : toApiParams({ ...query, currency: priceCurrency }, fixed, pageSize, toUsd),
    // `fixed` is a literal at call sites: compare its values, not its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, priceCurrency, pageSize, toUsd, converter.pending, priceInverted, fixed.category, fixed.scope, fixed.sort],
  );
  const { data, error, status, loading, reload } = useServices(params);
  const counts = useServiceFacets(params);
  // For search engines: how many there are, which ones this page lists, and nothing to index when there are none.
  useListMeta(
    data && !loading
      ? {
          shown: data.items.map((s) => ({ name: s.title, path: pathTo('withProtection', { id: s.id }) })),
          total: data.total,
          offset: (data.page - 1) * data.pageSize,
          description: describe?.(data.total),
        }
      : undefined,
  );
  const resultsRef = useRef<HTMLElement>(null);
  // Filters the page fixes (its category) are not the visitor's to clear.
  const ignore: QueryField[] = fixed.category ? ['category'] : [];
  const filtered = hasFilters(query, ignore);

  const goToPage = (page: number) => {
    update({ page: String(page) });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
    resultsRef.current?.focus?.({ preventScroll: true });
  };

  const swapped = { minPrice: query.maxPrice, maxPrice: query.minPrice };
  const noPrice = { minPrice: '', maxPrice: '' };
  let results: ReactNode;
  if (priceInverted)
    results = (
      <EmptyState
        title={t('services.results.priceInvertedTitle')}
        hint={
          <BidiText>
            {t('services.results.priceInvertedHint', {
              minPrice: isolate(money(Number(query.minPrice))),
              maxPrice: isolate(money(Number(query.maxPrice))),
            })}
          </BidiText>
        }
      >
        <Row $gap={12} style={{ justifyContent: 'center' }}>
          <Button as={QueryLink} href={queryHref(applyQueryPatch(params0, swapped))} onNavigate={() => update(swapped)}>
            {t('services.results.priceSwap')}
          </Button>
          <Button as={QueryLink} $variant="outline" href={queryHref(applyQueryPatch(params0, noPrice))} onNavigate={() => update(noPrice)}>
            {t('services.results.priceClear')}
          </Button>
        </Row>
      </EmptyState>
    );
  // A refused request (4xx) would be refused again: no Try again for it.
  else if (error) results = <ErrorState message={error} onRetry={status !== null && status < 500 ? undefined : reload} />;
  else if (loading || !data)
    results = <LoadingGrid count={Math.min(pageSize, 6)} label={t('services.results.loading')} />;
  else if (isPastLastPage(data))
    results = <PastLastPage page={data.page} pageSize={data.pageSize} total={data.total} onPage={goToPage} />;
  else if (data.items.length === 0)
    results = (
      <EmptyState title={t('services.results.emptyTitle')} hint={t('services.results.emptyHint')}>
        {filtered && (
          <Button as={QueryLink} href={clearHref} onNavigate={clear}>
            {t('services.filters.clear')}
          </Button>
        )}
      </EmptyState>
    );
  else
    results = (
      <>
        <Grid $min={250}>
          {data.items.map((service, i) => (
            // The first row's images are the page's largest paint: not lazy.
            <ServiceCard key={service.id} service={service} actions={renderActions?.(service)} priority={i < 2} />
          ))}
        </Grid>
        <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={goToPage} />
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
        />
      )}
      <section
        aria-label={label}
        ref={resultsRef}
        tabIndex={-1}
        style={{ outline: 'none', scrollMarginTop: 96 }}
      >
        <Toolbar>
          <Text aria-live="polite" $muted>
            {data && !loading && !priceInverted
              ? t(data.totalCapped ? 'services.results.countCapped' : 'services.results.count', { count: data.total })
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
        {hasPrice && converter.failed && (
          <Text role="note" $muted style={{ marginBottom: 12 }}>
            <BidiText>{t('services.results.priceIgnored', { currency: isolate(priceCurrency) })}</BidiText>
          </Text>
        )}
        {results}
      </section>
    </Layout>
  );
}
