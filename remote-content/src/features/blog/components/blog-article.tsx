import styled from 'styled-components';
import { type BlogPost, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useFormatDate, isolate, colors, shape } from '@cargora/shared/runtime';
import { Link, DirectionArrow, PageTitle, Text, BidiText } from '@cargora/shared/ui';

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${shape.cardRadius};
  margin-block: 16px 24px;
  background: ${colors.surfaceAlt};
`;

const Article = styled.article`
  max-width: 760px;
  p {
    margin: 0 0 16px;
    line-height: 1.7;
  }
`;

export function BlogArticle({ post }: { post: BlogPost }) {
  const { t } = useTranslation('content');
  const formatDate = useFormatDate();
  return (
    <Article lang={post.lang}>
      <Text $variant="fm-p3" style={{ marginBlockEnd: 8 }}>
        <Link to={pathTo('blogIndex')}>
          <DirectionArrow to="back" /> {t('post.backToReads')}
        </Link>
      </Text>
      <PageTitle>{post.title}</PageTitle>
      <Text $muted $variant="fm-p3">
        <BidiText>
          {t('blog.meta', {
            author: isolate(post.author),
            date: formatDate(post.publishedAt),
            count: post.readMinutes,
          })}
        </BidiText>
      </Text>
      {/* Above the fold: loaded eagerly. */}
      <Cover src={post.coverUrl} alt={t('blog.coverAlt', { title: post.title })} width={1280} height={720} />
      {post.body.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </Article>
  );
}
