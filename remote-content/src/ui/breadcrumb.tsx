import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  font-size: ${({ theme }) => theme.typography['fm-p3'].size};
  color: ${({ theme }) => theme.palette.textMuted};
  a {
    color: ${({ theme }) => theme.palette.primaryDark};
  }
`;

export interface Crumb {
  label: string;
  to?: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('content');
  return (
    <nav aria-label={t('ui.breadcrumb')}>
      <Trail>
        {items.map((item, i) => (
          <Fragment key={`${item.label}-${i}`}>
            <li aria-current={i === items.length - 1 ? 'page' : undefined}>
              {item.to && i < items.length - 1 ? <Link to={item.to}>{item.label}</Link> : item.label}
            </li>
            {i < items.length - 1 && <li aria-hidden="true">/</li>}
          </Fragment>
        ))}
      </Trail>
    </nav>
  );
}
