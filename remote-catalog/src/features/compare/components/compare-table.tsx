import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pathTo, type Service } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import {
  isValidPercentage,
  useFormatPercentText,
  servicePlaceLabels,
  colors,
  shape,
  typography,
} from '@cargora/shared/runtime';
import {
  Badge,
  Rating,
  shownRating,
  useRouteText,
  VisuallyHidden,
  BidiText,
  Link,
} from '@cargora/shared/ui';
import { useSearchParams } from '@cargora/shared/router';
import { BookServiceButton } from '../../../components/book-service-button';
import { ServicePriceTag, loadPriceOf, isPriced } from '../../../components/load/load-price';
import { isFirmPrice, pricedLoadOf } from '../../../components/load/load-price-card';
import { hasLoad, loadApiParams, loadSearch } from '../../../components/load/load-query';
import { movesGoods, useCo2eText, useServiceTime } from '../../../components/load/service-facts';

const Scroller = styled.div`
  /* The containing block of the visually hidden texts in the table: without it they are placed outside this box, where
     its scrolling does not hold them, and a phone's page becomes as wide as the table. */
  position: relative;
  overflow-x: auto;
  border-radius: ${shape.cardRadius};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  th,
  td {
    padding: 12px 14px;
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${colors.border};
  }
  thead th {
    min-width: 180px;
    font-size: ${typography['fm-h6'].size};
  }
  tbody th {
    white-space: nowrap;
    color: ${colors.textMuted};
    font-weight: 600;
  }
  td[data-best='true'] {
    background: ${colors.surfaceAlt};
    font-weight: 700;
  }
`;

const RemoveButton = styled.button`
  display: block;
  margin-top: 8px;
  min-height: 36px;
  padding: 4px 12px;
  border-radius: ${shape.buttonRadius}px;
  border: 1px solid ${colors.border};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 400;
  cursor: pointer;
`;

/** Which column wins a row: ties all win; nothing is "best" with a single service. */
export function bestIds(
  services: Service[],
  value: (s: Service) => number,
  prefer: 'min' | 'max',
): Set<number> {
  if (services.length < 2) return new Set();
  const values = services.map(value);
  const target = prefer === 'min' ? Math.min(...values) : Math.max(...values);
  return new Set(services.filter((s) => value(s) === target).map((s) => s.id));
}

const placeKey = (country: string, city: string | null | undefined) => `${country}|${city ?? ''}`.toLowerCase();

/** A service's lane: where it starts and where it ends (city and country). */
const laneOf = (s: Service) => `${placeKey(s.originCountry, s.originCity)}>${placeKey(s.destinationCountry, s.destinationCity)}`;

/**
 * What differs between the compared services in a way that makes their prices and transit times answers to different
 * questions: the lane (origin or destination) and the category. Either → no "Lowest price" or "Fastest" across them.
 */
export function mixedComparison(services: Service[]): 'lanes' | 'categories' | 'both' | null {
  const lanes = new Set(services.map(laneOf)).size > 1;
  const categories = new Set(services.map((s) => s.category)).size > 1;
  if (lanes && categories) return 'both';
  return lanes ? 'lanes' : categories ? 'categories' : null;
}

interface RowSpec {
  key: string;
  label: string;
  cell: (s: Service) => ReactNode;
  best?: { ids: Set<number>; label: string };
}

