import type { ReactNode } from 'react';
import styled from 'styled-components';
import { laneHref, pathTo, type Service } from '@cargora/shared/contracts';
import type { ServicePageData } from '../service-detail-route';
import { useTranslation } from '@cargora/shared/translation';
import { isolate, isValidPercentage, up, usePrice, useFormatPercentText, servicePlaceLabels, colors, shape, typography } from '@cargora/shared/runtime';
import { AgentCard, Badge, Card, EmptyState, usePlaceText, useRouteText, PageTitle, Rating, Row, Text, BidiText, Link, ReportLink, Button } from '@cargora/shared/ui';
import { QuoteRequestPanel, QUOTE_PANEL_ID, QUOTE_PARAM } from '@cargora/shared/quote-request';
import { useLocation, useSearchParams } from '@cargora/shared/router';
import { BookServiceButton } from '../../../components/book-service-button';
import { LoadForm } from '../../../components/load/load-form';
import { LoadPriceCard, isFirmPrice, pricedLoadOf } from '../../../components/load/load-price-card';
import { loadPriceOf, useQuoteLoad } from '../../../components/load/load-price';
import { hasLoad, loadApiParams, readLoad } from '../../../components/load/load-query';
import { useCo2eText, useServiceTime } from '../../../components/load/service-facts';
import type { DetailMode } from '../api/service-seo';
import { PriceBreakdownCard } from './price-breakdown-card';
import { RecentReviews } from './recent-reviews';
import { SimilarServices } from './similar-services';

/** A service's lane page: between its countries when international, between its cities when it goes from one to another. */
const laneOf = (s: Pick<Service, 'scope' | 'originCountry' | 'originCity' | 'destinationCountry' | 'destinationCity'>) =>
  s.scope === 'international' ? laneHref(s.originCountry, s.destinationCountry) : s.originCity !== s.destinationCity ? laneHref(s.originCity, s.destinationCity) : null;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${up('md')} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: 16px;
`;

const Hero = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${shape.cardRadius};
  background: ${colors.surfaceAlt};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  margin: 16px 0;
  div {
    padding: 12px;
    border-radius: ${shape.radius}px;
    background: ${colors.surface};
    border: 1px solid ${colors.border};
  }
  dt {
    font-size: ${typography['fm-p4'].size};
    color: ${colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 4px 0 0;
    font-weight: 600;
  }
`;

interface Props {
  service: ServicePageData;
  mode: DetailMode;
  /** Controls composed by the route (the compare toggle). */
  renderActions?: (service: Service) => ReactNode;
}

/**
 * /similar-services-details/:id: the services like :id, most alike first, under the service they are like (a summary
 * that links to its own page). Not the service's page again under another title.
 */
function ServicesLike({ service }: { service: ServicePageData }) {
  const { t } = useTranslation('catalog');
  const routeText = useRouteText();
  const { format } = usePrice();
  return (
    <article>
      <PageTitle>
        <BidiText>{t('detail.similarTo.heading', { title: isolate(service.title) })}</BidiText>
      </PageTitle>
      <Text $muted style={{ marginBottom: 16 }}>
        {t('detail.similarTo.lead')}
      </Text>
      <Card as="section" aria-labelledby="similar-reference-title" style={{ marginBottom: 24 }}>
        <Text as="h2" id="similar-reference-title" $variant="fm-h6">
          {t('detail.similarTo.reference')}
        </Text>
        <Text style={{ fontWeight: 700 }}>
          <bdi>{service.title}</bdi>
        </Text>
        <Text $variant="fm-p3" $muted>
          <BidiText>{routeText(service, servicePlaceLabels(service))}</BidiText>
          {' · '}
          {t(`common:transportModes.${service.mode}`)}
          {' · '}
          {format(service.priceUsd)}
        </Text>
        <Rating value={service.rating} count={service.reviewCount} />
        <Link to={pathTo('withProtection', { id: service.id })}>{t('detail.similarTo.open')}</Link>
      </Card>
      <SimilarServices items={service.similar} />
    </article>
  );
}

