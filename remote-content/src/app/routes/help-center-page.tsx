import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle, SectionTitle } from '@cargora/shared/ui';
import { useContentLanguage } from '../../hooks/use-content-language';
import { Lead } from '../../components/content-blocks';
import { HelpSearch } from '../../features/help/components/help-search';
import { HelpTopicCards } from '../../features/help/components/help-topic-cards';
import { FaqSection } from '../../features/faq/components/faq-section';

export default function HelpCenterPage() {
  const { t } = useTranslation('content');
  const { lang } = useContentLanguage();
  useDocumentMeta(t('help.title'), t('help.metaDescription'));
  return (
    <PageBody>
      <PageTitle>{t('help.title')}</PageTitle>
      <Lead>{t('help.lead')}</Lead>
      <HelpSearch />
      <SectionTitle>{t('help.topicsTitle')}</SectionTitle>
      <HelpTopicCards />
      <FaqSection lang={lang} />
    </PageBody>
  );
}
