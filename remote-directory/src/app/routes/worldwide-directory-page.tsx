import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle, SectionTitle, Text } from '@cargora/shared/ui';
import { DirectoryNav } from '../../components/directory-nav';
import { AgentList } from '../../features/agent-list/components/agent-list';
import { CountryIndex } from '../../features/country-index/components/country-index';

export default function WorldwideDirectoryPage() {
  const { t } = useTranslation('directory');
  useDocumentMeta(t('worldwide.title'), t('worldwide.description'));
  return (
    <PageBody>
      <PageTitle>{t('worldwide.title')}</PageTitle>
      <Text $muted>{t('worldwide.intro')}</Text>
      <DirectoryNav />
      <section aria-labelledby="agent-search-title">
        <SectionTitle id="agent-search-title">{t('worldwide.searchTitle')}</SectionTitle>
        <AgentList filters={['q']} requireQuery />
      </section>
      <CountryIndex />
    </PageBody>
  );
}