/** The service detail page: with or without protection. */
export function ServiceDetail({ service, mode, renderActions }: Props) {
  const { t } = useTranslation('catalog');
  const formatPercent = useFormatPercentText();
  const routeText = useRouteText();
  const placeText = usePlaceText();
  const offered = isValidPercentage(service.protectionFee);
  // The quote form starts with the service's mode and places, named as the route above names them (plain text: no
  // isolate marks in a field's value).
  const places = servicePlaceLabels(service);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const serviceTime = useServiceTime();
  const co2e = useCo2eText()(service);
  // The visitor's load prices the page and fills the quote request (containers, or the packages' weight and volume).
  const { load } = readLoad(params);
  const quotePrefill = {
    mode: service.mode,
    origin: placeText(places.originCity, places.originCountry, { plain: true }),
    destination: placeText(places.destinationCity, places.destinationCountry, { plain: true }),
    ...(load && load.type !== 'pkg' ? { containers: String(load.count) } : {}),
    ...(load?.kg !== undefined ? { weightKg: String(load.kg) } : {}),
    ...(load?.type === 'pkg' ? { volumeM3: String(load.m3) } : {}),
  };
  // A priced load on a tariff that still holds is a firm price: "Book at this price" leads; otherwise a quote does.
  const priced = pricedLoadOf(service);
  const firm = isFirmPrice(priced);
  const unpriceable = loadPriceOf(service);
  const quoteQuery = new URLSearchParams(params);
  quoteQuery.set(QUOTE_PARAM, 'open');
  const quoteHref = `${pathname}?${quoteQuery.toString()}#${QUOTE_PANEL_ID}`;
  const quoteLoad = useQuoteLoad();
  const withProtection = mode === 'with' || (mode === 'similar' && offered);
  // The row is labelled "Transit time": its value is the days alone (a range; a lead time for a service that moves nothing).
  const transit = serviceTime(service, 'days');

  if (mode === 'similar') return <ServicesLike service={service} />;

  return (
    <article>
      <PageTitle>
        <bdi>{service.title}</bdi>
      </PageTitle>
      <Row $gap={8} style={{ marginBottom: 16 }}>
        <Badge>{t(`common:categories.${service.category}`)}</Badge>
        <Badge $tone={offered ? 'success' : 'muted'}>
          {offered ? (
            <BidiText>{t('common:serviceCard.protected', { fee: isolate(formatPercent(service.protectionFee)) })}</BidiText>
          ) : (
            t('common:serviceCard.unprotected')
          )}
        </Badge>
        <Rating value={service.rating} count={service.reviewCount} />
      </Row>
      <Layout>
        <div>
          <Hero
            src={service.imageUrl}
            alt={t('common:serviceCard.imageAlt', { category: t(`common:categories.${service.category}`) })}
            width={800}
            height={450}
          />
          <Facts>
            <div>
              <dt>{t('detail.facts.route')}</dt>
              <dd>
                {/* The lane page of the route (issue 49): its other services, price range and index. */}
                {laneOf(service) ? (
                  <Link to={laneOf(service)!}>
                    <BidiText>{routeText(service, places)}</BidiText>
                  </Link>
                ) : (
                  <BidiText>{routeText(service, places)}</BidiText>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('common:transportModes.label')}</dt>
              <dd>{t(`common:transportModes.${service.mode}`)}</dd>
            </div>
            <div>
              <dt>{t('detail.facts.transit')}</dt>
              <dd>{transit}</dd>
            </div>
            <div>
              <dt>{t('detail.facts.scope')}</dt>
              <dd>{t(`detail.scope.${service.scope}`)}</dd>
            </div>
            {co2e && (
              <div>
                <dt>{t('facts.co2eLabel')}</dt>
                <dd>{co2e}</dd>
              </div>
            )}
          </Facts>
          <LoadForm refused={service.loadRefused === true} />
          <Card as="section" aria-labelledby="service-description-title">
            <Text as="h2" id="service-description-title" $variant="fm-h5">
              {t('detail.description')}
            </Text>
            <Text dir="auto" style={{ marginTop: 8 }}>
              {service.description}
            </Text>
          </Card>
        </div>
        <Aside>
          {priced ? (
            <LoadPriceCard service={service} withProtection={withProtection} />
          ) : (
            <PriceBreakdownCard service={service} withProtection={withProtection} />
          )}
          {hasLoad(params) && unpriceable && 'unavailable' in unpriceable && (
            <Text role="note" style={{ fontWeight: 600 }} data-testid="load-unavailable">
              {t([`load.unavailable.${unpriceable.unavailable}`, 'load.unavailable.other'])}
            </Text>
          )}
          {!firm && (
            <Button
              as={Link}
              to={quoteHref}
              data-testid="primary-quote"
              // The form opens where it is on the page (`?quote=open`): the visitor is taken there.
              onClick={() => requestAnimationFrame(() => document.getElementById(QUOTE_PANEL_ID)?.scrollIntoView?.({ block: 'start' }))}
            >
              {t('detail.quote.button')}
            </Button>
          )}
          <BookServiceButton
            service={service}
            protection={withProtection && offered ? 'with' : 'without'}
            load={firm ? loadApiParams(params) : {}}
            firm={firm}
            secondary={!firm}
          />
          {renderActions?.(service)}
          <AgentCard agent={service.agent} headingLevel={2} trust={service.agentTrust} />
          <ReportLink target="service" id={service.id} />
        </Aside>
      </Layout>
      <section aria-label={t('detail.quote.button')} style={{ marginTop: 24 }}>
        <QuoteRequestPanel
          target={{ serviceId: service.id }}
          label={t('detail.quote.button')}
          title={t('detail.quote.title', { title: isolate(service.title) })}
          prefill={quotePrefill}
          load={quoteLoad}
        />
      </section>
      <RecentReviews reviews={service.recentReviews} agent={service.agent} />
      <SimilarServices items={service.similar} />
    </article>
  );
}

/** A service id that is malformed or that no service has: said at the address asked for (404), with a way back. */
export function ServiceNotFound() {
  const { t } = useTranslation('catalog');
  return (
    <>
      <PageTitle>{t('detail.notFoundTitle')}</PageTitle>
      <EmptyState title={t('detail.notFoundTitle')} hint={t('detail.notFoundHint')}>
        <Link to={pathTo('allServices')}>{t('detail.backToServices')}</Link>
      </EmptyState>
    </>
  );
}
