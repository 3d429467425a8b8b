// The display settings and their defaults, apart from the store: plain data a server or a build script can read
// without loading zustand or React (the server's render state is checked against it).

/** The colour scheme a visitor chose; `system` follows the device's (`prefers-color-scheme`), on the server's HTML too. */
export type Mode = 'system' | 'light' | 'dark';
export const MODES: readonly Mode[] = ['system', 'light', 'dark'];
export type Direction = 'ltr' | 'rtl';
export type ContentWidth = 'full' | 'boxed';

export interface Settings {
  mode: Mode;
  /** Not a choice: the direction of the page's language (parseRenderState, changeLanguage set it). */
  direction: Direction;
  themeColor: string;
  contentWidth: ContentWidth;
}

export const DEFAULT_SETTINGS: Settings = {
  mode: 'system',
  direction: 'ltr',
  themeColor: 'primary',
  contentWidth: 'boxed',
};
