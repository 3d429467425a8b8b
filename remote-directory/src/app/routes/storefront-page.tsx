import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import type { TFunction } from 'i18next';
import { listedService, listedServices, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import {
  agentPlaceLabels,
  isolate,
  readRuntimeConfig,
  SHARE_IMAGE_SIZE,
  shareImageUrl,
  type LocalBusiness,
  type PageMeta,
  type RouteModuleHandle,
  type StructuredData,
} from '@cargora/shared/runtime';
import { Breadcrumb, PageBody, RouteErrorState, routeErrorStatus, ReportLink, AgentTrustDetails, Card } from '@cargora/shared/ui';
import { QuoteRequestPanel, quoteRequestAction } from '@cargora/shared/quote-request';
import { allInOrder } from '../../lib/all-in-order';
import { agentNodeId } from '../../features/storefront/agent-node';
import {
  fetchAgentServices,
  fetchReviews,
  fetchStorefront,
  storefrontQueryOf,
} from '../../features/storefront/api/storefront';
import { AgentNotFound } from '../../features/storefront/components/agent-not-found';
import { RatingSummary } from '../../features/storefront/components/rating-summary';
import { StorefrontProfile } from '../../features/storefront/components/storefront-profile';
import { StorefrontReviews } from '../../features/storefront/components/storefront-reviews';
import { StorefrontServices } from '../../features/storefront/components/storefront-services';

/**
 * The agent's storefront, and what its URL asks for besides, read together: a page of reviews in another sort or page
 * than the newest first (the storefront's answer carries that one), every service page by page (`services=all`). An
 * agent the API does not know (404) or an id it refuses (400) is the page's status; a side list that cannot be read is
 * null (the storefront stands without it).
 */
/** The "Contact this agent" form posted without JavaScript. */
export const action = quoteRequestAction;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = params.userId ?? '';
  const query = storefrontQueryOf(new URL(request.url).searchParams);
  const ownReviews = query.reviewSort === 'newest' && query.reviewPage === 1;
  const [storefront, reviews, services] = await allInOrder([
    fetchStorefront(request, userId),
    ownReviews ? Promise.resolve(null) : fetchReviews(request, userId, query.reviewSort, query.reviewPage),
    query.allServices ? fetchAgentServices(request, userId, query.servicePage) : Promise.resolve(null),
  ]);
  // The services as their cards show them (listedService), the reviews once: the page's state carries no more.
  const { reviews: newestReviews, ...agentPage } = storefront;
  return {
    storefront: { ...agentPage, services: agentPage.services.map(listedService) },
    reviews: ownReviews ? newestReviews : reviews,
    allServices: query.allServices ? { page: services && listedServices(services) } : null,
  };
}
type Data = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const { t } = useTranslation('directory');
  const { storefront, reviews, allServices } = useLoaderData<typeof loader>();
  const { agent } = storefront;
  const places = agentPlaceLabels(agent);
  return (
    <PageBody>
      <Breadcrumb
        items={[
          { label: t('breadcrumb.directory'), to: pathTo('worldwideDirectory') },
          { label: places.country, to: pathTo('countryDirectory', { countryName: agent.country }) },
          {
            label: places.state,
            to: pathTo('companyDetails', { countryName: agent.country, stateName: agent.state }),
          },
          { label: agent.companyName },
        ]}
      />
      <StorefrontProfile agent={agent} />
      {storefront.trust && (
        <Card style={{ marginBlockStart: 16 }}>
          <AgentTrustDetails trust={storefront.trust} headingId="storefront-trust-title" as="h2" />
        </Card>
      )}
      <section aria-label={t('storefront.contact.button')} style={{ marginBlock: 24 }}>
        <QuoteRequestPanel
          target={{ agentId: agent.id }}
          label={t('storefront.contact.button')}
          title={t('storefront.contact.title', { name: isolate(agent.companyName) })}
        />
      </section>
      <RatingSummary summary={storefront.ratingSummary} />
      <StorefrontServices preview={storefront.services} total={storefront.serviceTotal} all={allServices} />
      <StorefrontReviews reviews={reviews} agentUserId={agent.userId} />
      <p style={{ marginTop: 24 }}>
        <ReportLink target="agent" id={agent.userId} />
      </p>
    </PageBody>
  );
}

/** An unknown agent (404) or an id the API refuses as malformed (400): the page says there is no such storefront. */
export const ErrorBoundary = () => <RouteErrorState notFound={<AgentNotFound />} />;

/**
 * What search engines and link previews get of an agent: who and where it is, its rating and number of services,
 * its share image, and a LocalBusiness with its address and aggregate rating (ratings are the agents', never ours),
 * the reviews shown attached to it by its @id.
 */
function storefrontMeta(
  { storefront, reviews }: Data,
  userId: string,
  t: TFunction,
  pageUrl: (path: string) => string,
): PageMeta {
  const { agent, ratingSummary, serviceTotal } = storefront;
  const canonical = pathTo('storefront', { userId });
  const url = pageUrl(canonical);
  const place = { name: agent.companyName, city: agent.city, country: agent.country };
  const business: LocalBusiness = {
    '@type': 'LocalBusiness',
    '@id': agentNodeId(url),
    name: agent.companyName,
    description: agent.description,
    url,
    image: agent.logoUrl,
    logo: agent.logoUrl,
    ...(agent.email ? { email: agent.email } : {}),
    ...(agent.phone ? { telephone: agent.phone } : {}),
    ...(agent.website ? { sameAs: agent.website } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: agent.city,
      addressRegion: agent.state,
      addressCountry: agent.countryCode,
    },
    ...(ratingSummary.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: ratingSummary.average.toFixed(1),
            reviewCount: ratingSummary.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const shown = reviews?.items ?? [];
  const reviewed: StructuredData[] = shown.length
    ? [
        {
          '@type': 'LocalBusiness',
          '@id': agentNodeId(url),
          review: shown.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.customerName },
            datePublished: r.createdAt.slice(0, 10),
            reviewBody: r.comment,
            ...(r.lang ? { inLanguage: r.lang } : {}),
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        },
      ]
    : [];
  return {
    title: agent.companyName,
    description: t('seo.storefront', {
      ...place,
      rating: Math.round(ratingSummary.average * 10) / 10,
      count: ratingSummary.count,
      services: serviceTotal,
    }),
    canonical,
    type: 'profile',
    image: {
      url: shareImageUrl(readRuntimeConfig().filesUrl, 'agent', userId),
      alt: t('seo.storefrontImageAlt', place),
      ...SHARE_IMAGE_SIZE,
    },
    structuredData: [business, ...reviewed],
  };
}

export const handle = {
  meta: ({ data, error, params, t, pageUrl }) => {
    if (data) return storefrontMeta(data, params.userId ?? '', t, pageUrl);
    const notFound = [404, 400].includes(routeErrorStatus(error) ?? 0);
    return {
      title: t(notFound ? 'storefront.notFoundTitle' : 'storefront.title'),
      description: t('storefront.genericDescription'),
      noindex: notFound,
    };
  },
} satisfies RouteModuleHandle<Data>;
