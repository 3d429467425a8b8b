import { useParams } from 'react-router-dom';
import {
  Breadcrumb,
  EmptyState,
  ErrorState,
  PageBody,
  PageTitle,
  pathTo,
  SectionTitle,
  Text,
  useDocumentMeta,
  isolate,
  BidiText,
  useTranslation,
  Link,
} from '@cargora/shared';
import { AgentList } from '../../features/agent-list/components/agent-list';
import { useStateCounts } from '../../features/state-directory/api/use-state-counts';
import { StateList, StateListSkeleton } from '../../features/state-directory/components/state-list';

export default function CountryDirectoryPage() {
  const { t } = useTranslation('directory');
  const { countryName = '' } = useParams();
  const states = useStateCounts(countryName);
  // The country's name in the page's language (the URL carries the data's name).
  const shownCountry = states.data?.items[0]?.countryLabel ?? countryName;
  const unknown = states.data !== undefined && states.data.items.length === 0;
  useDocumentMeta(t('country.title', { country: shownCountry }), t('country.description', { country: shownCountry }), {
    noindex: unknown,
  });

  return (
    <PageBody>
      <Breadcrumb
        items={[{ label: t('breadcrumb.directory'), to: pathTo('worldwideDirectory') }, { label: shownCountry }]}
      />
      <PageTitle><BidiText>{t('country.title', { country: isolate(shownCountry) })}</BidiText></PageTitle>
      {states.error ? (
        <ErrorState message={states.error} onRetry={states.reload} />
      ) : unknown ? (
        <EmptyState title={t('country.emptyTitle', { country: shownCountry })} hint={t('country.emptyHint')}>
          <Link to={pathTo('worldwideDirectory')}>{t('links.backToDirectory')}</Link>
        </EmptyState>
      ) : (
        <>
          <Text $muted><BidiText>{t('country.intro', { country: isolate(shownCountry) })}</BidiText></Text>
          <section aria-labelledby="country-states-title">
            <SectionTitle id="country-states-title">{t('country.statesTitle')}</SectionTitle>
            {states.data ? (
              <StateList country={countryName} states={states.data.items} />
            ) : (
              <StateListSkeleton />
            )}
          </section>
          <section aria-labelledby="country-agents-title">
            <SectionTitle id="country-agents-title">
              <BidiText>{t('country.agentsTitle', { country: isolate(shownCountry) })}</BidiText>
            </SectionTitle>
            <AgentList
              country={countryName}
              filters={['sort']}
              defaultSort="rating"
              describe={(count) => t('seo.country', { country: shownCountry, count })}
            />
          </section>
        </>
      )}
    </PageBody>
  );
}
