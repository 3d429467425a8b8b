import type { RemoteName } from './routes';
import { DEFAULT_SETTINGS, type Settings } from './stores/default-settings';

/**
 * A remote's server-rendered first paint: static HTML (with its own <style> tags) of what the remote shows above
 * the fold on some routes. The remote builds it into its dist; the host's server inlines the live version's copy
 * into the page for those routes; the host shows it until the remote has loaded and rendered.
 */
export interface FirstPaint {
  remote: RemoteName;
  /** Exact pathnames it stands for. */
  routes: string[];
  /** The language it was rendered in; the page drops it when the visitor's stored language differs. */
  lang: string;
  html: string;
}

export const FIRST_PAINT_FILE = 'first-paint.json';
export const FIRST_PAINT_ELEMENT_ID = 'cargora-first-paint';

/** The display settings that change how a first paint looks. */
const FIRST_PAINT_SETTING_KEYS = ['mode', 'direction', 'contentWidth', 'skin', 'themeColor'] as const satisfies readonly (keyof Settings)[];
export type FirstPaintSettings = Pick<Settings, (typeof FIRST_PAINT_SETTING_KEYS)[number]>;

/**
 * The settings a first paint is rendered with: the defaults, taken from the one default settings object. The page
 * drops the paint when a visitor's stored settings differ in any of them.
 */
export const FIRST_PAINT_SETTINGS = Object.fromEntries(
  FIRST_PAINT_SETTING_KEYS.map((key) => [key, DEFAULT_SETTINGS[key]]),
) as FirstPaintSettings;
