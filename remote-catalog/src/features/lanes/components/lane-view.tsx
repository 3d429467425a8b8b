import { useNavigate } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import { pathTo, type Lane } from '@cargora/shared/contracts';
import { isolate, useFormatNumber, useQueryHref, usePrice } from '@cargora/shared/runtime';
import { BidiText, Button, Card, EmptyState, FactList, Grid, Link, PageBody, PageTitle, Pagination, Rating, SectionTitle, ServiceCard, Text } from '@cargora/shared/ui';
import { QUOTE_PANEL_ID, QUOTE_PARAM } from '@cargora/shared/quote-request';
import { LaneIndexChart } from './lane-index-chart';
import { groupQuoteHref } from '../../../components/group-quote-link';

/**
 * A lane's page: its figures (price range of the standard load, transit range, modes), the lane index chart, its
 * services cheapest first (paged by links) and the agents serving it. Everything is in the server's HTML.
 */
export function LaneView({ lane }: { lane: Lane }) {
  const { t } = useTranslation('catalog');
  const { format } = usePrice();
  const number = useFormatNumber();
  const queryHref = useQueryHref();
  const navigate = useNavigate();
  const names = { origin: lane.origin.label, destination: lane.destination.label };
  const { services } = lane;
  // The agents one group request asks (those with a service on the lane, as many as it takes).
  const quotable = lane.agents.filter((agent) => agent.serviceId > 0);
  const allOnLane = pathTo('allServices', null, { origin: lane.origin.name, destination: lane.destination.name });
  return (
    <PageBody>
      <PageTitle>
        <BidiText>{t('lane.title', names)}</BidiText>
      </PageTitle>
      <Text $muted>{t('lane.intro', { ...names, count: services.total })}</Text>

      <section aria-labelledby="lane-figures-title">
        <SectionTitle id="lane-figures-title">{t('lane.figures')}</SectionTitle>
        <FactList data-testid="lane-figures">
          <dt>{t('lane.price')}</dt>
          <dd>
            {lane.price
              ? t('lane.priceRange', { min: format(lane.price.minUsd), max: format(lane.price.maxUsd), median: format(lane.price.medianUsd) })
              : t('lane.none')}
          </dd>
          <dt>{t('lane.transit')}</dt>
          <dd>{lane.transit ? t('lane.transitRange', { min: number(lane.transit.minDays), max: number(lane.transit.maxDays), count: lane.transit.maxDays }) : t('lane.none')}</dd>
          <dt>{t('lane.modes')}</dt>
          <dd>
            {lane.modes.length
              ? lane.modes.map((m) => t('lane.modeCount', { mode: t(`common:transportModes.${m.mode}`), count: m.count })).join(' · ')
              : t('lane.none')}
          </dd>
        </FactList>
        <Text $muted>{t('lane.standardLoad')}</Text>
      </section>

      <section aria-labelledby="lane-index-title">
        <SectionTitle id="lane-index-title">{t('lane.index.heading')}</SectionTitle>
        <LaneIndexChart points={lane.index} title={t('lane.index.title', names)} />
        <Text $muted>{t('lane.index.description')}</Text>
      </section>

      <section aria-labelledby="lane-services-title">
        <SectionTitle id="lane-services-title">{t('lane.services', { count: services.total })}</SectionTitle>
        {services.items.length === 0 ? (
          <EmptyState title={t('lane.noServices', names)}>
            <Link to={pathTo('allServices', null, { origin: lane.origin.name, destination: lane.destination.name })}>{t('lane.searchAlternatives')}</Link>
          </EmptyState>
        ) : (
          <>
            <Grid $min={250}>
              {services.items.map((service) => (
                <ServiceCard key={service.id} service={service} />
              ))}
            </Grid>
            <Pagination
              page={services.page}
              pageSize={services.pageSize}
              total={services.total}
              onPage={(page) => navigate(queryHref({ page: page > 1 ? page : null }))}
            />
            <Text>
              <Link to={allOnLane}>{t('lane.filterServices')}</Link>
            </Text>
          </>
        )}
      </section>

      <section aria-labelledby="lane-agents-title">
        <SectionTitle id="lane-agents-title">{t('lane.agents')}</SectionTitle>
        {lane.agents.length === 0 ? (
          <Text $muted>{t('lane.none')}</Text>
        ) : (
          <>
            {quotable.length > 0 && (
              <Text>
                <Button as={Link} to={groupQuoteHref(quotable.map((agent) => agent.id), { origin: lane.origin.name, destination: lane.destination.name })}>
                  {t('alternatives.quote')}
                </Button>
              </Text>
            )}
            <Grid $min={220} as="ul" role="list" style={{ listStyle: 'none', padding: 0 }}>
            {lane.agents.map((agent) => (
              <li key={agent.id}>
                <Card as="div">
                  <Link to={pathTo('storefront', { userId: String(agent.id) })}>
                    <strong>
                      <bdi>{agent.companyName}</bdi>
                    </strong>
                  </Link>
                  <Text $muted>{agent.country}</Text>
                  <Rating value={agent.rating} count={agent.reviewCount} />
                  <Text>{t('lane.agentServices', { count: agent.serviceCount })}</Text>
                  {agent.serviceId > 0 && (
                    <Link to={`${pathTo('withProtection', { id: agent.serviceId }, { [QUOTE_PARAM]: 'open' })}#${QUOTE_PANEL_ID}`}>
                      <BidiText>{t('lane.agentQuote', { name: isolate(agent.companyName) })}</BidiText>
                    </Link>
                  )}
                </Card>
              </li>
            ))}
            </Grid>
          </>
        )}
      </section>
    </PageBody>
  );
}
