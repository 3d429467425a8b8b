import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageBody, PageTitle, Text, useDocumentMeta, Breadcrumb } from '@cargora/shared';
import { DIRECTORY_PATHS } from '../../lib/directory-paths';
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
          { label: t('breadcrumb.directory'), to: DIRECTORY_PATHS.worldwide },
          { label: countryName, to: DIRECTORY_PATHS.country(countryName) },
          { label: stateName },
        ]}
      />
      <PageTitle>{t('companies.title', place)}</PageTitle>
      <Text $muted>{t('companies.intro', place)}</Text>
      <CompanyList country={countryName} state={stateName} />
    </PageBody>
  );
}
