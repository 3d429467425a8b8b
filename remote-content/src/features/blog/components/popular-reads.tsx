import type { ListedPost } from '../api/get-blogs';
import { useTranslation } from '@cargora/shared/translation';
import { Grid } from '@cargora/shared/ui';
import { BlogCard } from './blog-card';

/** The most-read posts, above the full list; absent when there are none (or they could not be read). */
export function PopularReads({ posts }: { posts: ListedPost[] }) {
  const { t } = useTranslation('content');
  if (!posts.length) return null;
  return (
    <section aria-labelledby="popular-reads">
      <h2 id="popular-reads">{t('blog.popular')}</h2>
      <Grid $min={280}>
        {posts.map((post) => (
          <BlogCard key={post.id} post={post} eager />
        ))}
      </Grid>
    </section>
  );
}
