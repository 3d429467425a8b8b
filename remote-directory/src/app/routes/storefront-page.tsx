import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, ErrorState, isolate, PageBody, PageTitle, pathTo, QuoteRequestPanel, useDocumentMeta } from '@cargora/shared';
import { useStorefront } from '../../features/storefront/api/use-storefront';
import { AgentNotFound } from '../../features/storefront/components/agent-not-found';
import { RatingSummary } from '../../features/storefront/components/rating-summary';
import {
  StorefrontProfile,
  StorefrontProfileSkeleton,
} from '../../features/storefront/components/storefront-profile';
import { StorefrontReviews } from '../../features/storefront/components/storefront-reviews';
import { StorefrontServices } from '../../features/storefront/components/storefront-services';

export default function StorefrontPage() {
  const { t } = useTranslation('directory');
  const { userId = '' } = useParams();
  const storefront = useStorefront(userId);
  const agent = storefront.data?.agent;
  const notFound = storefront.status === 404;
  useDocumentMeta(
    agent ? agent.companyName : notFound ? t('storefront.notFoundTitle') : t('storefront.title'),
    agent
      ? t('storefront.description', { name: agent.companyName, city: agent.city, country: agent.country })
      : t('storefront.genericDescription'),
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
            { label: agent.country, to: pathTo('countryDirectory', { countryName: agent.country }) },
            { label: agent.state, to: pathTo('companyDetails', { countryName: agent.country, stateName: agent.state }) },
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
          <StorefrontReviews userId={userId} />
        </>
      )}
    </PageBody>
  );
}
