import { useParams } from 'react-router-dom';
import { pathTo, type Storefront } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import {
  isolate,
  useDocumentMeta,
  readRuntimeConfig,
  SHARE_IMAGE_SIZE,
  shareImageUrl,
  usePageUrl,
  type LocalBusiness,
  agentPlaceLabels,
} from '@cargora/shared/runtime';
import { Breadcrumb, ErrorState, PageBody, PageTitle, QuoteRequestPanel } from '@cargora/shared/ui';
import { agentNodeId } from '../../features/storefront/agent-node';
import { useStorefront } from '../../features/storefront/api/use-storefront';
import { AgentNotFound } from '../../features/storefront/components/agent-not-found';
import { RatingSummary } from '../../features/storefront/components/rating-summary';
import {
  StorefrontProfile,
  StorefrontProfileSkeleton,
} from '../../features/storefront/components/storefront-profile';
import { StorefrontReviews } from '../../features/storefront/components/storefront-reviews';
import { StorefrontServices } from '../../features/storefront/components/storefront-services';

/**
 * What search engines and link previews get of an agent: who and where it is, its rating and number of services,
 * its share image, and a LocalBusiness with its address and aggregate rating (ratings are the agents', never ours).
 */
function useStorefrontSeo(userId: string, data: Storefront | undefined) {
  const { t } = useTranslation('directory');
  const urlOf = usePageUrl();
  if (!data) return null;
  const { agent, ratingSummary, serviceTotal } = data;
  const canonical = pathTo('storefront', { userId });
  const url = urlOf(canonical);
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
    address: { '@type': 'PostalAddress', addressLocality: agent.city, addressRegion: agent.state, addressCountry: agent.countryCode },
    ...(ratingSummary.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: ratingSummary.average.toFixed(1), reviewCount: ratingSummary.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
  return {
    description: t('seo.storefront', {
      ...place,
      rating: Math.round(ratingSummary.average * 10) / 10,
      count: ratingSummary.count,
      services: serviceTotal,
    }),
    more: {
      canonical,
      type: 'profile' as const,
      image: { url: shareImageUrl(readRuntimeConfig().filesUrl, 'agent', userId), alt: t('seo.storefrontImageAlt', place), ...SHARE_IMAGE_SIZE },
      structuredData: [business],
    },
  };
}

export default function StorefrontPage() {
  const { t } = useTranslation('directory');
  const { userId = '' } = useParams();
  const storefront = useStorefront(userId);
  const agent = storefront.data?.agent;
  // An unknown agent (404) or an id the API refuses as malformed (400): the page says there is no such storefront.
  const notFound = storefront.status === 404 || storefront.status === 400;
  const seo = useStorefrontSeo(userId, storefront.data);
  useDocumentMeta(
    agent ? agent.companyName : notFound ? t('storefront.notFoundTitle') : t('storefront.title'),
    seo?.description ?? t('storefront.genericDescription'),
    seo?.more ?? { noindex: notFound },
  );

  if (notFound)
    return (
      <PageBody>
        <AgentNotFound />
      </PageBody>
    );

  return (
    <PageBody>
      {agent && (
        <Breadcrumb
          items={[
            { label: t('breadcrumb.directory'), to: pathTo('worldwideDirectory') },
            { label: agentPlaceLabels(agent).country, to: pathTo('countryDirectory', { countryName: agent.country }) },
            { label: agentPlaceLabels(agent).state, to: pathTo('companyDetails', { countryName: agent.country, stateName: agent.state }) },
            { label: agent.companyName },
          ]}
        />
      )}
      {storefront.error ? (
        <>
          <PageTitle>{t('storefront.title')}</PageTitle>
          <ErrorState message={storefront.error} onRetry={storefront.reload} />
        </>
      ) : !storefront.data || !agent ? (
        <StorefrontProfileSkeleton />
      ) : (
        <>
          <StorefrontProfile agent={agent} />
          <section aria-label={t('storefront.contact.button')} style={{ marginBlock: 24 }}>
            <QuoteRequestPanel
              target={{ agentId: agent.id }}
              label={t('storefront.contact.button')}
              title={t('storefront.contact.title', { name: isolate(agent.companyName) })}
            />
          </section>
          <RatingSummary summary={storefront.data.ratingSummary} />
          <StorefrontServices
            userId={userId}
            preview={storefront.data.services}
            total={storefront.data.serviceTotal}
          />
          <StorefrontReviews userId={userId} first={storefront.data.reviews} />
        </>
      )}
    </PageBody>
  );
}
