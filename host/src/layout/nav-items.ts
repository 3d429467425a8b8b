import { CATEGORY_KEYS, CATEGORY_PATH } from '@cargora/shared';

export interface NavLink {
  labelKey: string;
  to: string;
}

/** The Categories menu: All Services, then the seven categories of the spec. */
export const CATEGORY_LINKS: NavLink[] = [
  { labelKey: 'common:categories.all', to: '/allServices' },
  ...CATEGORY_KEYS.map((key) => ({ labelKey: `common:categories.${key}`, to: CATEGORY_PATH(key) })),
];

export const MENU_LINKS = {
  home: { labelKey: 'host:menu.home', to: '/landing-page' },
  directory: { labelKey: 'host:menu.agentDirectory', to: '/worldwide-directory' },
  help: { labelKey: 'host:menu.help', to: '/help-center' },
} satisfies Record<string, NavLink>;
