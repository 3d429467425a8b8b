/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, globalCss } from '../app/global-style';
import { themeForSettings } from '../app/app-providers';
import { createTheme } from '../theme/theme';
import { DEFAULT_SETTINGS } from '../stores/default-settings';

it('on the server renders nothing into the page (the server writes the rules into the head itself)', () => {
  const theme = createTheme('dark', 'boxed', 'blue');
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <p>page</p>
    </ThemeProvider>,
  );
  expect(html).toBe('<p>page</p>');
});

it('gives the server the same rules as the browser for the visitor’s settings', () => {
  const dark = { ...DEFAULT_SETTINGS, mode: 'dark' as const };
  expect(globalCss(themeForSettings(dark))).toBe(globalCss(createTheme('dark', dark.contentWidth, dark.themeColor)));
  expect(globalCss(themeForSettings(dark))).not.toBe(globalCss(themeForSettings(DEFAULT_SETTINGS)));
});
