import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import type { ListedPost } from '../api/get-blogs';
import { useTranslation } from '@cargora/shared/translation';
import { useFormatDate, isolate, colors, shape, down } from '@cargora/shared/runtime';
import { Link, Card, layoutWhenNear, quietLinks, Text, BidiText } from '@cargora/shared/ui';

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${shape.radius}px;
  background: ${colors.surfaceAlt};
`;

// Below md the list is a column of cards a few screens long: those far below wait (layoutWhenNear). From md up a page
// of cards is three rows, laid out at once: after a sort, new cards skipped at the estimate took their real height a
// frame later and moved the pagination (e2e/tests/offscreen-layout.spec.ts).
const Body = styled(Card)`
  display: grid;
  gap: 8px;
  align-content: start;
  ${quietLinks}
  ${down('md')} {
    ${layoutWhenNear(400)}
  }
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
