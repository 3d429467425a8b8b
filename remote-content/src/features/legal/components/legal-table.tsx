import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { colors } from '@cargora/shared/runtime';

const Scroll = styled.div`
  overflow-x: auto;
  margin-block: 8px 16px;
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.95em;
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: 8px 10px;
    border-block-end: 1px solid ${colors.border};
  }
  code {
    /* A name is read as written, whatever the page's direction. */
    direction: ltr;
    unicode-bidi: isolate;
    white-space: nowrap;
  }
`;

const cellsOf = (row: string) =>
  row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

/** Is this paragraph a pipe table (every line a `| … |` row)? */
export function isTable(paragraph: string): boolean {
  const lines = paragraph.split('\n');
  return lines.length >= 2 && lines.every((line) => line.trim().startsWith('|'));
}

/** Text with `names` between backticks shown as code. */
function inline(text: string): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, i) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 2 ? <code key={i}>{part.slice(1, -1)}</code> : <Fragment key={i}>{part}</Fragment>,
  );
}

/**
 * A legal page's table, from a Markdown pipe table: the header row, the `| --- |` line, then a row a line. Each row
 * is a header for its line (the first cell, e.g. a cookie's name), so a screen reader names the row it reads.
 */
export function LegalTable({ source }: { source: string }) {
  const rows = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !/^\|[\s:|-]+\|$/.test(line))
    .map(cellsOf);
  const [head, ...body] = rows;
  if (!head) return null;
  return (
    // A table wider than a phone scrolls in this box, which keyboard users can reach to scroll it (in the section the
    // heading names).
    <Scroll tabIndex={0}>
      <Table>
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col">
                {inline(cell)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {inline(cell)}
                  </th>
                ) : (
                  <td key={j}>{inline(cell)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
