import type { Page } from '@cargora/shared/contracts';
import type { ListedPost } from '../api/get-blogs';
import { useNavigation } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import { useQueryParams } from '@cargora/shared/runtime';
import {
  EmptyState,
  Grid,
  Pagination,
  Row,
  QuerySelectForm,
  TextLanguageNote,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { BLOG_SORTS, type BlogSort } from '../api/get-blogs';
import { BlogCard } from './blog-card';

/** The paged list of posts; sort and page live in the URL (?sort=&page=), so the route's loader reads them. */
export function BlogList({
  posts,
  sort,
  page,
  pageSize,
}: {
  posts: Page<ListedPost>;
  sort: BlogSort;
  page: number;
  pageSize: number;
}) {
  const { t } = useTranslation('content');
  const { update } = useQueryParams();
  const refreshing = useNavigation().state === 'loading';
  const toPage = (p: number) => update({ page: p === 1 ? null : p });
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
      {isPastLastPage({ page, pageSize, total: posts.total }) ? (
        <PastLastPage page={page} pageSize={pageSize} total={posts.total} onPage={toPage} />
      ) : posts.items.length === 0 ? (
        <EmptyState title={t('blog.emptyTitle')} hint={t('blog.emptyHint')} />
      ) : (
        <>
          <TextLanguageNote lang={posts.items[0]?.lang} />
          <Grid $min={280} aria-busy={refreshing}>
            {posts.items.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </Grid>
          <Pagination page={page} pageSize={pageSize} total={posts.total} onPage={toPage} />
        </>
      )}
    </section>
  );
}
