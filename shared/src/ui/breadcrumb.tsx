import { useTranslation } from '@cargora/shared/translation';
import { colors, typography } from '@cargora/shared/runtime';
import styled from 'styled-components';
import { useReadingDirection } from './bidi';
import { Link } from '@cargora/shared/router';

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  font-size: ${typography['fm-p3'].size};
  color: ${colors.textMuted};
  li {
    display: flex;
    gap: 6px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${colors.primaryDark};
  }
`;

/**
 * The chevron between two crumbs points along the reading direction (› in English, ‹ in Arabic). It is laid out left
 * to right whatever the page, so the browser does not mirror it a second time; hidden from screen readers (the list
 * says the order).
 */
const Separator = styled.span.attrs({ 'aria-hidden': true, dir: 'ltr' })`
  color: ${colors.textMuted};
`;

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the visitor is: a labelled trail of links; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('common');
  const { dir } = useReadingDirection();
  return (
    <nav aria-label={t('breadcrumb')}>
      <Trail>
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {i > 0 && <Separator data-separator="">{dir === 'rtl' ? '\u2039' : '\u203a'}</Separator>}
            {/* dir="auto": each crumb (often a name from the data) is laid out in its own direction, isolated, so
                "Global World Trade S.A." keeps its full stop at its end on an Arabic page. */}
            {item.to && i < items.length - 1 ? (
              <Link to={item.to} dir="auto">
                {item.label}
              </Link>
            ) : (
              <span dir="auto" aria-current={i === items.length - 1 ? 'page' : undefined}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </Trail>
    </nav>
  );
}
