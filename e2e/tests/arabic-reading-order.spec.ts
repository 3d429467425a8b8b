// What an Arabic reader sees: on every route type that shows route lines or places, the lines are read in their
// rendered (visual) order, right to left, character by character from the browser's layout, not from the DOM's
// order. A route reads origin city, its region, the arrow pointing left, then the destination city and its region;
// an agent's place reads city, region, country; a price keeps its currency symbol whole, where Intl puts it.
import { expect, test, type Page } from '../support/test';
import { fillRoute, realParams, withLang } from '../support/fixtures';
import { API } from '../support/site';

/** A piece of a line by its offsets in the element's text (a name, a comma, the arrow). */
interface Piece {
  text: string;
  start: number;
  end: number;
}

/** What the page shows of a line: its logical text and the pieces in the order they are seen, right to left. */
interface SeenLine {
  text: string;
  logical: string[];
  seen: string[];
}

/**
 * Runs in the page: for each line of the kind (with its pieces in logical order), the pieces in the order the browser
 * drew their characters: line by line, each right to left. A piece drawn in two places (a name torn apart by
 * another piece) fails the test.
 */
async function seenLines(page: Page, kind: 'route' | 'place' | 'money'): Promise<SeenLine[]> {
  return page.evaluate((kind) => {
    const ARABIC_COMMA = /، |, /g;
    const main = document.querySelector('main') ?? document.body;

    const textNodes = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
      return nodes;
    };
    /** The client rectangles of the characters [start, end) of `el`'s text. */
    const rectsOf = (el: Element, start: number, end: number) => {
      const rects: DOMRect[] = [];
      let offset = 0;
      for (const node of textNodes(el)) {
        const length = node.data.length;
        for (let i = Math.max(start - offset, 0); i < Math.min(end - offset, length); i++) {
          if (/\s|[\u2066-\u2069\u200e\u200f\u061c]/.test(node.data[i]!)) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          for (const r of Array.from(range.getClientRects())) if (r.width > 0) rects.push(r);
        }
        offset += length;
      }
      return rects;
    };

    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null && el.getClientRects().length > 0;
    /** The smallest elements whose whole text matches `re` (not their ancestors too). */
    const smallest = (re: RegExp) => {
      const all = Array.from(main.querySelectorAll('*')).filter(
        (el) => !['SCRIPT', 'STYLE', 'TITLE'].includes(el.tagName) && visible(el) && re.test((el.textContent ?? '').trim()),
      );
      return all.filter((el) => !all.some((other) => other !== el && el.contains(other)));
    };

    const pieces = (text: string, separators: RegExp): Piece[] => {
      const out: Piece[] = [];
      let last = 0;
      for (const m of text.matchAll(separators)) {
        out.push({ text: text.slice(last, m.index), start: last, end: m.index! });
        const sep = m[0].trim();
        const at = m.index! + m[0].indexOf(sep);
        out.push({ text: sep, start: at, end: at + sep.length });
        last = m.index! + m[0].length;
      }
      out.push({ text: text.slice(last), start: last, end: text.length });
      return out
        .map((p) => {
          const lead = p.text.length - p.text.trimStart().length;
          const t = p.text.trim();
          return { text: t, start: p.start + lead, end: p.start + lead + t.length };
        })
        .filter((p) => p.text);
    };

    let targets: { el: Element; pieces: Piece[] }[] = [];
    if (kind === 'route') {
      // "origin ← destination", each end "city، region" or a country alone (the page's own arrow in Arabic).
      for (const el of smallest(/^[^←→\n]+ ← [^←→\n]+$/)) {
        const text = el.textContent ?? '';
        targets.push({ el, pieces: pieces(text, /، |, | ← /g) });
      }
    } else if (kind === 'place') {
      // An agent's place, "city، region، country", the line under the agent's name on its card.
      for (const card of Array.from(main.querySelectorAll('[aria-labelledby^="agent-"]'))) {
        const heading = card.querySelector('h2, h3');
        const line = heading?.nextElementSibling;
        if (!line || !ARABIC_COMMA.test(line.textContent ?? '')) continue;
        ARABIC_COMMA.lastIndex = 0;
        targets.push({ el: line, pieces: pieces(line.textContent ?? '', /، |, /g) });
      }
    } else {
      // A price in US dollars: Arabic's "710 US$" (the amount first on the right, the symbol whole on its left).
      for (const el of smallest(/^[^\n]{0,40}[0-9٠-٩][0-9٠-٩.,٬٫]*\s?US\$$/)) {
        const text = el.textContent ?? '';
        const at = text.indexOf('US$');
        const amount = /[0-9٠-٩][0-9٠-٩.,٬٫]*/.exec(text)!;
        targets.push({
          el,
          pieces: [
            { text: amount[0], start: amount.index, end: amount.index + amount[0].length },
            { text: 'U', start: at, end: at + 1 },
            { text: 'S', start: at + 1, end: at + 2 },
            { text: '$', start: at + 2, end: at + 3 },
          ],
        });
      }
    }
    targets = targets.slice(0, 40);

    return targets.map(({ el, pieces: ps }) => {
      // Every drawn character with the piece it belongs to.
      const chars = ps.flatMap((p, index) =>
        rectsOf(el, p.start, p.end).map((r) => ({ index, y: r.top + r.height / 2, height: r.height, left: r.left, right: r.right })),
      );
      // Lines top to bottom (a character more than half a line below the line's first is on a later line), each
      // right to left: the order an Arabic reader meets them, a line wrapped or not.
      chars.sort((a, b) => a.y - b.y);
      const lines: (typeof chars)[] = [];
      for (const c of chars) {
        const line = lines[lines.length - 1];
        if (line && Math.abs(c.y - line[0]!.y) <= line[0]!.height / 2) line.push(c);
        else lines.push([c]);
      }
      const order = lines.flatMap((line) => line.sort((a, b) => b.right + b.left - (a.right + a.left)));
      // The pieces in that order, each once; a piece met again after another was drawn torn apart.
      const seen: string[] = [];
      const met: number[] = [];
      let torn = false;
      for (const c of order) {
        if (met[met.length - 1] === c.index) continue;
        if (met.includes(c.index)) torn = true;
        met.push(c.index);
        if (!torn) seen.push(ps[c.index]!.text);
      }
      return {
        text: (el.textContent ?? '').trim(),
        logical: ps.map((p) => p.text),
        seen: torn ? ['(pieces drawn interleaved)', ...met.map((i) => ps[i]!.text)] : seen,
      };
    });
  }, kind);
}

