/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, globalCss, takeDeclaredGlobalCss } from '../app/global-style';
import { createTheme } from '../theme/theme';

it('on the server renders nothing into the page and hands its rules to the head, once per render', () => {
  const theme = createTheme('dark', false, 'boxed', 'blue');
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <p>page</p>
    </ThemeProvider>,
  );
  expect(html).toBe('<p>page</p>');
  expect(takeDeclaredGlobalCss()).toBe(globalCss(theme));
  expect(takeDeclaredGlobalCss()).toBeNull();
});
