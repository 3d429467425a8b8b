// The share images' artwork (Open Graph / Twitter cards): an SVG per service and per agent, drawn to PNG by
// share-image-renderer.ts. Text is laid out here, so lines are measured with a table of DejaVu Sans widths (the
// widest of the fonts we load: with another font the text only comes out narrower).
import { formatMoney, SHARE_IMAGE_SIZE } from '@cargora/shared/server';
import { escapeXml, initials, logoColour } from '../../../db/svg';
import type { AgentCard, ServiceCard } from './share-images-repository';

const { width: W, height: H } = SHARE_IMAGE_SIZE;
const MARGIN = 64;
export const FONT_STACK = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

// The landing hero's colours and the brand orange (shared/src/theme/theme.ts).
const INK = '#141a26';
const INK_END = '#2a3142';
const BRAND = '#FC5722';
const TEXT_DARK = '#1d2330';
const MUTED_DARK = '#525b6b';
const MUTED_LIGHT = '#c3cad8';
const STAR = '#f5a524';

// Advance widths of ASCII 32..126 in DejaVu Sans (regular, bold), in hundredths of the em, measured with resvg.
const WIDTHS = {
  regular:
    '32,40,46,84,64,95,78,27,39,39,50,84,32,36,30,34,64,64,64,64,64,64,64,64,64,64,34,34,84,84,84,53,100,68,69,70,77,63,58,77,75,29,29,66,56,86,75,79,60,79,69,63,61,73,68,99,69,61,69,39,34,39,84,50,50,61,63,55,63,62,35,63,63,28,28,58,28,97,63,61,63,63,41,52,39,63,59,82,59,59,52,64,34,64,84',
  bold: '35,46,52,84,70,100,87,31,46,46,52,84,38,42,38,37,70,70,70,70,70,70,70,70,70,70,40,40,84,84,84,58,100,77,76,73,83,68,68,82,84,37,37,77,64,100,84,85,73,85,77,72,68,81,77,110,77,72,73,46,37,46,84,50,50,67,72,59,72,68,44,72,71,34,34,67,34,104,71,69,72,72,49,60,48,71,65,92,65,65,58,71,37,71,84',
};
const ADVANCE = { regular: WIDTHS.regular.split(',').map(Number), bold: WIDTHS.bold.split(',').map(Number) };
type Weight = keyof typeof ADVANCE;
const ELLIPSIS = '…';

function charWidth(ch: string, weight: Weight): number {
  const base = ch.normalize('NFD')[0] ?? ch; // é is as wide as e
  const code = base.codePointAt(0) ?? 0;
  if (code >= 32 && code < 127) return ADVANCE[weight][code - 32] / 100;
  if (ch === ELLIPSIS) return 1;
  return code >= 0x2e80 ? 1 : weight === 'bold' ? 0.8 : 0.72; // CJK: a full em; anything else: wider than most letters
}

export function textWidth(text: string, size: number, weight: Weight = 'regular'): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch, weight);
  return em * size;
}

