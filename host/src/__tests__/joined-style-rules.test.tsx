/** @jest-environment node */
// Joining a styled component's CSS text once (server/joined-style-rules.ts) changes nothing a page gets: the same
// markup, the same class names, the same rules in the same order, for static, dynamic and composed components.
import { renderToString } from 'react-dom/server';
import styled, { css, keyframes, ServerStyleSheet } from 'styled-components';
import { joinAdjacentText, joinStyleRulesOnFirstRender } from '../server/joined-style-rules';

const colour = 'rgb(1 2 3)';
const spin = keyframes`from { transform: rotate(0); } to { transform: rotate(1turn); }`;
const block = css`
  padding: ${4}px;
  margin: 0;
`;
const Static = styled.section`
  color: ${colour};
  ${block}
  & > p {
    border: 1px solid ${colour};
  }
`;
const Dynamic = styled.p<{ $wide?: boolean }>`
  margin: 0;
  width: ${({ $wide }) => ($wide ? '100%' : '50%')};
  font-size: ${'14px'};
  animation: ${spin} 1s;
`;
const Composed = styled(Static)`
  display: ${'grid'};
  gap: 8px;
`;

const Page = () => (
  <>
    <Static>
      <Dynamic $wide>one</Dynamic>
      <Dynamic>two</Dynamic>
    </Static>
    <Composed>
      <Dynamic $wide>three</Dynamic>
    </Composed>
  </>
);

function render() {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<Page />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

const rulesOf = (component: unknown) => (component as { componentStyle: { rules: unknown[] } }).componentStyle.rules;

it('joins runs of text and keeps everything else in order', () => {
  const fn = () => 'x';
  expect(joinAdjacentText(['a', 'b', fn, 'c', '', 'd', fn])).toEqual(['ab', fn, 'cd', fn]);
  expect(joinAdjacentText([])).toEqual([]);
});

it('a page renders the same before and after, and a static component is left with one string of CSS', () => {
  const before = render();
  expect(rulesOf(Static).length).toBeGreaterThan(1);
  joinStyleRulesOnFirstRender(Static);
  joinStyleRulesOnFirstRender(Dynamic); // once per styled-components instance: a second call changes nothing
  const after = render();
  expect(after).toEqual(before);
  expect(before.styles).toContain('width:100%');
  expect(before.styles).toContain('width:50%');
  expect(rulesOf(Static)).toHaveLength(1);
  expect(rulesOf(Dynamic).filter((rule) => typeof rule === 'function')).toHaveLength(1);
  expect(render()).toEqual(before);
});
