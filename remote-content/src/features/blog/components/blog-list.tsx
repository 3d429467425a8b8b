import { type ContentLang, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useQueryParams, parsePage, useListMeta } from '@cargora/shared/runtime';
import {
  EmptyState,
  ErrorState,
  Grid,
  LoadingGrid,
  Pagination,
  Row,
  QuerySelectForm,
  TextLanguageNote,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { useBlogs, BLOG_SORTS, type BlogSort } from '../api/use-blogs';
import { BlogCard } from './blog-card';

const PAGE_SIZE = 9;

function parseSort(raw: string | null): BlogSort {
  return BLOG_SORTS.includes(raw as BlogSort) ? (raw as BlogSort) : 'newest';
}

/** The paged list of posts; sort and page live in the URL (?sort=&page=). */
export function BlogList({ lang, describe }: { lang: ContentLang; describe?: (total: number, page: number, pages: number) => string }) {
  const { t } = useTranslation('content');
  const { params, update } = useQueryParams();
  const sort = parseSort(params.get('sort'));
  const page = parsePage(params.get('page'));
  const blogs = useBlogs({ lang, sort, page, pageSize: PAGE_SIZE });
  const data = describe && !blogs.loading ? blogs.data : undefined;
  // For search engines, when the list is what the page is about: how many posts, the ones shown, noindex when none.
  useListMeta(
    data
      ? {
          shown: data.items.map((post) => ({ name: post.title, path: pathTo('blogPost', { id: post.id }) })),
          total: data.total,
          offset: (page - 1) * PAGE_SIZE,
          description: data.total ? describe!(data.total, page, Math.ceil(data.total / PAGE_SIZE)) : undefined,
        }
      : undefined,
  );

  return (
    <section aria-labelledby="all-reads">
      <Row style={{ justifyContent: 'space-between', marginBlock: '32px 16px' }}>
        <h2 id="all-reads" style={{ margin: 0 }}>
          {t('blog.allReads')}
        </h2>
        <QuerySelectForm
          name="sort"
          label={t('blog.sortLabel')}
          value={sort}
          options={BLOG_SORTS.map((s) => ({ value: s, label: t(`blog.sort.${s}`) }))}
          onChange={(value) => update({ sort: value === 'newest' ? null : value, page: null })}
          resets={['page']}
          applyLabel={t('blog.sortApply')}
        />
      </Row>
      {blogs.loading && !blogs.data ? (
        <LoadingGrid count={PAGE_SIZE} label={t('blog.loading')} />
      ) : blogs.error ? (
        <ErrorState message={blogs.error} onRetry={blogs.reload} />
      ) : blogs.data && isPastLastPage({ page, pageSize: PAGE_SIZE, total: blogs.data.total }) ? (
        <PastLastPage page={page} pageSize={PAGE_SIZE} total={blogs.data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
      ) : !blogs.data || blogs.data.items.length === 0 ? (
        <EmptyState title={t('blog.emptyTitle')} hint={t('blog.emptyHint')} />
      ) : (
        <>
          <TextLanguageNote lang={blogs.data.items[0]?.lang} />
          <Grid $min={280} aria-busy={blogs.loading}>
            {blogs.data.items.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </Grid>
          <Pagination page={page} pageSize={PAGE_SIZE} total={blogs.data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
        </>
      )}
    </section>
  );
}