/** One line of plain text: control characters gone (they are not XML), runs of white space one space. */
function clean(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cs}\ufffe\uffff]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` cut to `maxWidth` with an ellipsis (at a word boundary when one is near). */
export function ellipsize(text: string, size: number, weight: Weight, maxWidth: number): string {
  const t = clean(text);
  if (textWidth(t, size, weight) <= maxWidth) return t;
  const chars = [...t];
  let n = chars.length;
  while (n > 0 && textWidth(chars.slice(0, n).join('').trimEnd() + ELLIPSIS, size, weight) > maxWidth) n--;
  let cut = chars.slice(0, n).join('');
  const space = cut.lastIndexOf(' ');
  if (space > cut.length * 0.7) cut = cut.slice(0, space);
  return cut.replace(/[\s,.;:–-]+$/, '') + ELLIPSIS;
}

/** Words into at most `maxLines` lines of `maxWidth`; what does not fit ends the last line with an ellipsis. */
export function wrapLines(
  text: string,
  size: number,
  weight: Weight,
  maxWidth: number,
  maxLines: number,
): string[] {
  const words = clean(text).split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, weight) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // A word longer than a line is broken where it reaches the edge.
    while (textWidth(line, size, weight) > maxWidth && lines.length < maxLines) {
      const chars = [...line];
      let n = chars.length;
      while (n > 1 && textWidth(chars.slice(0, n).join(''), size, weight) > maxWidth) n--;
      lines.push(chars.slice(0, n).join(''));
      line = chars.slice(n).join('');
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(lines.slice(maxLines - 1).join(' '), size, weight, maxWidth);
  return kept;
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  weight?: Weight;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
}

function text(content: string, o: TextOptions): string {
  const attrs = [
    `x="${o.x}"`,
    `y="${o.y}"`,
    `font-size="${o.size}"`,
    `font-weight="${o.weight === 'bold' ? 700 : 400}"`,
    `fill="${o.fill}"`,
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

const plural = (n: number, one: string, many: string) =>
  `${new Intl.NumberFormat('en').format(n)} ${n === 1 ? one : many}`;
const ratingText = (rating: number) => rating.toFixed(1);

function star(x: number, y: number, size: number): string {
  // A five-pointed star in a 24-unit box, top-left at (x, y).
  const s = size / 24;
  return `<path transform="translate(${x} ${y}) scale(${s})" d="M12 1.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.6l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z" fill="${STAR}"/>`;
}

/** The frame every card shares: background, brand mark and wordmark, and a label at the top right. */
function frame(label: string, body: string): string {
  const labelText = ellipsize(label, 22, 'bold', 420);
  const labelWidth = textWidth(labelText, 22, 'bold') + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="${INK_END}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="${W - 40}" cy="40" r="260" fill="#ffffff" opacity="0.04"/>
<rect width="${W}" height="10" fill="${BRAND}"/>
<g font-family="${FONT_STACK}">
<g transform="translate(${MARGIN} 52) scale(1.5)"><rect width="32" height="32" rx="7" fill="${BRAND}"/><path d="M22.5 11.2A8 8 0 1 0 22.5 20.8" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/></g>
${text('Cargora', { x: MARGIN + 66, y: 90, size: 38, weight: 'bold', fill: '#ffffff' })}
<rect x="${W - MARGIN - labelWidth}" y="56" width="${labelWidth}" height="42" rx="21" fill="#ffffff" fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.25"/>
${text(labelText, { x: W - MARGIN - labelWidth / 2, y: 85, size: 22, weight: 'bold', fill: '#ffffff', anchor: 'middle' })}
${body}
</g>
</svg>
`;
}

