import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  font-size: ${({ theme }) => theme.typography['fm-p3'].size};
  li + li::before {
    content: '/';
    margin-inline-end: 4px;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  a {
    color: ${({ theme }) => theme.palette.primaryDark};
  }
`;

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the visitor is in the directory; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('directory');
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <List>
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {item.to && i < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
