import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { parseId, routeError, type RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, RouteErrorState, TextLanguageNote } from '@cargora/shared/ui';
import { NotFoundNotice } from '../../components/not-found-notice';
import { isNotFound, notFoundMeta } from '../../lib/page-meta';
import { getBlogPost } from '../../features/blog/api/get-blog-post';
import { getBlogsOptional } from '../../features/blog/api/get-blogs';
import { BlogArticle } from '../../features/blog/components/blog-article';
import { MoreReads } from '../../features/blog/components/more-reads';
import { blogPostMeta } from '../../features/blog/meta/blog-post-meta';

/** The popular posts "More reads" picks three from (one more, in case the post itself is among them). */
const POPULAR = { sort: 'popular', page: 1, pageSize: 4 } as const;

/** The post and other popular ones, in parallel; a malformed id is a 400 without asking the API. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (id === null) throw routeError(400);
  const [post, popular] = await Promise.all([getBlogPost(request, id), getBlogsOptional(request, POPULAR)]);
  return { post, more: (popular?.items ?? []).filter((other) => other.id !== post.id).slice(0, 3) };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const { post, more } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <TextLanguageNote lang={post.lang} />
      <BlogArticle post={post} />
      <MoreReads posts={more} />
    </PageBody>
  );
}

function PostNotFound() {
  const { t } = useTranslation('content');
  return (
    <NotFoundNotice
      title={t('post.notFoundTitle')}
      hint={t('post.notFoundHint')}
      backTo={pathTo('blogIndex')}
      backLabel={t('post.backToReads')}
    />
  );
}

export const ErrorBoundary = () => <RouteErrorState notFound={<PostNotFound />} />;

export const handle = {
  meta: ({ data, error, t, pageUrl }) => {
    if (data) return blogPostMeta(data.post, { t, pageUrl });
    if (isNotFound(error)) return notFoundMeta(t('post.notFoundTitle'), t('post.notFoundHint'));
    return { title: t('blog.title'), description: t('blog.metaDescription') };
  },
} satisfies RouteModuleHandle<Data>;