export function CompareTable({
  services,
  onRemove,
  crownCost = true,
}: {
  services: Service[];
  onRemove: (id: number) => void;
  /** Whether price and transit may name a winner (false when lanes or categories differ: mixedComparison). */
  crownCost?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const formatPercent = useFormatPercentText();
  // The row is labelled "Transit time": its cells are the days alone (a range; a lead time for what moves nothing).
  const serviceTime = useServiceTime();
  const co2e = useCo2eText();
  const routeText = useRouteText();
  const [params] = useSearchParams();
  // With a load, the totals of that load are compared (only those the services could price); else the listed prices.
  const withLoad = hasLoad(params);
  const keepLoad = loadSearch(params);
  const costed = withLoad ? services.filter((s) => isPriced(loadPriceOf(s))) : services;
  const costOf = (s: Service) => {
    const price = loadPriceOf(s);
    return withLoad && isPriced(price) ? price.totalUsd : s.priceUsd;
  };
  const rows: RowSpec[] = [
    {
      key: 'price',
      label: t(withLoad ? 'compare.rows.loadPrice' : 'compare.rows.price'),
      cell: (s) => <ServicePriceTag service={s} />,
      ...(crownCost ? { best: { ids: bestIds(costed, costOf, 'min'), label: t('compare.best.price') } } : {}),
    },
    {
      key: 'transit',
      label: t('compare.rows.transit'),
      cell: (s) => serviceTime(s, 'days'),
      // Only services that move goods have a transit to compare.
      ...(crownCost ? { best: { ids: bestIds(services.filter(movesGoods), (s) => s.transitDays, 'min'), label: t('compare.best.transit') } } : {}),
    },
    {
      key: 'co2e',
      label: t('facts.co2eLabel'),
      cell: (s) => co2e(s) ?? '—',
    },
    {
      key: 'rating',
      label: t('compare.rows.rating'),
      cell: (s) => <Rating value={s.rating} count={s.reviewCount} />,
      // Compared as shown: two services both shown ★ 4.3 are both the highest rated.
      best: { ids: bestIds(services, (s) => shownRating(s.rating), 'max'), label: t('compare.best.rating') },
    },
    {
      key: 'fee',
      label: t('compare.rows.protection'),
      cell: (s) => (isValidPercentage(s.protectionFee) ? formatPercent(s.protectionFee) : t('detail.notOffered')),
    },
    {
      key: 'agent',
      label: t('compare.rows.agent'),
      cell: (s) => <Link to={pathTo('storefront', { userId: s.agent.userId })}><bdi>{s.agent.companyName}</bdi></Link>,
    },
    {
      key: 'route',
      label: t('compare.rows.route'),
      cell: (s) => <BidiText>{routeText(s, servicePlaceLabels(s))}</BidiText>,
    },
    { key: 'mode', label: t('common:transportModes.label'), cell: (s) => t(`common:transportModes.${s.mode}`) },
    { key: 'category', label: t('compare.rows.category'), cell: (s) => t(`common:categories.${s.category}`) },
    {
      key: 'book',
      label: t('compare.rows.book'),
      // The compare table links each service with protection, so booking from here keeps it when it is offered.
      cell: (s) => {
        const firm = isFirmPrice(pricedLoadOf(s));
        return (
          <BookServiceButton
            service={s}
            protection={isValidPercentage(s.protectionFee) ? 'with' : 'without'}
            namedService
            firm={firm}
            load={firm ? loadApiParams(params) : {}}
          />
        );
      },
    },
  ];

  return (
    <Scroller tabIndex={0} role="region" aria-label={t('compare.tableLabel')}>
      <Table>
        <caption>
          <VisuallyHidden>{t('compare.caption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <td />
            {services.map((s) => (
              <th key={s.id} scope="col">
                <Link to={`${pathTo('withProtection', { id: s.id })}${keepLoad}`}>{s.title}</Link>
                <RemoveButton type="button" onClick={() => onRemove(s.id)}>
                  {t('compare.remove')}
                  <VisuallyHidden> {s.title}</VisuallyHidden>
                </RemoveButton>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {services.map((s) => {
                const best = row.best?.ids.has(s.id) ?? false;
                return (
                  <td key={s.id} data-best={best}>
                    {row.cell(s)}
                    {best && (
                      <>
                        {' '}
                        <Badge $tone="success">
                          <span aria-hidden="true">★ </span>
                          {row.best?.label}
                        </Badge>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
