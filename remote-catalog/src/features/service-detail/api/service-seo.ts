// What search engines and link previews get of a service: its title, route, transit time and price in the visitor's
// currency; one canonical address for its three pages; its share image; a Product with the agent's Offer.
import { pathTo, PRODUCT_NAME, type ServiceDetail } from '@cargora/shared/contracts';
import {
  CANONICAL_SERVICE_ROUTE_ID,
  convertFromUsd,
  formatMoney,
  readRuntimeConfig,
  SHARE_IMAGE_SIZE,
  servicePlaceLabels,
  shareImageUrl,
  useCurrencyStore,
  type MetaArgs,
  type PageMeta,
  type Product,
} from '@cargora/shared/runtime';
import { isWithinOnePlace, routeErrorStatus } from '@cargora/shared/ui';

export type DetailMode = 'with' | 'without' | 'similar';

/** The head of a service's page (`mode` names the page: a similar service is titled so); a failed read's otherwise. */
export function serviceMeta({ data: service, error, t, lang, pageUrl }: MetaArgs<Omit<ServiceDetail, 'similar'>>, mode: DetailMode): PageMeta {
  if (!service) {
    const status = routeErrorStatus(error);
    const notFound = status === 404 || status === 400;
    return notFound
      ? { title: t('detail.notFoundTitle'), description: t('detail.metaDescription'), noindex: true }
      : { title: t('detail.metaTitle'), description: t('detail.metaDescription'), noindex: true };
  }
  // Prices in the visitor's currency, as the page shows them (the site sets it before the page renders).
  const { currency, rates } = useCurrencyStore.getState();
  const converted = convertFromUsd(service.priceUsd, currency, rates);
  const priceCurrency = converted === null ? 'USD' : currency;
  const places = servicePlaceLabels(service);
  const from = t('common:serviceCard.place', { city: places.originCity, country: places.originCountry });
  const to = t('common:serviceCard.place', { city: places.destinationCity, country: places.destinationCountry });
  // A city-wide service reads "in Sines, Portugal", not "from Sines, Portugal to Sines, Portugal".
  const within = isWithinOnePlace(service);
  const canonical = pathTo(CANONICAL_SERVICE_ROUTE_ID, { id: service.id });
  const category = t(`common:categories.${service.category}`);
  const product: Product = {
    '@type': 'Product',
    name: service.title,
    description: service.description,
    image: service.imageUrl,
    category,
    sku: String(service.id),
    url: pageUrl(canonical),
    brand: { '@type': 'Brand', name: service.agent.companyName },
    offers: {
      '@type': 'Offer',
      price: (converted ?? service.priceUsd).toFixed(2),
      priceCurrency,
      availability: 'https://schema.org/InStock',
      url: pageUrl(canonical),
      seller: { '@type': 'Organization', name: service.agent.companyName, url: pageUrl(pathTo('storefront', { userId: service.agent.userId })) },
    },
  };
  return {
    title: mode === 'similar' ? t('detail.similarTo.heading', { title: service.title }) : service.title,
    description: t(within ? 'seo.serviceWithin' : 'seo.service', {
      title: service.title,
      from,
      to,
      place: from,
      transit: t('common:serviceCard.transit', { count: service.transitDays }),
      price: formatMoney(converted ?? service.priceUsd, priceCurrency, lang),
      agent: service.agent.companyName,
    }),
    canonical,
    type: 'product',
    image: {
      url: shareImageUrl(readRuntimeConfig().filesUrl, 'service', service.id),
      alt: t(within ? 'seo.serviceImageAltWithin' : 'seo.serviceImageAlt', { title: service.title, from, to, place: from }),
      ...SHARE_IMAGE_SIZE,
    },
    breadcrumbs: [
      { name: PRODUCT_NAME, path: pathTo('landing') },
      { name: category, path: pathTo('category', { category: service.category }) },
      { name: service.title, path: canonical },
    ],
    structuredData: [product],
  };
}
