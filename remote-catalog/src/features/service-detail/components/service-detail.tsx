import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pathTo, type Service, PRODUCT_NAME } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import {
  declarePageStatus,
  isolate,
  isValidPercentage,
  parseId,
  up,
  useDocumentMeta,
  useFormatPercentText,
  CANONICAL_SERVICE_ROUTE_ID,
  convertFromUsd,
  readRuntimeConfig,
  SHARE_IMAGE_SIZE,
  shareImageUrl,
  useCurrencyStore,
  usePageUrl,
  usePrice,
  type PageMeta,
  type Product,
  servicePlaceLabels,
  colors,
  shape,
  typography,
} from '@cargora/shared/runtime';
import {
  AgentCard,
  Badge,
  Card,
  EmptyState,
  ErrorState,
  isWithinOnePlace,
  usePlaceText,
  useRouteText,
  PageTitle,
  QuoteRequestPanel,
  Rating,
  Row,
  Skeleton,
  Text,
  useTransitLabel,
  BidiText,
  Link,
} from '@cargora/shared/ui';
import { BookServiceButton } from '../../../components/book-service-button';
import { useService } from '../api/use-service';
import { PriceBreakdownCard } from './price-breakdown-card';
import { RecentReviews } from './recent-reviews';
import { SimilarServices } from './similar-services';

export type DetailMode = 'with' | 'without' | 'similar';

/**
 * What search engines and link previews get of a service: its title, route, transit time and price in the visitor's
 * currency; one canonical address for its three pages; its share image; a Product with the agent's Offer.
 */
function useServiceSeo(service: Service | null | undefined): { description: string; more: Omit<PageMeta, 'title' | 'description'> } | null {
  const { t } = useTranslation('catalog');
  const transitLabel = useTransitLabel();
  const price = usePrice();
  const rates = useCurrencyStore((s) => s.rates);
  const urlOf = usePageUrl();
  if (!service) return null;
  const places = servicePlaceLabels(service);
  const from = t('common:serviceCard.place', { city: places.originCity, country: places.originCountry });
  const to = t('common:serviceCard.place', { city: places.destinationCity, country: places.destinationCountry });
  // A city-wide service reads "in Sines, Portugal", not "from Sines, Portugal to Sines, Portugal".
  const within = isWithinOnePlace(service);
  const converted = convertFromUsd(service.priceUsd, price.currency, rates);
  const canonical = pathTo(CANONICAL_SERVICE_ROUTE_ID, { id: service.id });
  const agentUrl = urlOf(pathTo('storefront', { userId: service.agent.userId }));
  const product: Product = {
    '@type': 'Product',
    name: service.title,
    description: service.description,
    image: service.imageUrl,
    category: t(`common:categories.${service.category}`),
    sku: String(service.id),
    url: urlOf(canonical),
    brand: { '@type': 'Brand', name: service.agent.companyName },
    offers: {
      '@type': 'Offer',
      price: (converted ?? service.priceUsd).toFixed(2),
      priceCurrency: converted === null ? 'USD' : price.currency,
      availability: 'https://schema.org/InStock',
      url: urlOf(canonical),
      seller: { '@type': 'Organization', name: service.agent.companyName, url: agentUrl },
    },
  };
  return {
    description: t(within ? 'seo.serviceWithin' : 'seo.service', {
      title: service.title,
      from,
      to,
      place: from,
      transit: transitLabel(service.transitDays),
      price: price.format(service.priceUsd),
      agent: service.agent.companyName,
    }),
    more: {
      canonical,
      type: 'product',
      image: {
        url: shareImageUrl(readRuntimeConfig().filesUrl, 'service', service.id),
        alt: t(within ? 'seo.serviceImageAltWithin' : 'seo.serviceImageAlt', { title: service.title, from, to, place: from }),
        ...SHARE_IMAGE_SIZE,
      },
      breadcrumbs: [
        { name: PRODUCT_NAME, path: pathTo('landing') },
        { name: t(`common:categories.${service.category}`), path: pathTo('category', { category: service.category }) },
        { name: service.title, path: canonical },
      ],
      structuredData: [product],
    },
  };
}

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

function DetailSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" aria-label={t('detail.loading')}>
      <Skeleton $height={40} $width="60%" />
      <div style={{ height: 16 }} />
      <Layout>
        <Skeleton $height={320} />
        <Skeleton $height={260} />
      </Layout>
    </div>
  );
}

interface Props {
  id: string | undefined;
  mode: DetailMode;
  /** Controls composed by the route (the compare toggle). */
  renderActions?: (service: Service) => ReactNode;
}

/** The service detail page: with or without protection, or shown as a similar service. */
export function ServiceDetail({ id, mode, renderActions }: Props) {
  const { t } = useTranslation('catalog');
  const transitLabel = useTransitLabel();
  const formatPercent = useFormatPercentText();
  const routeText = useRouteText();
  const placeText = usePlaceText();
  const serviceId = parseId(id);
  const { data: service, error, status, loading, reload } = useService(serviceId);
  // A malformed id (asked nothing) or one the API refuses (400) is no service, as an unknown one (404) is.
  const notFound = serviceId === null || status === 404 || status === 400;
  if (serviceId === null) declarePageStatus(404);

  const seo = useServiceSeo(service);
  useDocumentMeta(
    service
      ? mode === 'similar'
        ? t('detail.similarHeading', { title: service.title })
        : service.title
      : notFound
        ? t('detail.notFoundTitle')
        : t('detail.metaTitle'),
    seo?.description ?? t('detail.metaDescription'),
    seo?.more ?? { noindex: notFound },
  );

  if (notFound)
    return (
      <>
        <PageTitle>{t('detail.notFoundTitle')}</PageTitle>
        <EmptyState title={t('detail.notFoundTitle')} hint={t('detail.notFoundHint')}>
          <Link to={pathTo('allServices')}>{t('detail.backToServices')}</Link>
        </EmptyState>
      </>
    );
  if (error)
    return (
      <>
        <PageTitle>{t('detail.metaTitle')}</PageTitle>
        <ErrorState message={error} onRetry={reload} />
      </>
    );
  if (loading || !service) return <DetailSkeleton />;

  const offered = isValidPercentage(service.protectionFee);
  // The quote form starts with the service's mode and places, named as the route above names them (plain text: no
  // isolate marks in a field's value).
  const places = servicePlaceLabels(service);
  const quotePrefill = {
    mode: service.mode,
    origin: placeText(places.originCity, places.originCountry, { plain: true }),
    destination: placeText(places.destinationCity, places.destinationCountry, { plain: true }),
  };
  const withProtection = mode === 'with' || (mode === 'similar' && offered);
  const transit = transitLabel(service.transitDays);

  return (
    <article>
      {mode === 'similar' && (
        <Text $variant="fm-p3" $muted style={{ fontWeight: 700, textTransform: 'uppercase' }}>
          {t('detail.similarEyebrow')}
        </Text>
      )}
      <PageTitle>
        {mode === 'similar' ? (
          <BidiText>{t('detail.similarHeading', { title: isolate(service.title) })}</BidiText>
        ) : (
          <bdi>{service.title}</bdi>
        )}
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
                <BidiText>{routeText(service, places)}</BidiText>
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
          </Facts>
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
          <PriceBreakdownCard service={service} withProtection={withProtection} />
          <BookServiceButton service={service} protection={withProtection && offered ? 'with' : 'without'} />
          {renderActions?.(service)}
          <AgentCard agent={service.agent} headingLevel={2} />
        </Aside>
      </Layout>
      <section aria-label={t('detail.quote.button')} style={{ marginTop: 24 }}>
        <QuoteRequestPanel
          target={{ serviceId: service.id }}
          label={t('detail.quote.button')}
          title={t('detail.quote.title', { title: isolate(service.title) })}
          prefill={quotePrefill}
        />
      </section>
      <RecentReviews reviews={service.recentReviews.items} agentName={service.agent.companyName} />
      <SimilarServices items={service.similar} />
    </article>
  );
}
