import { useParams } from 'react-router-dom';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta, isolate } from '@cargora/shared/runtime';
import { Breadcrumb, PageBody, PageTitle, Text, BidiText } from '@cargora/shared/ui';
import { PlaceNotFound, usePlaceNotFoundText } from '../../components/place-not-found';
import { CompanyList, useCompanyList } from '../../features/company-directory/components/company-list';
import { useStateCounts } from '../../features/state-directory/api/use-state-counts';

export default function CompanyDetailsPage() {
  const { t } = useTranslation('directory');
  const { countryName = '', stateName = '' } = useParams();
  // The state's and country's names in the page's language (the URL carries the data's names).
  const states = useStateCounts(countryName);
  const list = useCompanyList(countryName, stateName);
  const notFoundText = usePlaceNotFoundText();
  // A country the API does not know (or a name it refuses as malformed), or a region it does not know in that country
  // (the companies' 404): the page says there is no such place, and the server answers the API's status. A region it
  // knows with no companies yet is an empty list.
  const countryNotFound = states.status === 404 || states.status === 400;
  const stateNotFound = !countryNotFound && list.companies.status === 404;
  const shown = states.data?.items.find((s) => s.state.toLowerCase() === stateName.toLowerCase());
  const place = { state: shown?.label ?? stateName, country: shown?.countryLabel ?? states.data?.items[0]?.countryLabel ?? countryName };
  const meta = countryNotFound
    ? notFoundText(countryName)
    : stateNotFound
      ? notFoundText(place.country, stateName)
      : { title: t('companies.title', place), hint: t('companies.description', place) };
  useDocumentMeta(meta.title, meta.hint, countryNotFound || stateNotFound ? { noindex: true } : {});

  if (countryNotFound || stateNotFound)
    return (
      <PageBody>
        <PlaceNotFound
          country={{ name: countryName, label: countryNotFound ? countryName : place.country }}
          state={stateNotFound ? stateName : undefined}
        />
      </PageBody>
    );

  // On the page, each name keeps its own direction (a Latin name inside an Arabic sentence).
  const shownPlace = { state: isolate(place.state), country: isolate(place.country) };
  return (
    <PageBody>
      <Breadcrumb
        items={[
          { label: t('breadcrumb.directory'), to: pathTo('worldwideDirectory') },
          { label: place.country, to: pathTo('countryDirectory', { countryName: countryName }) },
          { label: place.state },
        ]}
      />
      <PageTitle>
        <BidiText>{t('companies.title', shownPlace)}</BidiText>
      </PageTitle>
      <Text $muted>
        <BidiText>{t('companies.intro', shownPlace)}</BidiText>
      </Text>
      <CompanyList country={countryName} state={stateName} list={list} />
    </PageBody>
  );
}
