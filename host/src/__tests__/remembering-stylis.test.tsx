/** @jest-environment node */
// The render worker's stylis: the same styles as styled-components' own server rendering, with stylis run once for
// a style the worker has already rendered.
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, ServerStyleSheet } from 'styled-components';
import { collectStyles, rememberingStylis, styledComponentsStylis, type Stylis } from '../server/remembering-stylis';

const Card = styled.article<{ $wide: boolean }>`
  display: flex;
  width: ${(p) => (p.$wide ? '100%' : '50%')};
  &:hover { color: red; }
  @media (max-width: 600px) { flex-direction: column; }
`;
const Base = createGlobalStyle`body { margin: 0; }`;
const Page = ({ wide }: { wide: boolean }) => (
  <>
    <Base />
    <Card $wide={wide}>one</Card>
    <Card $wide={!wide}>two</Card>
  </>
);

/** styled-components' own stylis (the default of its context), counting its calls. */
function countedDefault(): { stylis: Stylis; calls: () => number } {
  const real = styledComponentsStylis();
  let calls = 0;
  const stylis = Object.assign((...args: Parameters<Stylis>) => {
    calls += 1;
    return real(...args);
  }, { hash: real.hash });
  return { stylis, calls: () => calls };
}

function render(tree: JSX.Element, stylis?: Stylis): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(stylis ? collectStyles(sheet, stylis, tree) : sheet.collectStyles(tree));
    return html + sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe("the render worker's stylis", () => {
  it("gives the page and styles styled-components' own server rendering gives", () => {
    const stylis = rememberingStylis();
    for (const wide of [true, false, true]) expect(render(<Page wide={wide} />, stylis)).toBe(render(<Page wide={wide} />));
  });

  it('runs stylis once for a style it has already rendered', () => {
    const counted = countedDefault();
    const stylis = rememberingStylis(counted.stylis);
    render(<Page wide />, stylis);
    const first = counted.calls();
    expect(first).toBeGreaterThan(0);
    render(<Page wide />, stylis);
    expect(counted.calls()).toBe(first);
  });
});
