import { useParams } from 'react-router-dom';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { declarePageStatus, parseId, useDocumentMeta } from '@cargora/shared/runtime';
import { ErrorState, PageBody, PageTitle, TextLanguageNote } from '@cargora/shared/ui';
import { useContentLanguage } from '../../hooks/use-content-language';
import { NotFoundNotice } from '../../components/not-found-notice';
import { useBlogPost } from '../../features/blog/api/use-blog-post';
import { BlogArticle, BlogArticleSkeleton } from '../../features/blog/components/blog-article';
import { MoreReads } from '../../features/blog/components/more-reads';
import { useBlogPostSeo } from '../../features/blog/hooks/use-blog-post-seo';

export default function BlogPostPage() {
  const { t } = useTranslation('content');
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const { lang } = useContentLanguage();
  const post = useBlogPost(id, lang);
  const notFound = id === null || post.status === 404 || (post.error !== null && post.status === 400);
  // A malformed id asks the API nothing: the page itself says it does not exist.
  if (id === null) declarePageStatus(404);
  const seo = useBlogPostSeo(post.data);
  useDocumentMeta(
    post.data?.title ?? (notFound ? t('post.notFoundTitle') : t('blog.title')),
    seo?.description ?? (notFound ? t('post.notFoundHint') : t('blog.metaDescription')),
    seo?.more ?? { noindex: notFound },
  );

  let content: React.ReactNode;
  if (notFound) {
    content = (
      <NotFoundNotice title={t('post.notFoundTitle')} hint={t('post.notFoundHint')} backTo={pathTo('blogIndex')} backLabel={t('post.backToReads')} />
    );
  } else if (post.error) {
    content = (
      <>
        <PageTitle>{t('blog.title')}</PageTitle>
        <ErrorState message={post.error} onRetry={post.reload} />
      </>
    );
  } else if (!post.data) {
    content = <BlogArticleSkeleton />;
  } else {
    content = (
      <>
        <TextLanguageNote lang={post.data.lang} />
        <BlogArticle post={post.data} />
        <MoreReads currentId={post.data.id} lang={lang} />
      </>
    );
  }
  return <PageBody>{content}</PageBody>;
}
