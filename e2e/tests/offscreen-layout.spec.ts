// Long pages are laid out only near the viewport: the repeated blocks of a list (service cards below md, agent cards,
// reviews) have `content-visibility: auto` (shared/src/ui/primitives.tsx, layoutWhenNear), so a phone's first layout
// skips what is far below. What a visitor must never see: a block that is on the screen and not laid out, or the page
// moving under them as the blocks below are laid out while they scroll.
import { expect, test, type Page } from '../support/test';
import { realParams } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };

/** Every block of the page the browser may skip, in document order, with what the browser does with it now. */
async function deferredBlocks(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((el) => getComputedStyle(el).contentVisibility === 'auto')
      .map((el) => {
        const box = el.getBoundingClientRect();
        return {
          tag: el.tagName.toLowerCase(),
          top: box.top,
          bottom: box.bottom,
          // false while the browser skips the layout and paint of its contents (checkVisibility's content-visibility
          // option asks about an element inside it)
          laidOut: (el.firstElementChild ?? el).checkVisibility({ contentVisibilityAuto: true }),
          text: (el.textContent ?? '').trim().length,
        };
      }),
  );
}

for (const lang of ['en', 'ar'] as const) {
  // The worldwide directory is no long page any more: its countries fit in a screen or two (page-layout-defects.spec.ts).
  for (const kind of ['all services', 'storefront'] as const) {
    test(`${kind} in ${lang} at phone width: far blocks wait, near ones are laid out, nothing moves while scrolling`, async ({ page, request }) => {
      const params = await realParams(request);
      const path = { 'all services': '/allServices', storefront: `/storefront/${params.userId}` }[kind];
      await page.setViewportSize(PHONE);
      // Layout shifts of the visible page, from the first paint on (wheel scrolling does not excuse a shift).
      await page.addInitScript(() => {
        const w = window as unknown as { shift: number };
        w.shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${path}?lang=${lang}`);

      const atLoad = await deferredBlocks(page);
      expect(atLoad.length).toBeGreaterThanOrEqual(4);
      // Skipped, yet in the page with its text: the last block of the list, far below.
      const far = atLoad.at(-1)!;
      expect(far.top).toBeGreaterThan(PHONE.height * 2);
      expect(far.laidOut).toBe(false);
      expect(far.text).toBeGreaterThan(0);

      // Down the whole page as a visitor would: every block on the screen is laid out, and nothing shifts.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 300) {
        await page.mouse.wheel(0, 300);
        await page.waitForTimeout(60);
        const onScreen = (await deferredBlocks(page)).filter((b) => b.bottom > 0 && b.top < PHONE.height);
        for (const block of onScreen) expect(block.laidOut, `a ${block.tag} at ${Math.round(block.top)} px`).toBe(true);
      }
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(PHONE.height);
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThanOrEqual(0.02);
      // The last block, reached, is laid out.
      expect((await deferredBlocks(page)).at(-1)!.laidOut).toBe(true);
    });
  }
}

/**
 * Watches a paged list frame by frame until `stop`: the titles of its cards (those of the section holding the
 * pagination) and where the pagination is on the page.
 */
function watchPagination(page: Page) {
  return page.evaluateHandle(() => {
    const frames: [string, number][] = [];
    let watching = true;
    const frame = () => {
      const nav = document.querySelector('nav[aria-label="Pagination"]');
      const list = nav?.closest('section') ?? document.querySelector('main');
      const titles = Array.from(list?.querySelectorAll('article h3') ?? [], (h) => h.textContent ?? '').join('|');
      if (nav?.querySelector('a[rel="next"], a[rel="prev"]')) frames.push([titles, Math.round(nav.getBoundingClientRect().top + window.scrollY)]);
      if (watching) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    return {
      stop: () => {
        watching = false;
        return frames;
      },
    };
  });
}

// From md up a page of cards is a few rows, laid out at once. A sort (or a page change) replaces a page of cards where
// the visitor is: cards laid out only near the viewport took their real height a frame after the new page showed, and
// moved "Next" under a pointer on its way to it, so a click landed on a card.
const SORTED_LISTS = [
  { list: 'services of a category', path: '/categories/customsServices', sort: 'price_asc', api: '/api/v1/misc/services?' },
  { list: 'blog posts', path: '/cargorareads', sort: 'popular', api: '/api/v1/misc/blogs?' },
] as const;

for (const { list, path, sort, api } of SORTED_LISTS) {
  test(`${list} sorted at desktop width: the pagination stays where it first shows`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main article').first()).toBeVisible();
    const watch = await watchPagination(page);
    const sorted = page.waitForResponse((res) => res.url().includes(api) && res.url().includes(`sort=${sort}`) && !res.url().includes('pageSize=3'));
    await page.getByLabel('Sort by').selectOption(sort);
    const body = (await (await sorted).json()) as { data: { items: { title: string }[] } };
    const titles = body.data.items.map((item) => item.title);
    await expect(page.locator('main article h3').filter({ hasText: titles.at(-1)! })).toBeVisible();
    await page.waitForTimeout(1000);
    const frames = await watch.evaluate((w) => w.stop());
    // From the first frame that shows the sorted page.
    const shown = frames.filter(([list]) => list === titles.join('|')).map(([, top]) => top);
    expect(shown.length).toBeGreaterThan(10);
    expect(new Set(shown)).toEqual(new Set([shown[0]]));
  });
}

test('open positions paged at desktop width: the pagination stays where it shows the next page', async ({ page }) => {
  await page.goto('/career');
  const next = page.locator('nav[aria-label="Pagination"] a[rel="next"]');
  await expect(next).toBeVisible();
  const titles = () => page.locator('main article h3').allTextContents();
  const first = await titles();
  const watch = await watchPagination(page);
  await next.click();
  await expect.poll(titles).not.toEqual(first);
  const second = (await titles()).join('|');
  await page.waitForTimeout(1000);
  const frames = await watch.evaluate((w) => w.stop());
  const shown = frames.filter(([list]) => list === second).map(([, top]) => top);
  expect(shown.length).toBeGreaterThan(10);
  expect(new Set(shown)).toEqual(new Set([shown[0]]));
});
