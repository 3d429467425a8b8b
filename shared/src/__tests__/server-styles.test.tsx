import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { adoptServerStyles } from '../app/server-styles';
import { markServerStyles, serverStyleNames } from '../ssr/server-styles';
import { SERVER_STYLES_ATTRIBUTE } from '../ssr/render-state';

const Box = styled.div<{ $wide?: boolean }>`
  padding: 3px;
  width: ${({ $wide }) => ($wide ? '100%' : '50%')};
`;
const Label = styled.span`
  font-weight: 700;
`;

/** What the render worker puts in the head for `ui`: styled-components' tags, marked as the server's. */
function serverTags(ui: React.ReactElement): { html: string; tags: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(ui));
    return { html, tags: markServerStyles(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}

/** Every rule styled-components itself has put in the page (its own <style data-styled> elements). */
const insertedByStyledComponents = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')]
    .flatMap((element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join('\n');

afterEach(() => {
  document.head.innerHTML = '';
});

it('marks the server’s tags with its own attribute instead of styled-components’ one', () => {
  const { tags } = serverTags(<Box />);
  expect(tags).toMatch(new RegExp(`^<style ${SERVER_STYLES_ATTRIBUTE} data-styled-version="[^"]+">`));
  expect(tags).not.toContain('data-styled="true"');
  expect(markServerStyles('<style nonce="n" data-styled="true" data-styled-version="6">a{}</style>')).toBe(
    `<style nonce="n" ${SERVER_STYLES_ATTRIBUTE} data-styled-version="6">a{}</style>`,
  );
  // Every tag's head, and only heads: the same words in the rules (a content string) stay as they are.
  const rules = `a::after{content:' data-styled="true"'}`;
  expect(markServerStyles(`<style data-styled="true">${rules}</style><style id="x">b{}</style><style data-styled="true">c{}</style>`)).toBe(
    `<style ${SERVER_STYLES_ATTRIBUTE}>${rules}</style><style id="x">b{}</style><style ${SERVER_STYLES_ATTRIBUTE}>c{}</style>`,
  );
  expect(markServerStyles(`<style id="x">${rules}</style>`)).toBe(`<style id="x">${rules}</style>`);
});

it('reads the class names each component registered in the server’s rules', () => {
  const { tags, html } = serverTags(
    <>
      <Box />
      <Box $wide />
      <Label />
    </>,
  );
  const names = serverStyleNames(tags);
  expect(names.size).toBe(2);
  const boxClasses = [...names.values()].find((classes) => classes.length === 2)!;
  for (const name of boxClasses) expect(html).toContain(name);
});

it('hydration inserts none of the server’s rules again and leaves its element in place', () => {
  const ui = (
    <>
      <Box />
      <Label />
    </>
  );
  const { html, tags } = serverTags(ui);
  document.head.innerHTML = tags;
  const serverElement = document.head.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  expect(adoptServerStyles()).toBe(2);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  render(ui, { container, hydrate: true });
  expect(document.head.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)).toBe(serverElement);
  expect(insertedByStyledComponents()).toBe('');
  // What the server did not render (another state of a component) still gets its rule, in styled-components' element.
  render(<Box $wide />);
  expect(insertedByStyledComponents()).toContain('width: 100%');
  expect(insertedByStyledComponents()).not.toContain('width: 50%');
  container.remove();
});
