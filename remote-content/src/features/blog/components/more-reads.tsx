import type { ListedPost } from '../api/get-blogs';
import { useTranslation } from '@cargora/shared/translation';
import { Grid, SectionTitle } from '@cargora/shared/ui';
import { BlogCard } from './blog-card';

/** Other popular posts under an article; quietly absent when there are none (or they could not be read). */
export function MoreReads({ posts }: { posts: ListedPost[] }) {
  const { t } = useTranslation('content');
  if (!posts.length) return null;
  return (
    <section aria-labelledby="more-reads">
      <SectionTitle id="more-reads">{t('post.moreReads')}</SectionTitle>
      <Grid $min={260}>
        {posts.map((post) => (
          <BlogCard key={post.id} post={post} />
        ))}
      </Grid>
    </section>
  );
}
