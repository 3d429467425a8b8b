import type { ContentLang } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorState, Grid, LoadingGrid } from '@cargora/shared/ui';
import { useBlogs } from '../api/use-blogs';
import { BlogCard } from './blog-card';

/** The three most-read posts, above the full list. */
export function PopularReads({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation('content');
  const popular = useBlogs({ lang, sort: 'popular', page: 1, pageSize: 3 });
  if (!popular.loading && !popular.error && !popular.data?.items.length) return null;
  return (
    <section aria-labelledby="popular-reads">
      <h2 id="popular-reads">{t('blog.popular')}</h2>
      {popular.loading && !popular.data ? (
        <LoadingGrid count={3} label={t('blog.loading')} />
      ) : popular.error ? (
        <ErrorState message={popular.error} onRetry={popular.reload} />
      ) : (
        <Grid $min={280}>
          {popular.data?.items.map((post) => <BlogCard key={post.id} post={post} eager />)}
        </Grid>
      )}
    </section>
  );
}
