import { pathTo, type HelpArticle } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import {
  declarePageStatus,
  useDocumentMeta,
  useFormatDate,
  usePageUrl,
  type PageMeta,
  useSiteOrganization,
} from '@cargora/shared/runtime';
import {
  Breadcrumb,
  ErrorState,
  PageTitle,
  Skeleton,
  Text,
  TextLanguageNote,
  useTextLanguage,
} from '@cargora/shared/ui';
import { clipText } from '../../../lib/clip-text';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { Prose } from '../../../components/content-blocks';
import { useHelpArticle, useHelpTopics } from '../api/use-help';
import { HelpfulFeedback } from './helpful-feedback';

/** An article for search engines: its opening as the description, and an Article (the trail is the Breadcrumb's). */
function useHelpArticleSeo(article: HelpArticle | undefined): Omit<PageMeta, 'title'> | null {
  const { t, i18n } = useTranslation('content');
  const urlOf = usePageUrl();
  const publisher = useSiteOrganization();
  if (!article) return null;
  const canonical = pathTo('helpArticle', { id: article.id });
  const url = urlOf(canonical);
  return {
    description: t('help.articleMetaDescription', { excerpt: clipText(article.summary, i18n.language === 'en' ? 160 : 120) }),
    canonical,
    type: 'article',
    structuredData: [
      {
        '@type': 'Article',
        headline: article.title,
        dateModified: article.updatedAt,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        inLanguage: article.lang ?? 'en',
        author: publisher,
        publisher,
      },
    ],
  };
}

export function HelpArticleView({ articleId }: { articleId: number | null }) {
  const { t } = useTranslation('content');
  const formatDate = useFormatDate();
  const article = useHelpArticle(articleId);
  const textLang = useTextLanguage(article.data?.lang);
  // Topic names for the breadcrumb come from the (small) topic list.
  const topics = useHelpTopics();
  const topic = topics.data?.items.find((tp) => tp.id === article.data?.topicId);
  const notFound = articleId === null || article.status === 404 || article.status === 400;
  // A malformed id asks the API nothing: the page itself says it does not exist.
  if (articleId === null) declarePageStatus(404);
  const { description, ...more } = useHelpArticleSeo(article.data) ?? { noindex: notFound };
  useDocumentMeta(
    article.data?.title ?? (notFound ? t('help.articleNotFound') : t('help.articleFallbackTitle')),
    description ?? (notFound ? t('help.articleNotFoundHint') : t('help.metaDescription')),
    more,
  );

  if (notFound) {
    return (
      <NotFoundNotice title={t('help.articleNotFound')} hint={t('help.articleNotFoundHint')} backTo={pathTo('helpCenter')} backLabel={t('help.backToHelp')} />
    );
  }
  if (article.error) {
    return (
      <>
        <PageTitle>{t('help.articleFallbackTitle')}</PageTitle>
        <ErrorState message={article.error} onRetry={article.reload} />
      </>
    );
  }
  if (!article.data) {
    return (
      <div role="status" aria-label={t('help.loadingArticle')} style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
        <Skeleton $width="50%" />
        <Skeleton $height={40} $width="80%" />
        <Skeleton />
        <Skeleton />
        <Skeleton $width="70%" />
      </div>
    );
  }
  const data = article.data;
  return (
    <article>
      <Breadcrumb
        items={[
          { label: t('help.title'), to: pathTo('helpCenter') },
          topic ? { label: topic.title, to: pathTo('helpSub', null, { topic: topic.id }) } : { label: t('help.allTopics'), to: pathTo('helpSub') },
          { label: data.title },
        ]}
      />
      <PageTitle>{data.title}</PageTitle>
      <Text $muted $variant="fm-p3" style={{ marginBlockEnd: 16 }}>
        {t('help.updated', { date: formatDate(data.updatedAt) })}
      </Text>
      <TextLanguageNote lang={data.lang} />
      <Prose {...textLang}>
        <p>{data.summary}</p>
        <h2>{t('help.stepsTitle')}</h2>
        <ol>
          {data.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
        {data.tip && (
          <p>
            <strong>{t('help.tipLabel')}</strong> {data.tip}
          </p>
        )}
      </Prose>
      <HelpfulFeedback articleId={data.id} />
    </article>
  );
}
