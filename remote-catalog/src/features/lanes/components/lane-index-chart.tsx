import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import type { LaneIndexPoint } from '@cargora/shared/contracts';
import { colors, dateTimeFormat, directionOf, usePrice, useFormatDate } from '@cargora/shared/runtime';
import { visuallyHiddenStyle } from '@cargora/shared/ui';

const WIDTH = 640;
const HEIGHT = 240;
/** Room for the price labels at the start side (a phone draws them at 20 units: "3 176 $US", "US$ 3,171") and the month labels below. */
const PAD = { side: 124, end: 12, top: 12, bottom: 32 };

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
  /* On a phone the chart is drawn at about half its size: larger labels (in the chart's units), every other month. */
  @media (max-width: 599px) {
    [data-axis] {
      font-size: 20px;
    }
    [data-every-other] {
      display: none;
    }
  }
`;

// The table is hidden through a box around it: a table's width follows its content whatever its own width says, so a
// table styled hidden still widened a phone's page to its full width (lane pages, 444-655 px at 390).
const HiddenTableBox = styled.div`
  ${visuallyHiddenStyle}
`;

export interface ChartGeometry {
  /** The line's path ("M x y L x y …", a new M after a week without a price). */
  path: string;
  /** The price ticks: value (USD) and height. */
  ticks: { usd: number; y: number }[];
  /** The first week of each month shown: its index and x. */
  months: { index: number; x: number }[];
}

/**
 * Where the line and its ticks go: weeks along x (right to left in a right-to-left page), the median price up y,
 * between the year's lowest and highest medians (a little room above and below).
 */
export function chartGeometry(points: readonly LaneIndexPoint[], rtl: boolean): ChartGeometry | null {
  const values = points.map((p) => p.medianUsd).filter((v): v is number => v !== null);
  if (values.length === 0) return null;
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  const room = (hi - lo) * 0.1 || hi * 0.1 || 1;
  lo = Math.max(0, lo - room);
  hi += room;
  const plotWidth = WIDTH - PAD.side - PAD.end;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const xOf = (i: number) => {
    const along = points.length > 1 ? (i / (points.length - 1)) * plotWidth : plotWidth / 2;
    return rtl ? WIDTH - PAD.side - along : PAD.side + along;
  };
  const yOf = (usd: number) => PAD.top + (1 - (usd - lo) / (hi - lo)) * plotHeight;
  let path = '';
  let drawing = false;
  points.forEach((p, i) => {
    if (p.medianUsd === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${xOf(i).toFixed(1)} ${yOf(p.medianUsd).toFixed(1)} `;
    drawing = true;
  });
  const ticks = [lo, (lo + hi) / 2, hi].map((usd) => ({ usd, y: yOf(usd) }));
  const months: ChartGeometry['months'] = [];
  points.forEach((p, i) => {
    const month = p.week.slice(0, 7);
    if (i > 0 && points[i - 1]!.week.slice(0, 7) !== month && months.length < 13) months.push({ index: i, x: xOf(i) });
  });
  return { path: path.trim(), ticks, months };
}

/**
 * The lane index as an inline SVG line chart (in the server's HTML: no script draws it), named and described for
 * screen readers, with the same figures as a table they can read week by week.
 */
export function LaneIndexChart({ points, title }: { points: readonly LaneIndexPoint[]; title: string }) {
  const { t, i18n } = useTranslation('catalog');
  const { format } = usePrice();
  const formatDate = useFormatDate('medium');
  const language = i18n.language || 'en';
  const rtl = directionOf(language) === 'rtl';
  const id = useId();
  const geometry = chartGeometry(points, rtl);
  if (!geometry) return <p>{t('lane.index.empty')}</p>;
  const monthName = dateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  const priced = points.filter((p) => p.medianUsd !== null);
  const first = priced[0]!;
  const last = priced.at(-1)!;
  const side = rtl ? WIDTH - PAD.side + 6 : PAD.side - 6;
  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid="lane-index-chart">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>
          {t('lane.index.summary', { from: formatDate(first.week), to: formatDate(last.week), first: format(first.medianUsd!), last: format(last.medianUsd!) })}
        </desc>
        <g aria-hidden="true" fontSize="12" fill={colors.textMuted} data-axis="">
          {geometry.ticks.map((tick) => (
            <g key={tick.y}>
              <line x1={rtl ? PAD.end : PAD.side} x2={rtl ? WIDTH - PAD.side : WIDTH - PAD.end} y1={tick.y} y2={tick.y} stroke={colors.border} />
              <text x={side} y={tick.y + 4} textAnchor="end" direction={rtl ? 'rtl' : 'ltr'}>
                {format(tick.usd)}
              </text>
            </g>
          ))}
          {geometry.months.map((m, i) => (
            <text key={m.index} x={m.x} y={HEIGHT - 8} textAnchor="middle" data-every-other={i % 2 === 1 ? '' : undefined}>
              {monthName.format(new Date(`${points[m.index]!.week}T00:00:00Z`))}
            </text>
          ))}
        </g>
        <path d={geometry.path} fill="none" stroke={colors.primary} strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <HiddenTableBox>
        <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lane.index.week')}</th>
            <th scope="col">{t('lane.index.median')}</th>
          </tr>
        </thead>
        <tbody>
          {priced.map((p) => (
            <tr key={p.week}>
              <th scope="row">{formatDate(p.week)}</th>
              <td>{format(p.medianUsd!)}</td>
            </tr>
          ))}
        </tbody>
        </table>
      </HiddenTableBox>
    </Figure>
  );
}
