// Two layout defects of issue 48 ("Smaller, all seen"), measured in the browser, as only it can tell:
// - the worldwide directory spent 4,945 px at 1280 px (6,511 at 390) on about fifty countries, a card per letter with
//   one to five countries a row: now one list in columns that fits in a screen or two, usable on a phone, in Arabic too;
// - the landing page had an empty band (110 px under the popular routes at 1280 px: a section's reserved min-height
//   taller than its content) and half-filled grids (7 categories in 5 columns, 6 routes in 4): every shelf's rows full.
import { expect, test, type Page } from '../support/test';

const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 820, height: 1000 };
const PHONE = { width: 390, height: 844 };

/** The directory's country index: its links' boxes, the page's height and width, the index section's box. */
async function countryIndex(page: Page) {
  return page.evaluate(() => {
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href^="/country-directory-page/"]'));
    const index = links[0]!.closest('section')!.getBoundingClientRect();
    return {
      pageHeight: document.documentElement.scrollHeight,
      pageWidth: document.documentElement.scrollWidth,
      index: { top: index.top, bottom: index.bottom, left: index.left, right: index.right },
      links: links.map((a) => {
        const r = a.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, height: r.height };
      }),
    };
  });
}

for (const lang of ['en', 'ar'] as const) {
  for (const [name, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test(`the worldwide directory's ${name} layout in ${lang}: every country in a screen or two, in columns`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/worldwide-directory?lang=${lang}`);
      await expect(page.locator('main a[href^="/country-directory-page/"]').first()).toBeVisible();
      const { pageHeight, pageWidth, index, links } = await countryIndex(page);
      expect(links.length).toBeGreaterThanOrEqual(40);
      // A screen or two: the whole page at 1280 px, the index (below the search) at 390 px.
      const screens = name === 'desktop' ? pageHeight / viewport.height : (index.bottom - index.top) / viewport.height;
      expect(screens).toBeLessThanOrEqual(2);
      // Usable: nothing wider than the screen, targets of a finger's size, all inside the index.
      expect(pageWidth).toBeLessThanOrEqual(viewport.width);
      for (const link of links) {
        expect(link.height).toBeGreaterThanOrEqual(24);
        expect(link.left).toBeGreaterThanOrEqual(index.left - 1);
        expect(link.right).toBeLessThanOrEqual(index.right + 1);
      }
      // Columns, side by side: two on a phone, more on a wide screen.
      const columns = new Set(links.map((l) => Math.round(l.left))).size;
      expect(columns).toBeGreaterThanOrEqual(name === 'desktop' ? 5 : 2);
      // In the reading direction: the first country starts the first column, on the right in Arabic.
      const [first, last] = [links[0]!, links.at(-1)!];
      if (lang === 'ar') expect(first.right).toBeGreaterThan(last.right);
      else expect(first.left).toBeLessThan(last.left);
    });
  }
}

/** Each landing section below the hero: the space under its content, and its grid's items as rows. */
async function landingShelves(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main section[aria-labelledby^="landing-"]'))
      .filter((section) => section.getAttribute('aria-labelledby') !== 'landing-title')
      .map((section) => {
        const last = section.lastElementChild!.getBoundingClientRect();
        const grid = Array.from(section.children).find((child) => getComputedStyle(child).display === 'grid');
        const rows = new Map<number, number>();
        let right = -Infinity;
        for (const item of Array.from(grid?.children ?? [])) {
          const box = item.getBoundingClientRect();
          rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
          right = Math.max(right, box.right);
        }
        return {
          id: section.getAttribute('aria-labelledby')!,
          band: Math.round(section.getBoundingClientRect().bottom - last.bottom),
          rows: [...rows.values()],
          // Space left empty at the end of the grid's rows (an auto-fill column no item came to).
          unused: grid ? Math.round(grid.getBoundingClientRect().right - parseFloat(getComputedStyle(grid).paddingRight) - right) : 0,
        };
      }),
  );
}

for (const [name, viewport] of Object.entries({ desktop: DESKTOP, tablet: TABLET, phone: PHONE })) {
  test(`the landing page at ${name} width: no empty band under a section, every grid row full`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/landing-page');
    // Every section's content is in the server's page; the newest services' last card is there too.
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Newly added services' }).getByRole('article')).toHaveCount(8);
    const shelves = await landingShelves(page);
    expect(shelves.map((s) => s.id)).toEqual(['landing-categories', 'landing-routes', 'landing-agents', 'landing-newest', 'landing-queue', 'landing-how']);
    for (const shelf of shelves) {
      expect(shelf.band, `empty space under ${shelf.id}`).toBeLessThanOrEqual(1);
      // As many items in every row as in the first (the last row is not half empty).
      if (shelf.rows.length) expect(shelf.rows, `rows of ${shelf.id}`).toEqual(shelf.rows.map(() => shelf.rows[0]));
      expect(shelf.unused, `empty columns of ${shelf.id}`).toBeLessThanOrEqual(1);
    }
    // The grids use the width: four columns on a desktop, two on a tablet, one on a phone.
    const categories = shelves.find((s) => s.id === 'landing-categories')!;
    expect(categories.rows[0]).toBe({ desktop: 4, tablet: 2, phone: 1 }[name]);
  });
}
