import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { colors } from '@cargora/shared/runtime';
import { NavLink } from '@cargora/shared/ui';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 14px;
    border-radius: 999px;
    border: 1px solid ${colors.border};
    color: ${colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${colors.primary};
    background: ${colors.surfaceAlt};
    font-weight: 600;
  }
`;

const ENTRIES = [
  { key: 'worldwide', to: pathTo('worldwideDirectory') },
  { key: 'newlyRegistered', to: pathTo('newlyRegisteredAgents') },
  { key: 'domestic', to: pathTo('domesticAgents') },
  { key: 'international', to: pathTo('internationalAgents') },
] as const;

/** Moves between the directory's agent pages. */
export function DirectoryNav() {
  const { t } = useTranslation('directory');
  return (
    <nav aria-label={t('nav.label')}>
      <Links>
        {ENTRIES.map((e) => (
          <li key={e.key}>
            <NavLink to={e.to} end>
              {t(`nav.${e.key}`)}
            </NavLink>
          </li>
        ))}
      </Links>
    </nav>
  );
}
