import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { laneHref, pathTo, type ServiceAlternatives } from '@cargora/shared/contracts';
import { useQueryHref } from '@cargora/shared/runtime';
import { BidiText, Button, EmptyState, Link, QueryLink, QUOTE_PANEL_ID, QUOTE_PARAM, Text } from '@cargora/shared/ui';
import { applyQueryPatch, FILTER_FIELDS, type QueryPatch } from '../api/service-query';
import { useServiceQuery } from '../hooks/use-service-query';

/** Every filter but the route cleared: "Clear filters" on an empty search keeps where the visitor ships from and to. */
const OTHER_FILTERS: QueryPatch = Object.fromEntries(FILTER_FIELDS.filter((f) => f !== 'origin' && f !== 'destination').map((f) => [f, '']));

/**
 * An empty search that is not a dead end (issue 49): the lane between the places' countries, the nearest places with
 * services, the route's other modes and the agents serving it, each a link (they work without JavaScript), and a
 * quote request to those agents (their cheapest service on the lane, its form open and filled with the lane).
 */
export function SearchAlternatives({ alternatives, canClear }: { alternatives: ServiceAlternatives | null | undefined; canClear: boolean }) {
  const { t } = useTranslation('catalog');
  const [loaded] = useSearchParams();
  const queryHref = useQueryHref();
  const { update } = useServiceQuery();
  const patched = (patch: QueryPatch) => ({ href: queryHref(applyQueryPatch(loaded, { ...patch, page: '' })), onNavigate: () => update({ ...patch, page: '' }) });
  const clearOthers = patched(OTHER_FILTERS);
  // Sections the answer lacks count as empty.
  const a = alternatives && {
    sameCountries: alternatives.sameCountries ?? null,
    nearby: alternatives.nearby ?? [],
    modes: alternatives.modes ?? [],
    agents: alternatives.agents ?? [],
    fromOrigin: alternatives.fromOrigin ?? null,
    toDestination: alternatives.toDestination ?? null,
  };
  const offers = a && (a.sameCountries || a.nearby.length || a.modes.length || a.agents.length || a.fromOrigin || a.toDestination);
  const count = (n: number) => t('alternatives.count', { count: n });
  const quoteHref = (serviceId: number) => `${pathTo('withProtection', { id: serviceId }, { [QUOTE_PARAM]: 'open' })}#${QUOTE_PANEL_ID}`;
  const withServices = a?.agents.filter((agent) => agent.serviceId > 0) ?? [];
  /** One offer: the search changed by `patch`, named `label`, with how many services it finds. */
  const offer = (key: string, patch: QueryPatch, label: string, n: number) => (
    <li key={key}>
      <QueryLink {...patched(patch)}>
        <BidiText>{label}</BidiText>
      </QueryLink>{' '}
      ({count(n)})
    </li>
  );
  return (
    <EmptyState title={offers ? t('alternatives.title') : t('services.results.emptyTitle')} hint={t('services.results.emptyHint')}>
      {a && offers ? (
        <div data-testid="search-alternatives" style={{ textAlign: 'start', display: 'grid', gap: 16, marginBlock: 16 }}>
          {(a.sameCountries || a.nearby.length > 0) && (
            <section aria-labelledby="alternatives-places">
              <Text as="h3" id="alternatives-places" $variant="fm-h6">
                {t('alternatives.nearbyPorts')}
              </Text>
              <ul>
                {a.sameCountries && (
                  <li>
                    <QueryLink {...patched({ origin: a.sameCountries.origin, destination: a.sameCountries.destination })}>
                      <BidiText>{t('alternatives.sameCountries', { origin: a.sameCountries.originLabel, destination: a.sameCountries.destinationLabel })}</BidiText>
                    </QueryLink>{' '}
                    ({count(a.sameCountries.count)}) ·{' '}
                    <Link to={laneHref(a.sameCountries.origin, a.sameCountries.destination)}>{t('alternatives.lane')}</Link>
                  </li>
                )}
                {a.nearby.map((place) =>
                  offer(`${place.origin}|${place.destination}`, { origin: place.origin, destination: place.destination }, place.label, place.count),
                )}
              </ul>
            </section>
          )}
          {a.modes.length > 0 && (
            <section aria-labelledby="alternatives-modes">
              <Text as="h3" id="alternatives-modes" $variant="fm-h6">
                {t('alternatives.otherModes')}
              </Text>
              <ul>
                {a.modes.map((m) => (
                  <li key={m.mode}>
                    <QueryLink {...patched({ mode: m.mode })}>{t(`common:transportModes.${m.mode}`)}</QueryLink> ({count(m.count)})
                  </li>
                ))}
              </ul>
            </section>
          )}
          {(a.fromOrigin || a.toDestination) && (
            <section aria-labelledby="alternatives-one-side">
              <Text as="h3" id="alternatives-one-side" $variant="fm-h6">
                {t('alternatives.otherRoutes')}
              </Text>
              <ul>
                {a.fromOrigin &&
                  offer('from', { destination: '', mode: '' }, t('alternatives.fromOrigin', { origin: a.fromOrigin.label }), a.fromOrigin.count)}
                {a.toDestination &&
                  offer('to', { origin: '', mode: '' }, t('alternatives.toDestination', { destination: a.toDestination.label }), a.toDestination.count)}
              </ul>
            </section>
          )}
          {withServices.length > 0 && (
            <section aria-labelledby="alternatives-agents">
              <Text as="h3" id="alternatives-agents" $variant="fm-h6">
                {t('alternatives.agents')}
              </Text>
              <ul>
                {withServices.map((agent) => (
                  <li key={agent.id}>
                    <Link to={pathTo('storefront', { userId: agent.userId })}>{agent.companyName}</Link> ({count(agent.serviceCount)})
                  </li>
                ))}
              </ul>
              <Button as={Link} to={quoteHref(withServices[0]!.serviceId)}>
                {t('alternatives.quote')}
              </Button>
            </section>
          )}
        </div>
      ) : null}
      {canClear && (
        <Button as={QueryLink} $variant={offers ? 'outline' : undefined} href={clearOthers.href} onNavigate={clearOthers.onNavigate}>
          {t('services.filters.clear')}
        </Button>
      )}
    </EmptyState>
  );
}
