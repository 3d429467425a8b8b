import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@cargora/shared/runtime';
import { PageBody, PageTitle } from '@cargora/shared/ui';
import { useContentLanguage } from '../../hooks/use-content-language';
import { Lead } from '../../components/content-blocks';
import { PopularReads } from '../../features/blog/components/popular-reads';
import { BlogList } from '../../features/blog/components/blog-list';

export default function BlogIndexPage() {
  const { t } = useTranslation('content');
  const { lang } = useContentLanguage();
  useDocumentMeta(t('blog.title'), t('blog.metaDescription'));
  return (
    <PageBody>
      <PageTitle>{t('blog.title')}</PageTitle>
      <Lead>{t('blog.lead')}</Lead>
      <PopularReads lang={lang} />
      <BlogList
        lang={lang}
        describe={(count, page, pages) =>
          page > 1 ? t('seo.blogIndexPage', { count, page, pages }) : t('seo.blogIndex', { count })
        }
      />
    </PageBody>
  );
}