/** Every route type that shows route lines, places or prices, with real ids. */
async function pages(request: Parameters<typeof realParams>[0]) {
  const p = await realParams(request);
  // A service from one city to another (the first one may be a customs service within one city).
  const res = await request.get(`${API}/misc/services?category=internationalTransport&pageSize=20`);
  const services = ((await res.json()) as { data: { items: { id: number; originCity: string; destinationCity: string; agent: { userId: string } }[] } }).data.items;
  const routes = services.filter((s) => s.originCity !== s.destinationCity);
  const route = routes[0]!;
  // The storefront of that service's agent: it lists at least that route (an agent may list only services in one city).
  const path = (id: string, pattern: string) => fillRoute(pattern, id, { ...p, id: String(route.id), category: 'internationalTransport', userId: route.agent.userId });
  return [
    { type: 'landing', path: '/landing-page', route: true, money: true },
    { type: 'all services', path: '/allServices', route: true, money: true },
    { type: 'category', path: path('category', '/categories/:category'), route: true, money: true },
    { type: 'newly added', path: '/newly-added-servicepage', route: true, money: true },
    { type: 'international routes', path: '/international-routes-page', route: true, money: false },
    { type: 'domestic routes', path: '/domestic-routes-page?country=China', route: false, money: true },
    { type: 'service detail', path: path('withProtection', '/with-cargora-protection/:id'), route: true, money: true },
    { type: 'similar services', path: path('similarService', '/similar-services-details/:id'), route: true, money: true },
    { type: 'storefront', path: path('storefront', '/storefront/:userId'), route: true, money: true },
    { type: 'compare', path: `/compare-services?ids=${routes.slice(0, 2).map((s) => s.id).join(',')}`, route: true, money: true },
    { type: 'country directory', path: path('countryDirectory', '/country-directory-page/:countryName'), place: true },
    { type: 'newly registered agents', path: '/newly-registered-agents', place: true },
  ];
}

