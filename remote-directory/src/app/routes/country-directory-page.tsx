import { useParams } from 'react-router-dom';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta, isolate } from '@cargora/shared/runtime';
import {
  Breadcrumb,
  EmptyState,
  ErrorState,
  PageBody,
  PageTitle,
  SectionTitle,
  Text,
  BidiText,
  Link,
} from '@cargora/shared/ui';
import { AgentList } from '../../features/agent-list/components/agent-list';
import { PlaceNotFound, usePlaceNotFoundText } from '../../components/place-not-found';
import { useStateCounts } from '../../features/state-directory/api/use-state-counts';
import { StateList, StateListSkeleton } from '../../features/state-directory/components/state-list';

export default function CountryDirectoryPage() {
  const { t } = useTranslation('directory');
  const { countryName = '' } = useParams();
  const states = useStateCounts(countryName);
  const notFoundText = usePlaceNotFoundText();
  // A country the API does not know (404), or a name it refuses as malformed (400): the page says there is no such
  // country (and the server answers the API's status). A country it knows with no agents yet is an empty page.
  const notFound = states.status === 404 || states.status === 400;
  // The country's name in the page's language (the URL carries the data's name).
  const shownCountry = states.data?.items[0]?.countryLabel ?? countryName;
  const empty = states.data !== undefined && states.data.items.length === 0;
  const meta = notFound
    ? { ...notFoundText(countryName), noindex: true }
    : { title: t('country.title', { country: shownCountry }), hint: t('country.description', { country: shownCountry }), noindex: empty };
  useDocumentMeta(meta.title, meta.hint, { noindex: meta.noindex });

  if (notFound)
    return (
      <PageBody>
        <PlaceNotFound country={{ name: countryName, label: countryName }} />
      </PageBody>
    );

  return (
    <PageBody>
      <Breadcrumb
        items={[{ label: t('breadcrumb.directory'), to: pathTo('worldwideDirectory') }, { label: shownCountry }]}
      />
      <PageTitle><BidiText>{t('country.title', { country: isolate(shownCountry) })}</BidiText></PageTitle>
      {states.error ? (
        <ErrorState message={states.error} onRetry={states.reload} />
      ) : empty ? (
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
