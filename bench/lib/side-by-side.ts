// Figures of two builds side by side (--against in bench:web and bench:ssr): one table per figure, a column per build,
// the ratio checked-out ÷ baseline, and whether the checked-out build meets the figure's target.

export const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** A figure printed side by side: how to show a value, and its target (issue 46), if it has one. */
export interface SideBySideFigure {
  title: string;
  format: (value: number) => string;
  target?: { text: string; met: (value: number) => boolean };
  /** Issue 46: not worse than the baseline in the same run (checked-out ÷ baseline ≤ 1.00). */
  ratioAtMostOne?: boolean;
  /** false: no ratio column (a figure that can be 0 or below, such as a growth) */
  ratio?: false;
}

/**
 * One table for one figure: a row per page (or interaction), a column per site (the checked-out build first, then
 * the baseline), the ratio checked-out ÷ baseline, and the target met by the checked-out build.
 */
export function printSideBySide(figure: SideBySideFigure, sites: string[], rows: { name: string; values: number[] }[]) {
  const withRatio = sites.length > 1 && figure.ratio !== false;
  const ratioOf = (values: number[]) => (values.length > 1 ? values[0]! / values[1]! : NaN);
  const ratioText = (values: number[]) => {
    const ratio = ratioOf(values);
    if (!Number.isFinite(ratio)) return '-';
    return `${ratio.toFixed(2)}${figure.ratioAtMostOne ? ` ${mark(ratio <= 1)}` : ''}`;
  };
  const head = ['', ...sites, ...(withRatio ? [`ratio${figure.ratioAtMostOne ? ' (<= 1.00)' : ''}`] : []), ...(figure.target ? [`target ${figure.target.text}`] : [])];
  const body = rows.map((row) => [
    row.name,
    ...row.values.map(figure.format),
    ...(withRatio ? [ratioText(row.values)] : []),
    ...(figure.target ? [mark(figure.target.met(row.values[0]!))] : []),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  console.log(`\n${figure.title}`);
  console.log(line(head));
  for (const row of body) console.log(line(row));
}

