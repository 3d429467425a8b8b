import type * as React from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';

// The server's half of styled-components' documented SSR path (ServerStyleSheet → getStyleTags in the head) and the
// browser's half (styled-components, as it loads, rehydrates from the page's <style data-styled>): what the server
// rendered keeps its rules, exactly once, and nothing the server rendered is inserted again at hydration.

// The fresh React copies below run without @testing-library's set-up of act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Copy {
  styled: typeof import('styled-components');
  renderToString: typeof ReactDomServer.renderToString;
  /** Hydrates `ui` into `container`, or renders it into a new element when `container` is omitted. */
  render: (ui: React.ReactNode, container?: Element) => void;
}

/**
 * Fresh copies of React, styled-components and the renderers, as a server starts or a page loads (styled-components'
 * sheet rehydrates from the document when it is created).
 */
function loadStyledComponents(): Copy {
  let copy: Copy | undefined;
  jest.isolateModules(() => {
    const { act } = jest.requireActual<typeof React>('react');
    const client = jest.requireActual<typeof ReactDomClient>('react-dom/client');
    copy = {
      styled: jest.requireActual<typeof import('styled-components')>('styled-components'),
      renderToString: jest.requireActual<typeof ReactDomServer>('react-dom/server').renderToString,
      render: (ui, container) => {
        act(() => {
          if (container) client.hydrateRoot(container, ui);
          else client.createRoot(document.body.appendChild(document.createElement('div'))).render(ui);
        });
      },
    };
  });
  return copy!;
}

function components({ styled: { default: styled } }: Copy) {
  const Box = styled.div<{ $wide?: boolean }>`
    padding: 3px;
    width: ${({ $wide }) => ($wide ? '100%' : '50%')};
  `;
  const Label = styled.span`
    font-weight: 700;
  `;
  return { Box, Label };
}

/** Every rule in the page's style sheets. */
const pageRules = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style')].flatMap((element) =>
    [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  );
const count = (rules: string[], text: string) => rules.filter((rule) => rule.includes(text)).length;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('keeps every rule the server rendered, once, and inserts none of them again at hydration', () => {
  // The server: its own copy of styled-components.
  const server = loadStyledComponents();
  const onServer = components(server);
  const sheet = new server.styled.ServerStyleSheet();
  const ui = (C: ReturnType<typeof components>) => (
    <>
      <C.Box />
      <C.Label />
    </>
  );
  let html: string;
  let tags: string;
  try {
    html = server.renderToString(sheet.collectStyles(ui(onServer)));
    tags = sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
  expect(tags).toMatch(/^<style data-styled="true" data-styled-version="[^"]+">/);
  expect(tags).toContain('width:50%');

  // The browser: the page as sent, then styled-components loads and the page hydrates.
  document.head.innerHTML = tags;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const browser = loadStyledComponents();
  const inBrowser = components(browser);
  browser.render(ui(inBrowser), container);

  const rules = pageRules();
  expect(count(rules, 'width: 50%')).toBe(1);
  expect(count(rules, 'font-weight: 700')).toBe(1);
  // The server's class names are the ones on screen, and their rules are in the page.
  const boxClass = container.querySelector('div')!.className.split(' ').pop()!;
  expect(rules.some((rule) => rule.startsWith(`.${boxClass}`))).toBe(true);

  // What the server did not render (another state of a component) still gets its rule, once.
  browser.render(<inBrowser.Box $wide />);
  const after = pageRules();
  expect(count(after, 'width: 100%')).toBe(1);
  expect(count(after, 'width: 50%')).toBe(1);
});

it('without the server’s tags, hydration inserts the rules itself (the test above is not vacuous)', () => {
  const server = loadStyledComponents();
  const sheet = new server.styled.ServerStyleSheet();
  const { Box } = components(server);
  const html = server.renderToString(sheet.collectStyles(<Box />));
  sheet.seal();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const browser = loadStyledComponents();
  const inBrowser = components(browser);
  expect(count(pageRules(), 'width: 50%')).toBe(0);
  browser.render(<inBrowser.Box />, container);
  expect(count(pageRules(), 'width: 50%')).toBe(1);
});
