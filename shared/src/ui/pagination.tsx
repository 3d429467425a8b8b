// The pages of a list: page numbers, previous and next, and the state of a page past the last one.
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { useQueryHref, useFormatNumber, colors } from '@cargora/shared/runtime';
import { Button, Text } from './primitives';
import { useReadingDirection } from './bidi';
import { QueryLink } from './query-links';
import { StateCard } from './states';

// Styled rather than style props: the server's HTML may carry no style attribute (the page's CSP allows no inline style).
const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 8px;
  list-style: none;
  margin: 24px 0 0;
  padding: 0;
`;

const PageStatus = styled(Text)`
  text-align: center;
  margin-top: 8px;
`;

/** Where there is no previous or next page: the button's place, greyed, not a link. */
const Unavailable = styled(Button)`
  opacity: 0.55;
  cursor: default;
`;

const PageNumber = styled(Button)`
  min-width: 44px;
  padding-inline: 10px;
  font-variant-numeric: tabular-nums;
  &[aria-current='page'] {
    background: ${colors.primaryDark};
    border-color: ${colors.primaryDark};
    color: ${colors.primaryContrast};
  }
`;

/**
 * The page numbers a list offers: the first and the last, and the current one with its neighbours; a gap (null)
 * where pages are left out, never a gap that hides a single page.
 */
export function pageWindow(page: number, pages: number, around = 1): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const before = sorted[i - 1];
    if (before !== undefined && n - before === 2) out.push(n - 1);
    else if (before !== undefined && n - before > 2) out.push(null);
    out.push(n);
  });
  return out;
}

/** The number of pages of a list, and whether the page asked for lies past its last page (an old or edited link). */
export function pageCount(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function isPastLastPage({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}): boolean {
  return total > 0 && page > pageCount(total, pageSize);
}

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The query parameter holding the page number. */
  param?: string;
  /** The href of a page, when it is more than the current URL with `param` changed. */
  hrefFor?: (page: number) => string;
  /** The navigation's name when a page has two paged lists ("Pages of reviews"); "Pagination" otherwise. */
  label?: string;
}

function usePageHref({ param = 'page', hrefFor }: Pick<PaginationProps, 'param' | 'hrefFor'>) {
  const queryHref = useQueryHref();
  return hrefFor ?? ((to: number) => queryHref({ [param]: to > 1 ? to : null }));
}

/**
 * The pages of a list: previous, the page numbers and next. Each is a link to the same page with the page number in
 * the query (`param`, left out for page 1; the other parameters kept), so it works without JavaScript, opens in a new
 * tab and is followed by crawlers; with JavaScript a plain click calls `onPage` instead (which changes the URL through
 * the router). The current page is marked `aria-current="page"`; the arrows point the way the page reads.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  param = 'page',
  hrefFor,
  label,
}: PaginationProps) {
  const { t } = useTranslation('common');
  const { forward, back } = useReadingDirection();
  const number = useFormatNumber();
  const href = usePageHref({ param, hrefFor });
  const pages = pageCount(total, pageSize);
  // One page needs no links; past the last page the list says so itself (PastLastPage).
  if (pages <= 1 || page > pages) return null;
  const step = (to: number, label: string, rel: 'prev' | 'next') => {
    const content =
      rel === 'prev' ? (
        <>
          <span aria-hidden="true">{back}</span> {label}
        </>
      ) : (
        <>
          {label} <span aria-hidden="true">{forward}</span>
        </>
      );
    return to < 1 || to > pages ? (
      <Unavailable as="span" $variant="outline" aria-disabled="true">
        {content}
      </Unavailable>
    ) : (
      <Button as={QueryLink} $variant="outline" href={href(to)} rel={rel} onNavigate={() => onPage(to)}>
        {content}
      </Button>
    );
  };
  return (
    <nav aria-label={label ?? t('pagination')}>
      <PageList>
        <li>{step(page - 1, t('previous'), 'prev')}</li>
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <PageNumber
                as={QueryLink}
                $variant="outline"
                href={href(n)}
                aria-label={t('pageNumber', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                onNavigate={() => onPage(n)}
              >
                {number(n)}
              </PageNumber>
            </li>
          ),
        )}
        <li>{step(page + 1, t('next'), 'next')}</li>
      </PageList>
      <PageStatus $muted aria-live="polite">
        {t('pageOf', { page, pages })}
      </PageStatus>
    </nav>
  );
}

/**
 * A page past the end of a list (`?page=9999` of 250 pages): says so, instead of "nothing matches" under a count of
 * thousands, with a link to the last page (which works without JavaScript; with it, a plain click calls `onPage`).
 */
export function PastLastPage({ page, pageSize, total, onPage, param = 'page', hrefFor }: PaginationProps) {
  const { t } = useTranslation('common');
  const href = usePageHref({ param, hrefFor });
  const last = pageCount(total, pageSize);
  return (
    <StateCard role="status">
      <Text $variant="fm-h5" as="h2">
        {t('pastLastPage.title', { page })}
      </Text>
      <Text $muted>{t('pastLastPage.hint', { count: last })}</Text>
      <Button as={QueryLink} href={href(last)} onNavigate={() => onPage(last)}>
        {t('pastLastPage.last', { page: last })}
      </Button>
    </StateCard>
  );
}
