import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, globalCss } from '../app/global-style';
import { GLOBAL_STYLE_ELEMENT_ID } from '../ssr/render-state';
import { createTheme, type CargoraTheme } from '../theme/theme';

const light = createTheme();
const dark = createTheme('dark');
const page = (theme: CargoraTheme) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
  </ThemeProvider>
);

afterEach(() => {
  document.head.innerHTML = '';
});

it('writes the rules for the theme: page colours, links, the focus ring', () => {
  const css = globalCss(light);
  // The page's colours are the theme's custom properties, declared for the theme on :root.
  expect(css).toContain('background:var(--cargora-background);');
  expect(css).toContain(`--cargora-background:${light.palette.background};`);
  expect(css).toContain('a{color:var(--cargora-link);}');
  expect(css).toContain(`--cargora-link:${light.palette.primaryDark};`);
  expect(css).toContain(':focus-visible{outline:3px solid var(--cargora-primary);');
  expect(globalCss(dark)).toContain(`--cargora-link:${dark.palette.primary};`);
  expect(globalCss(dark)).toContain(`--cargora-background:${dark.palette.background};`);
});

it('creates its <style> with the page nonce, before styled-components’ rules, on a page rendered in the browser', () => {
  document.head.innerHTML = '<meta property="csp-nonce"><style data-styled="active"></style>';
  document.head.querySelector<HTMLMetaElement>('meta')!.nonce = 'n0nce';
  render(page(light));
  const element = document.getElementById(GLOBAL_STYLE_ELEMENT_ID) as HTMLStyleElement;
  expect(element.textContent).toBe(globalCss(light));
  expect(element.nonce).toBe('n0nce');
  expect(element.nextElementSibling?.hasAttribute('data-styled')).toBe(true);
});

it('leaves the server’s <style> untouched when it already holds the same rules (hydration restyles nothing)', () => {
  const server = document.createElement('style');
  server.id = GLOBAL_STYLE_ELEMENT_ID;
  server.textContent = globalCss(light);
  document.head.append(server);
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(document.head, { subtree: true, childList: true, characterData: true, attributes: true });
  render(page(light));
  changes.push(...observer.takeRecords());
  observer.disconnect();
  expect(changes).toEqual([]);
  expect(document.querySelectorAll('style')).toHaveLength(1);
});

it('rewrites the rules when the theme changes', () => {
  const view = render(page(light));
  act(() => view.rerender(page(dark)));
  expect(document.getElementById(GLOBAL_STYLE_ELEMENT_ID)!.textContent).toBe(globalCss(dark));
  expect(document.querySelectorAll(`#${GLOBAL_STYLE_ELEMENT_ID}`)).toHaveLength(1);
});
