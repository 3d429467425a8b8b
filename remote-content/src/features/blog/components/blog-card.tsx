import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import type { ListedPost } from '../api/get-blogs';
import { useTranslation } from '@cargora/shared/translation';
import { useFormatDate, isolate, colors, shape } from '@cargora/shared/runtime';
import { Link, Card, layoutListCardWhenNear, quietLinks, Text, BidiText } from '@cargora/shared/ui';

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${shape.radius}px;
  background: ${colors.surfaceAlt};
`;

const Body = styled(Card)`
  display: grid;
  gap: 8px;
  align-content: start;
  ${quietLinks}
  ${layoutListCardWhenNear(400)}
`;

/** A blog card; the whole title is the link so screen readers hear one link per post. */
export function BlogCard({ post, eager = false }: { post: ListedPost; eager?: boolean }) {
  const { t } = useTranslation('content');
  const formatDate = useFormatDate();
  return (
    <Body>
      <Cover src={post.coverUrl} alt={t('blog.coverAlt', { title: post.title })} width={640} height={360} loading={eager ? 'eager' : 'lazy'} />
      <Text as="h3" $variant="fm-h5">
        <Link to={pathTo('blogPost', { id: post.id })}>{post.title}</Link>
      </Text>
      <Text $muted>{post.excerpt}</Text>
      <Text $variant="fm-p3" $muted>
        <BidiText>{t('blog.meta', { author: isolate(post.author), date: formatDate(post.publishedAt), count: post.readMinutes })}</BidiText>
      </Text>
    </Body>
  );
}
