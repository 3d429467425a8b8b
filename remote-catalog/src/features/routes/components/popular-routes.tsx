import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import {
  useFormatNumber,
  usePrice,
  useQueryHref,
  useQueryParams,
  routeLabels,
  isolate,
  colors,
  shape,
} from '@cargora/shared/runtime';
import {
  Button,
  Card,
  EmptyState,
  QueryLink,
  Text,
  useRouteText,
  BidiText,
  Link,
} from '@cargora/shared/ui';
import type { PopularRoute } from '@cargora/shared/contracts';
import { PartError } from '../../../components/part-error';
import { ShelfGrid } from '../../../components/shelf-grid';
import { ROUTES_PARAM, routeHref } from '../api/popular-routes';

const TABLE_PREVIEW = 10;

const RouteLink = styled(Link)`
  display: grid;
  gap: 4px;
  height: 100%;
  color: inherit;
  text-decoration: none;
  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  border-radius: ${shape.cardRadius};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
`;

const Table = styled.table`
  width: 100%;
  min-width: 480px;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 14px;
    text-align: start;
    border-bottom: 1px solid ${colors.border};
  }
  td,
  thead th:nth-child(n + 2) {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** Popular international routes: cards on the landing page, a table on the routes page. */
export default function PopularRoutes({
  routes,
  variant = 'cards',
}: {
  /** The routes as the page's loader read them (null: they could not be read). */
  routes: PopularRoute[] | null;
  variant?: 'cards' | 'table';
}) {
  const { t } = useTranslation('catalog');
  const { format } = usePrice();
  const number = useFormatNumber();
  const routeText = useRouteText();
  // A long table would push the service list far down: show the top ones until asked (`?routes=all`, a link that
  // works without JavaScript; with it, the table grows in place and Back folds it again).
  const { get, update } = useQueryParams();
  const queryHref = useQueryHref();
  const expanded = get(ROUTES_PARAM) === 'all';
  const toggled = { [ROUTES_PARAM]: expanded ? null : 'all' };
  if (!routes) return <PartError />;
  if (routes.length === 0) return <EmptyState title={t('routes.empty')} />;
  const label = (route: PopularRoute) => (
    <BidiText>
      {routeText({ originCountry: route.originCountry, destinationCountry: route.destinationCountry }, routeLabels(route))}
    </BidiText>
  );

  if (variant === 'table') {
    const rows = expanded ? routes : routes.slice(0, TABLE_PREVIEW);
    return (
      <>
        <Scroller tabIndex={0} role="region" aria-label={t('routes.tableLabel')}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('routes.route')}</th>
                <th scope="col">{t('routes.services')}</th>
                <th scope="col">{t('routes.lowest')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((route) => (
                <tr key={`${route.originCountry}|${route.destinationCountry}`}>
                  <th scope="row">
                    <Link to={routeHref(route)}>{label(route)}</Link>
                  </th>
                  <td>{number(route.serviceCount)}</td>
                  <td>{format(route.lowestPriceUsd)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
        {routes.length > TABLE_PREVIEW && (
          <Button
            as={QueryLink}
            $variant="outline"
            style={{ marginTop: 12 }}
            href={queryHref(toggled)}
            onNavigate={() => update(toggled)}
          >
            {expanded ? t('routes.showLess') : t('routes.showAll', { count: routes.length })}
          </Button>
        )}
      </>
    );
  }

  return (
    <ShelfGrid>
      {routes.map((route) => (
        <Card key={`${route.originCountry}|${route.destinationCountry}`}>
          <RouteLink to={routeHref(route)}>
            <strong>{label(route)}</strong>
            <Text $variant="fm-p3" $muted>
              {t('routes.count', { count: route.serviceCount })}
            </Text>
            <Text $variant="fm-p3"><BidiText>{t('routes.from', { price: isolate(format(route.lowestPriceUsd)) })}</BidiText></Text>
          </RouteLink>
        </Card>
      ))}
    </ShelfGrid>
  );
}
