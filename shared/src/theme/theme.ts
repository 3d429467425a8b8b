// Design tokens of the spec's section 9, with light and dark palettes.
import type { ContentWidth, Mode } from '../stores/settings-store';

export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const typography = {
  'fm-h1': { size: '2.5rem', weight: 800, lineHeight: 1.15 },
  'fm-h2': { size: '2rem', weight: 700, lineHeight: 1.2 },
  'fm-h3': { size: '1.5rem', weight: 700, lineHeight: 1.25 },
  'fm-h4': { size: '1.25rem', weight: 600, lineHeight: 1.3 },
  'fm-h5': { size: '1.125rem', weight: 600, lineHeight: 1.35 },
  'fm-h6': { size: '1rem', weight: 600, lineHeight: 1.4 },
  'fm-p1': { size: '1.125rem', weight: 400, lineHeight: 1.6 },
  'fm-p2': { size: '1rem', weight: 400, lineHeight: 1.55 },
  'fm-p3': { size: '0.875rem', weight: 400, lineHeight: 1.5 },
  'fm-p4': { size: '0.75rem', weight: 400, lineHeight: 1.45 },
} as const;
export type TypographyVariant = keyof typeof typography;

export interface Palette {
  primary: string;
  primaryContrast: string;
  primaryDark: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  topBar: string;
  topBarText: string;
  /** Secondary text on the top bar and other dark bands. */
  topBarTextMuted: string;
  /** The landing hero's dark gradient, the same in both modes. */
  heroStart: string;
  heroEnd: string;
  /** Text on `primary` itself (hover states, the compare tray's link); `primaryContrast` is for `primaryDark`. */
  onPrimary: string;
  success: string;
  error: string;
  warning: string;
  rating: string;
}

type Accent = Pick<Palette, 'primary' | 'primaryContrast' | 'primaryDark'>;

// The neutral colours of each mode; the accent colours come from THEME_COLORS.
const light: Omit<Palette, keyof Accent> = {
  background: '#f6f7f9',
  surface: '#ffffff',
  surfaceAlt: '#fff4ef',
  text: '#1d2330',
  textMuted: '#525b6b',
  border: '#dde1e7',
  topBar: '#141a26',
  topBarText: '#ffffff',
  topBarTextMuted: '#d8dde8',
  heroStart: '#141a26',
  heroEnd: '#2a3142',
  onPrimary: '#141a26',
  success: '#18733a',
  error: '#b42318',
  warning: '#9a6700',
  rating: '#a15c00',
};

const dark: Omit<Palette, keyof Accent> = {
  background: '#0f131b',
  surface: '#181e2a',
  surfaceAlt: '#2a1d18',
  text: '#eef1f6',
  textMuted: '#a9b2c1',
  border: '#2d3546',
  topBar: '#0a0d13',
  topBarText: '#ffffff',
  topBarTextMuted: '#d8dde8',
  heroStart: '#141a26',
  heroEnd: '#2a3142',
  onPrimary: '#141a26',
  success: '#5cd48a',
  error: '#ff8a80',
  warning: '#f2c14e',
  rating: '#ffc266',
};

/**
 * Theme colours a visitor can pick (settings.themeColor). `primary` is the brand orange of the spec. Buttons draw
 * white text on `primaryDark` (light) or dark text on it (dark mode), each at least 4.5:1.
 */
export const THEME_COLORS = {
  primary: { light: { primary: '#FC5722', primaryContrast: '#ffffff', primaryDark: '#b93a10' }, dark: { primary: '#FC5722', primaryContrast: '#141a26', primaryDark: '#ff8a5c' } },
  blue: { light: { primary: '#3d8bfd', primaryContrast: '#ffffff', primaryDark: '#1553a6' }, dark: { primary: '#3d8bfd', primaryContrast: '#141a26', primaryDark: '#8bb8f5' } },
  green: { light: { primary: '#2fb36b', primaryContrast: '#ffffff', primaryDark: '#15703c' }, dark: { primary: '#2fb36b', primaryContrast: '#141a26', primaryDark: '#6fd69b' } },
  purple: { light: { primary: '#a78bfa', primaryContrast: '#ffffff', primaryDark: '#5a2fd6' }, dark: { primary: '#a78bfa', primaryContrast: '#141a26', primaryDark: '#c4b2fc' } },
} as const satisfies Record<string, { light: Accent; dark: Accent }>;
export type ThemeColor = keyof typeof THEME_COLORS;
export const THEME_COLOR_KEYS = Object.keys(THEME_COLORS) as ThemeColor[];
/** One of THEME_COLORS' own names (`constructor` or `toString` is not a colour, though THEME_COLORS[it] is something). */
export const isThemeColor = (value: unknown): value is ThemeColor => typeof value === 'string' && Object.hasOwn(THEME_COLORS, value);

