import type { ContentLang } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Grid, LoadingGrid, SectionTitle } from '@cargora/shared/ui';
import { useBlogs } from '../api/use-blogs';
import { BlogCard } from './blog-card';

/** Three other popular posts under an article; quietly absent if they fail to load. */
export function MoreReads({ currentId, lang }: { currentId: number; lang: ContentLang }) {
  const { t } = useTranslation('content');
  const others = useBlogs({ lang, sort: 'popular', page: 1, pageSize: 4 });
  const items = (others.data?.items ?? []).filter((p) => p.id !== currentId).slice(0, 3);
  if (!others.loading && items.length === 0) return null;
  return (
    <section aria-labelledby="more-reads">
      <SectionTitle id="more-reads">{t('post.moreReads')}</SectionTitle>
      {others.loading && !others.data ? (
        <LoadingGrid count={3} label={t('blog.loading')} />
      ) : (
        <Grid $min={260}>
          {items.map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </Grid>
      )}
    </section>
  );
}
