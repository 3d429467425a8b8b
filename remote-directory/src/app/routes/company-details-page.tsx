import { useParams } from 'react-router-dom';
import { Breadcrumb, PageBody, PageTitle, pathTo, Text, useDocumentMeta, isolate, BidiText, useTranslation } from '@cargora/shared';
import { CompanyList } from '../../features/company-directory/components/company-list';
import { useStateCounts } from '../../features/state-directory/api/use-state-counts';

export default function CompanyDetailsPage() {
  const { t } = useTranslation('directory');
  const { countryName = '', stateName = '' } = useParams();
  // The state's and country's names in the page's language (the URL carries the data's names).
  const states = useStateCounts(countryName);
  const shown = states.data?.items.find((s) => s.state.toLowerCase() === stateName.toLowerCase());
  const place = { state: shown?.label ?? stateName, country: shown?.countryLabel ?? countryName };
  useDocumentMeta(t('companies.title', place), t('companies.description', place));
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
      <CompanyList country={countryName} state={stateName} />
    </PageBody>
  );
}
