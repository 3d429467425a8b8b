import type { Scope } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle, Text } from '@cargora/shared/ui';
import { DirectoryNav } from '../../../components/directory-nav';
import { AgentList, type AgentListProps } from './agent-list';

/** The frame the three agent list pages share; `page` picks their texts. */
export function AgentListPage({
  page,
  scope,
  list,
}: {
  page: 'newlyRegistered' | 'domestic' | 'international';
  scope?: Scope;
  list?: Omit<AgentListProps, 'scope'>;
}) {
  const { t } = useTranslation('directory');
  useDocumentMeta(t(`lists.${page}.title`), t(`lists.${page}.description`));
  return (
    <PageBody>
      <PageTitle>{t(`lists.${page}.title`)}</PageTitle>
      <Text $muted>{t(`lists.${page}.intro`)}</Text>
      <DirectoryNav />
      <AgentList scope={scope} {...list} describe={(count) => t(`seo.lists.${page}`, { count })} />
    </PageBody>
  );
}
