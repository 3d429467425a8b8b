import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { oneOf, parsePage, type RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, PageTitle, RouteErrorState } from '@cargora/shared/ui';
import { Lead } from '../../components/content-blocks';
import { listMeta } from '../../lib/page-meta';
import { BLOG_SORTS, getBlogs, getBlogsOptional } from '../../features/blog/api/get-blogs';
import { PopularReads } from '../../features/blog/components/popular-reads';
import { BlogList } from '../../features/blog/components/blog-list';

const PAGE_SIZE = 9;
const POPULAR = { sort: 'popular', page: 1, pageSize: 3 } as const;

/** The page of posts the URL asks for (an odd sort or page falls back) and the most-read ones, in parallel. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const sort = oneOf(query.get('sort'), BLOG_SORTS, 'newest');
  const page = parsePage(query.get('page'));
  const [posts, popular] = await Promise.all([
    getBlogs(request, { sort, page, pageSize: PAGE_SIZE }),
    getBlogsOptional(request, POPULAR),
  ]);
  return { posts, popular: popular?.items ?? [], sort, page };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const { t } = useTranslation('content');
  const { posts, popular, sort, page } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageTitle>{t('blog.title')}</PageTitle>
      <Lead>{t('blog.lead')}</Lead>
      <PopularReads posts={popular} />
      <BlogList posts={posts} sort={sort} page={page} pageSize={PAGE_SIZE} />
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  // How many posts there are and the ones this page lists (not the popular ones above it); noindex when none.
  meta: ({ data, t, pageUrl }) => {
    const base = { title: t('blog.title'), description: t('blog.metaDescription') };
    if (!data) return base;
    const { posts, page } = data;
    const count = posts.total;
    return {
      ...base,
      ...(count
        ? {
            description:
              page > 1
                ? t('seo.blogIndexPage', { count, page, pages: Math.ceil(count / PAGE_SIZE) })
                : t('seo.blogIndex', { count }),
          }
        : {}),
      ...listMeta(
        {
          shown: posts.items.map((post) => ({ name: post.title, path: pathTo('blogPost', { id: post.id }) })),
          total: count,
          offset: (page - 1) * PAGE_SIZE,
        },
        pageUrl,
      ),
    };
  },
} satisfies RouteModuleHandle<Data>;
