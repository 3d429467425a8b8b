import { useTranslation } from '@cargora/shared/translation';
import { useSearchParams } from '@cargora/shared/router';
import { laneHref, pathTo, type ServiceAlternatives } from '@cargora/shared/contracts';
import { numberFormat, useQueryHref } from '@cargora/shared/runtime';
import { BidiText, Button, EmptyState, Link, QueryLink, Text } from '@cargora/shared/ui';
import { groupQuoteHref } from '../../../components/group-quote-link';
import { applyQueryPatch, FILTER_FIELDS, type QueryPatch } from '../api/service-query';
import { useServiceQuery } from '../hooks/use-service-query';

/** Every filter but the route cleared: "Clear filters" on an empty search keeps where the visitor ships from and to. */
const OTHER_FILTERS: QueryPatch = Object.fromEntries(FILTER_FIELDS.filter((f) => f !== 'origin' && f !== 'destination').map((f) => [f, '']));

/**
 * An empty search that is not a dead end (issue 49): the lane between the places' countries, the nearest places with
 * services, the route's other modes and the agents serving it, each a link (they work without JavaScript), and one
 * quote request to all those agents (the group page, filled with the lane and the load). When nothing leaves the
 * origin (arrives at the destination) at all, the nearest places that have services, each keeping the other side.
 */
export function SearchAlternatives({ alternatives, canClear }: { alternatives: ServiceAlternatives | null | undefined; canClear: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const distance = (km: number) => numberFormat(i18n.language || 'en', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(km);
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
    nearestOrigins: alternatives.nearestOrigins ?? [],
    nearestDestinations: alternatives.nearestDestinations ?? [],
  };
  const nearest = a ? a.nearestOrigins.length + a.nearestDestinations.length : 0;
  const offers = a && (a.sameCountries || a.nearby.length || a.modes.length || a.agents.length || a.fromOrigin || a.toDestination || nearest);
  const count = (n: number) => t('alternatives.count', { count: n });
  const withServices = a?.agents.filter((agent) => agent.serviceId > 0) ?? [];
  const route = { origin: loaded.get('origin') ?? '', destination: loaded.get('destination') ?? '', mode: loaded.get('mode') ?? '' };
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
          {nearest > 0 && (
            <section aria-labelledby="alternatives-nearest" data-testid="alternatives-nearest">
              <Text as="h3" id="alternatives-nearest" $variant="fm-h6">
                {t('alternatives.nearestTitle')}
              </Text>
              <ul>
                {a.nearestOrigins.map((p) =>
                  offer(`from|${p.place}`, { origin: p.place }, t('alternatives.nearestOrigin', { place: p.label, near: route.origin, km: distance(p.distanceKm) }), p.count),
                )}
                {a.nearestDestinations.map((p) =>
                  offer(`to|${p.place}`, { destination: p.place }, t('alternatives.nearestDestination', { place: p.label, near: route.destination, km: distance(p.distanceKm) }), p.count),
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
                    <Link to={pathTo('storefront', { userId: agent.userId })}>
                      <bdi>{agent.companyName}</bdi>
                    </Link> ({count(agent.serviceCount)})
                  </li>
                ))}
              </ul>
              <Button as={Link} to={groupQuoteHref(withServices.map((agent) => agent.id), route, loaded)}>
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