test('Arabic route lines read origin city, region, the arrow, then destination, right to left', async ({ page, request }) => {
  test.setTimeout(180_000);
  const wrong: string[] = [];
  let checked = 0;
  for (const sample of await pages(request)) {
    await page.goto(withLang(sample.path, 'ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('networkidle');
    for (const kind of ['route', 'place'] as const) {
      if (!(kind === 'route' ? sample.route : 'place' in sample)) continue;
      const lines = await seenLines(page, kind);
      if (lines.length === 0) wrong.push(`${sample.type}: no ${kind} line found`);
      for (const line of lines) {
        checked++;
        if (line.seen.join(' | ') !== line.logical.join(' | '))
          wrong.push(`${sample.type} (${kind}) «${line.text}» is seen as ${line.seen.join(' | ')}`);
      }
    }
  }
  expect(checked).toBeGreaterThan(20);
  expect(wrong).toEqual([]);
});

test('Arabic prices keep the currency symbol whole, on the side Intl puts it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const wrong: string[] = [];
  let checked = 0;
  for (const sample of (await pages(request)).filter((s) => s.money)) {
    await page.goto(withLang(sample.path, 'ar'));
    await page.waitForLoadState('networkidle');
    const lines = await seenLines(page, 'money');
    for (const line of lines) {
      checked++;
      // Right to left: the amount, then the symbol, whose letters read left to right ("US$" seen as $, S, U).
      const expected = [line.logical[0], '$', 'S', 'U'];
      if (line.seen.join(' | ') !== expected.join(' | ')) wrong.push(`${sample.type} «${line.text}» is seen as ${line.seen.join(' | ')}`);
    }
  }
  expect(checked).toBeGreaterThan(5);
  expect(wrong).toEqual([]);
});

test('on Arabic pages a sentence ends where its own direction ends it (no period drawn at the start of a Latin name)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const wrong: string[] = [];
  for (const sample of await pages(request)) {
    await page.goto(withLang(sample.path, 'ar'));
    await page.waitForLoadState('networkidle');
    // Each text that ends a sentence (., !, ?) is laid out in the direction of the run that holds it: its block, or
    // the nearest isolate (<bdi>, an element with dir). A Latin-only run laid out right to left draws its final
    // period at its start (".Vertex Freight B.V"); an Arabic run laid out left to right, at its end on the right.
    const found = await page.evaluate(() => {
      const out = new Set<string>();
      const main = document.querySelector('main');
      if (!main) return [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!/[.!?]\s*$/.test(n.textContent ?? '')) continue;
        let run = n.parentElement!;
        while (run !== main && run.tagName !== 'BDI' && !run.hasAttribute('dir') && getComputedStyle(run).display === 'inline')
          run = run.parentElement!;
        if ((run as HTMLElement).offsetParent === null) continue;
        const text = (run as HTMLElement).innerText.trim();
        if (!/[.!?]$/.test(text)) continue;
        const letters = text.match(/\p{L}/gu) ?? [];
        const arabic = text.match(/\p{Script=Arabic}/gu) ?? [];
        const direction = getComputedStyle(run).direction;
        if (letters.length >= 3 && arabic.length === 0 && direction !== 'ltr') out.add(`${direction}: ${text.slice(0, 80)}`);
        if (letters.length >= 8 && arabic.length / letters.length > 0.8 && direction !== 'rtl') out.add(`${direction}: ${text.slice(0, 80)}`);
      }
      return [...out];
    });
    wrong.push(...found.map((text) => `${sample.type}: «${text}»`));
  }
  expect(wrong).toEqual([]);
});
