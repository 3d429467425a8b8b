import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { parseId, routeError, type RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, RouteErrorState } from '@cargora/shared/ui';
import { NotFoundNotice } from '../../components/not-found-notice';
import { isNotFound, notFoundMeta } from '../../lib/page-meta';
import { getHelpArticle, getHelpTopicsOptional } from '../../features/help/api/get-help';
import { HelpArticleView } from '../../features/help/components/help-article-view';
import { helpArticleMeta } from '../../features/help/meta/help-meta';

/** The article and (for its breadcrumb) the topics, in parallel; a malformed id is a 400 without asking the API. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (id === null) throw routeError(400);
  const [article, topics] = await Promise.all([getHelpArticle(request, id), getHelpTopicsOptional(request)]);
  return { article, topic: topics?.items.find((topic) => topic.id === article.topicId) ?? null };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const { article, topic } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <HelpArticleView article={article} topic={topic} />
    </PageBody>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation('content');
  return (
    <NotFoundNotice
      title={t('help.articleNotFound')}
      hint={t('help.articleNotFoundHint')}
      backTo={pathTo('helpCenter')}
      backLabel={t('help.backToHelp')}
    />
  );
}

export const ErrorBoundary = () => <RouteErrorState notFound={<ArticleNotFound />} />;

export const handle = {
  meta: ({ data, error, t, pageUrl, lang }) => {
    if (data) return helpArticleMeta(data.article, data.topic, { t, pageUrl, lang });
    if (isNotFound(error)) return notFoundMeta(t('help.articleNotFound'), t('help.articleNotFoundHint'));
    return { title: t('help.articleFallbackTitle'), description: t('help.metaDescription') };
  },
} satisfies RouteModuleHandle<Data>;
