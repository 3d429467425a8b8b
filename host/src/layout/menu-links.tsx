// The site menu's links (Home, Categories with its eight links, Agent Directory, Help), as a list of full-width rows:
// the same in the desktop Menu panel and the phone drawer.
import { useId, useState } from 'react';
import { useTranslation } from '@cargora/shared/translation';
import { colors, shape, useHydrated } from '@cargora/shared/runtime';
import { NavLink } from '@cargora/shared/ui';
import styled from 'styled-components';
import { CATEGORY_LINKS, MENU_LINKS } from './nav-items';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  & ul {
    list-style: none;
    margin: 0;
    padding: 0 0 4px;
    padding-inline-start: 16px;
    display: grid;
    gap: 2px;
  }
  /* The collapsed category list: the rule above would show it despite its hidden attribute. */
  & ul[hidden] {
    display: none;
  }
  & summary::-webkit-details-marker {
    display: none;
  }
  & a,
  & .menu-toggle {
    list-style: none;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: none;
    border-radius: ${shape.radius}px;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  & a:hover,
  & .menu-toggle:hover {
    background: ${colors.surfaceAlt};
  }
  & a[aria-current='page'] {
    font-weight: 700;
  }
`;

export function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['host', 'common']);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const listId = useId();
  const hydrated = useHydrated();
  const link = (to: string, labelKey: string) => (
    <li key={to}>
      <NavLink to={to} end onClick={onNavigate}>
        {t(labelKey)}
      </NavLink>
    </li>
  );
  const categories = CATEGORY_LINKS.map((l) => link(l.to, l.labelKey));
  return (
    <List>
      {link(MENU_LINKS.home.to, MENU_LINKS.home.labelKey)}
      <li>
        {hydrated ? (
          <>
            <button
              type="button"
              className="menu-toggle"
              aria-expanded={categoriesOpen}
              aria-controls={listId}
              onClick={() => setCategoriesOpen((o) => !o)}
            >
              {t('host:menu.categories')} <span aria-hidden="true">{categoriesOpen ? '▴' : '▾'}</span>
            </button>
            <ul id={listId} hidden={!categoriesOpen}>{categories}</ul>
          </>
        ) : (
          // Before hydration (and without JavaScript) a native disclosure opens the list.
          <details>
            <summary className="menu-toggle">
              {t('host:menu.categories')} <span aria-hidden="true">▾</span>
            </summary>
            <ul>{categories}</ul>
          </details>
        )}
      </li>
      {link(MENU_LINKS.directory.to, MENU_LINKS.directory.labelKey)}
      {link(MENU_LINKS.help.to, MENU_LINKS.help.labelKey)}
    </List>
  );
}