function logo(companyName: string, agentId: number, x: number, y: number, size: number): string {
  const letters = initials(companyName) || clean(companyName).slice(0, 1).toUpperCase();
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.2}" fill="${logoColour(agentId)}"/>
${text(letters, { x: x + size / 2, y: Math.round(y + size / 2 + size * 0.14), size: Math.round(size * 0.4), weight: 'bold', fill: '#ffffff', anchor: 'middle' })}`;
}

export function serviceCardSvg(card: ServiceCard): string {
  const contentWidth = W - 2 * MARGIN;
  const title = wrapLines(card.title, 58, 'bold', contentWidth, 2);
  const titleY = title.length === 1 ? 236 : 200;
  const titleSvg = title
    .map((line, i) =>
      text(line, { x: MARGIN, y: titleY + i * 68, size: 58, weight: 'bold', fill: '#ffffff' }),
    )
    .join('\n');

  // Origin → destination: two columns around an arrow, each place cut to its column.
  const column = 470;
  const toX = MARGIN + column + 120;
  const place = (label: string, city: string, country: string, x: number, width: number) =>
    [
      text(label, { x, y: 328, size: 18, weight: 'bold', fill: BRAND, spacing: 2 }),
      text(ellipsize(city, 34, 'bold', width), { x, y: 368, size: 34, weight: 'bold', fill: '#ffffff' }),
      text(ellipsize(country, 24, 'regular', width), { x, y: 402, size: 24, fill: MUTED_LIGHT }),
    ].join('\n');
  const arrowX = MARGIN + column + 24;
  const arrow = `<path d="M${arrowX} 360 h60 m-18 -16 l18 16 l-18 16" fill="none" stroke="${BRAND}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;

  const price = formatMoney(card.priceUsd, 'USD', 'en');
  const priceWidth = textWidth(price, 46, 'bold');
  const transitX = MARGIN + Math.max(priceWidth, textWidth('PRICE', 18, 'bold')) + 72;
  const transit = plural(card.transitDays, 'day', 'days');
  const figures = [
    text('PRICE', { x: MARGIN, y: 452, size: 18, weight: 'bold', fill: MUTED_LIGHT, spacing: 2 }),
    text(price, { x: MARGIN, y: 500, size: 46, weight: 'bold', fill: BRAND }),
    text('TRANSIT', { x: transitX, y: 452, size: 18, weight: 'bold', fill: MUTED_LIGHT, spacing: 2 }),
    text(transit, { x: transitX, y: 498, size: 36, weight: 'bold', fill: '#ffffff' }),
  ].join('\n');

  // The agent, on a white band at the bottom.
  const { agent } = card;
  const reviews =
    agent.reviewCount > 0
      ? `${ratingText(agent.rating)} · ${plural(agent.reviewCount, 'review', 'reviews')}`
      : 'No reviews yet';
  const band = [
    `<rect y="528" width="${W}" height="${H - 528}" fill="#ffffff"/>`,
    logo(agent.companyName, agent.id, MARGIN, 548, 62),
    text(ellipsize(agent.companyName, 28, 'bold', contentWidth - 90), {
      x: MARGIN + 86,
      y: 574,
      size: 28,
      weight: 'bold',
      fill: TEXT_DARK,
    }),
    agent.reviewCount > 0 ? star(MARGIN + 86, 586, 24) : '',
    text(reviews, { x: MARGIN + 86 + (agent.reviewCount > 0 ? 32 : 0), y: 606, size: 22, fill: MUTED_DARK }),
  ].join('\n');

  return frame(
    card.category,
    [
      titleSvg,
      place('FROM', card.originCity, card.originCountry, MARGIN, column),
      arrow,
      place('TO', card.destinationCity, card.destinationCountry, toX, W - MARGIN - toX),
      figures,
      band,
    ].join('\n'),
  );
}

export function agentCardSvg(card: AgentCard): string {
  const left = MARGIN + 200 + 48;
  const nameWidth = W - MARGIN - left;
  const name = wrapLines(card.companyName, 56, 'bold', nameWidth, 2);
  const nameY = name.length === 1 ? 274 : 242;
  const nameSvg = name
    .map((line, i) => text(line, { x: left, y: nameY + i * 66, size: 56, weight: 'bold', fill: '#ffffff' }))
    .join('\n');
  const placeY = nameY + (name.length - 1) * 66 + 58;
  const pin = `<path transform="translate(${left} ${placeY - 26}) scale(1.25)" d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" fill="${BRAND}"/>`;
  const placeText = text(
    ellipsize([card.city, card.country].filter(Boolean).join(', '), 30, 'regular', nameWidth - 40),
    { x: left + 38, y: placeY, size: 30, fill: MUTED_LIGHT },
  );

  // Rating, reviews and services in three columns on a white band.
  const columnWidth = (W - 2 * MARGIN) / 3;
  const stat = (i: number, value: string, label: string, withStar = false) => {
    const x = MARGIN + i * columnWidth;
    return [
      withStar ? star(x, 514, 40) : '',
      text(value, { x: x + (withStar ? 52 : 0), y: 552, size: 48, weight: 'bold', fill: TEXT_DARK }),
      text(label, { x, y: 592, size: 22, fill: MUTED_DARK }),
    ].join('\n');
  };
  const rated = card.reviewCount > 0;
  const band = [
    `<rect y="478" width="${W}" height="${H - 478}" fill="#ffffff"/>`,
    stat(0, rated ? ratingText(card.rating) : '–', rated ? 'average rating' : 'not rated yet', rated),
    stat(
      1,
      new Intl.NumberFormat('en').format(card.reviewCount),
      card.reviewCount === 1 ? 'review' : 'reviews',
    ),
    stat(
      2,
      new Intl.NumberFormat('en').format(card.serviceCount),
      card.serviceCount === 1 ? 'service' : 'services',
    ),
  ].join('\n');

  return frame(
    'Logistics agent',
    [logo(card.companyName, card.id, MARGIN, 180, 200), nameSvg, pin, placeText, band].join('\n'),
  );
}