const PALETTE_KEYS = [...Object.keys(light), 'primary', 'primaryContrast', 'primaryDark'] as (keyof Palette)[];
const customProperty = (key: string) => `--cargora-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The theme's colours as CSS custom properties (`var(--cargora-surface)`), each theme's values being declared once in
 * the site-wide rules (themeCustomProperties). A styled component written with these and no function of the theme
 * has the same CSS, and so the same class, in every theme: switching to dark mode or another accent colour restyles
 * the page through that one <style> instead of giving every component a new class and rule, and its template
 * interpolates plain strings rather than calling a function of the theme for each value on every render.
 */
export const colors = Object.fromEntries(PALETTE_KEYS.map((key) => [key, `var(${customProperty(key)})`])) as Record<keyof Palette, string>;

/** What is the same for every card and what the content width changes, as custom properties like `colors`. */
export const skin = {
  /** A card's border colour (none: cards are drawn by their shadow). */
  cardBorder: 'var(--cargora-card-border)',
  /** A card's shadow. */
  cardShadow: 'var(--cargora-card-shadow)',
  /** The page column's maximum width: 1200px boxed, 100% full. */
  contentMaxWidth: 'var(--cargora-content-max-width)',
} as const;

/** The declarations of one palette's `colors`, and of the links' colour (the accent's, readable on the background). */
export function paletteCustomProperties(palette: Palette, scheme: 'light' | 'dark'): string {
  const declarations = PALETTE_KEYS.map((key) => `${customProperty(key)}:${palette[key]};`);
  declarations.push(`--cargora-link:${scheme === 'dark' ? palette.primary : palette.primaryDark};`);
  return declarations.join('');
}

/**
 * The declarations of `colors` and `skin` for one theme, for the site-wide rules' `:root`: the light palette for
 * `system` (the dark one comes under `@media (prefers-color-scheme: dark)`, globalCss), with the schemes the browser
 * may use for its own controls and scrollbars.
 */
export function themeCustomProperties(theme: CargoraTheme): string {
  return [
    `color-scheme:${theme.mode === 'system' ? 'light dark' : theme.mode};`,
    paletteCustomProperties(theme.palette, theme.mode === 'dark' ? 'dark' : 'light'),
    '--cargora-card-border:transparent;',
    '--cargora-card-shadow:0 2px 10px rgb(20 26 38 / 8%);',
    `--cargora-content-max-width:${theme.contentWidth === 'full' ? '100%' : '1200px'};`,
  ].join('');
}

/** Sizes that are the same in every theme (the spec's tokens; colours are `colors`, typography is `typography`). */
export const shape = {
  radius: 6,
  cardRadius: '20px',
  buttonRadius: 11,
  topBarMinHeight: '90px',
  navigationSize: 260,
  grid: { rowHeight: 50, headerHeight: 54 },
} as const;

/** What differs from one visitor's theme to another's (styles read it through `colors` and `skin`). */
export interface CargoraTheme {
  mode: Mode;
  contentWidth: ContentWidth;
  /** The palette of the page: the light one for `system` until the device prefers dark (`dark`). */
  palette: Palette;
  /** The dark palette, which `system` switches to by a media query. */
  dark: Palette;
  font: string;
}

const paletteOf = (scheme: 'light' | 'dark', themeColor: string): Palette => ({
  ...(scheme === 'dark' ? dark : light),
  ...THEME_COLORS[isThemeColor(themeColor) ? themeColor : 'primary'][scheme],
});

export function createTheme(mode: Mode = 'system', contentWidth: ContentWidth = 'boxed', themeColor: string = 'primary'): CargoraTheme {
  return {
    mode,
    contentWidth,
    palette: paletteOf(mode === 'dark' ? 'dark' : 'light', themeColor),
    dark: paletteOf('dark', themeColor),
    // System fonts: nothing render-blocking to download.
    font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  };
}

/** `@media (min-width: …)` for a breakpoint. */
export const up = (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`;

/**
 * The landing page's hero is a dark card under the transparent top bar: its inner padding (px, below and from the md
 * breakpoint). The bar insets its logo and controls by the page's padding plus this, so they sit inside the card, clear
 * of its edge and rounded corners, in either reading direction.
 */
export const HERO_INSET = { base: 20, md: 48 } as const;
/** The page's own inline padding (Container), below and from md. */
export const PAGE_INSET = { base: 16, md: 24 } as const;
export const down = (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`;
