import { useEffect, useLayoutEffect } from 'react';
import { useTheme } from 'styled-components';
import { GLOBAL_STYLE_ELEMENT_ID, colors, paletteCustomProperties, type CargoraTheme, themeCustomProperties } from '@cargora/shared/runtime';

/**
 * The site-wide rules for a theme, as plain CSS (no nesting: it goes into the page as written). The `system` theme
 * carries both palettes, the dark one under `@media (prefers-color-scheme: dark)`: the server's first paint already
 * follows the device, with no script and no flash.
 */
export function globalCss(theme: CargoraTheme): string {
  return [
    // The theme's values for every component's `var(--cargora-…)` (theme.ts: colors, skin).
    `:root{${themeCustomProperties(theme)}}`,
    theme.mode === 'system' ? `@media (prefers-color-scheme: dark){:root{${paletteCustomProperties(theme.dark, 'dark')}}}` : '',
    '*,*::before,*::after{box-sizing:border-box;}',
    'html{-webkit-text-size-adjust:100%;}',
    // A word longer than its line (a place name typed into an address, a long e-mail) breaks instead of widening the page.
    `body{margin:0;font-family:${theme.font};background:${colors.background};color:${colors.text};line-height:1.5;overflow-wrap:break-word;}`,
    'a{color:var(--cargora-link);}',
    'img{max-width:100%;height:auto;}',
    `:focus-visible{outline:3px solid ${colors.primary};outline-offset:2px;}`,
    '@media (prefers-reduced-motion: reduce){*,*::before,*::after{transition:none!important;scroll-behavior:auto!important;}}',
  ].join('');
}

/** Puts `css` in the page's site-wide <style>, creating it (with the page's CSP nonce) if the page has none. */
function applyGlobalCss(css: string) {
  let element = document.getElementById(GLOBAL_STYLE_ELEMENT_ID);
  if (!element) {
    element = document.createElement('style');
    element.id = GLOBAL_STYLE_ELEMENT_ID;
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
    if (nonce) element.nonce = nonce;
    // Before styled-components' rules, as on a server-rendered page: a component's own rule wins a tie.
    document.head.insertBefore(element, document.head.querySelector('style[data-styled]'));
  }
  if (element.textContent !== css) element.textContent = css;
}

const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The site-wide rules, in a <style> of their own rather than through styled-components. On a server-rendered page the
 * server puts them in the head (host/server/render/render-page.tsx: globalCss of the visitor's settings), and hydration finds the same text there and
 * changes nothing. styled-components' createGlobalStyle removed and inserted its rules again as it mounted, and a
 * changed rule that matches every element (`*`, `body`) makes the browser restyle the whole page: one more full style
 * recalculation in the middle of hydration, on the main thread of a slow phone. A theme change (dark mode, another
 * accent colour) rewrites the element's text.
 */
export function GlobalStyle() {
  const css = globalCss(useTheme());
  useClientLayoutEffect(() => applyGlobalCss(css), [css]);
  return null;
}
