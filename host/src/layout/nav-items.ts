import { CATEGORY_KEYS, pathTo } from '@cargora/shared/contracts';

export interface NavLink {
  labelKey: string;
  to: string;
}

/** The Categories menu: All Services, then the seven categories of the spec. */
export const CATEGORY_LINKS: NavLink[] = [
  { labelKey: 'common:categories.all', to: pathTo('allServices') },
  ...CATEGORY_KEYS.map((key) => ({ labelKey: `common:categories.${key}`, to: pathTo('category', { category: key }) })),
];

export const MENU_LINKS = {
  home: { labelKey: 'host:menu.home', to: pathTo('landing') },
  directory: { labelKey: 'host:menu.agentDirectory', to: pathTo('worldwideDirectory') },
  help: { labelKey: 'host:menu.help', to: pathTo('helpCenter') },
} satisfies Record<string, NavLink>;
