import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, PageBody, PageTitle, pathTo, Text, useDocumentMeta } from '@cargora/shared';
import { CompanyList } from '../../features/company-directory/components/company-list';

export default function CompanyDetailsPage() {
  const { t } = useTranslation('directory');
  const { countryName = '', stateName = '' } = useParams();
  const place = { state: stateName, country: countryName };
  useDocumentMeta(t('companies.title', place), t('companies.description', place));
  return (
    <PageBody>
      <Breadcrumb
        items={[
          { label: t('breadcrumb.directory'), to: pathTo('worldwideDirectory') },
          { label: countryName, to: pathTo('countryDirectory', { countryName: countryName }) },
          { label: stateName },
        ]}
      />
      <PageTitle>{t('companies.title', place)}</PageTitle>
      <Text $muted>{t('companies.intro', place)}</Text>
      <CompanyList country={countryName} state={stateName} />
    </PageBody>
  );
}
