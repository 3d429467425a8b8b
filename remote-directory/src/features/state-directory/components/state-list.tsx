import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type AgentCountByState, pathTo, Skeleton, useFormatNumber } from '@cargora/shared';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    align-items: center;
    min-height: 48px;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius}px;
    border: 1px solid ${({ theme }) => theme.palette.border};
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.palette.primary};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.typography['fm-p3'].size};
  white-space: nowrap;
`;

/** The regions of a country, each opening the companies of that region. */
export function StateList({ country, states }: { country: string; states: AgentCountByState[] }) {
  const { t } = useTranslation('directory');
  const formatNumber = useFormatNumber();
  return (
    <List>
      {states.map((s) => (
        <li key={s.state}>
          <Link to={pathTo('companyDetails', { countryName: country, stateName: s.state })}>
            <span>{s.state}</span>
            <Count>{t('country.stateAgents', { total: formatNumber(s.count) })}</Count>
          </Link>
        </li>
      ))}
    </List>
  );
}

/** Placeholder rows sized like the links, so the page does not jump when they arrive. */
export function StateListSkeleton() {
  const { t } = useTranslation('directory');
  return (
    <div role="status" aria-label={t('country.loadingStates')}>
      <List aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Skeleton $height={48} />
          </li>
        ))}
      </List>
    </div>
  );
}
