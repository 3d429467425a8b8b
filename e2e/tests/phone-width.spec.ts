// A phone's width holds every page (found by a QA pass, 2026-11-27): at 390 px nothing makes the page wider than the
// screen, in English, French and Arabic, on the compare page (a table that scrolls in its own box) and a country typed
// into the address as one long word, a lane's page, and in French on one page of every route type (accessibility.spec.ts checks them
// in English and Arabic at this width, where it loads them anyway). A quote's confirmation in French on a phone:
// quotes.spec.ts.
import { expect, test, type APIRequestContext } from '../support/test';
import { realParams, routeSamples, withLang } from '../support/fixtures';
import { API } from '../support/site';

const PHONE = { width: 390, height: 844 };

async function serviceIds(request: APIRequestContext, count: number): Promise<number[]> {
  const res = await request.get(`${API}/misc/services`, { params: { pageSize: count } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { items: { id: number }[] } }).data.items.map((s) => s.id);
}

for (const lang of ['en', 'fr', 'ar'] as const) {
  test(`no page is wider than a 390 px phone in ${lang}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    const compare = `/compare-services?ids=${(await serviceIds(request, 4)).join(',')}`;
    const { origin, destination } = await realParams(request);
    const paths = [
      ...(lang === 'fr' ? (await routeSamples(request)).map((s) => s.path) : []),
      compare,
      // A lane's page: its price index holds a data table for screen readers that must not widen it.
      `/lanes/${origin}/${destination}`,
      `/country-directory-page/${'Verylongcountryname'.repeat(5)}`,
    ];
    const wide: string[] = [];
    const small: string[] = [];
    for (const path of paths) {
      await page.goto(withLang(path, lang));
      await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
      // The compared services arrive after the page: measure the table, not its loading state.
      if (path === compare) await expect(page.getByRole('main').getByRole('table')).toBeVisible();
      const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      if (scroll > width) wide.push(`${path}: ${scroll} px wide`);
      // The lane index chart is drawn at about half its size on a phone: its labels must stay readable (10 px or more).
      if (path.startsWith('/lanes/')) {
        const label = page.getByTestId('lane-index-chart').locator('text').first();
        await expect(label).toBeVisible();
        const height = (await label.boundingBox())!.height;
        if (height < 10) small.push(`${path}: chart labels ${height.toFixed(1)} px high`);
        // And whole: no price label runs past the chart's edge (cut off by the SVG's box).
        const cut = await page.getByTestId('lane-index-chart').evaluate((svg) => {
          const box = svg.getBoundingClientRect();
          return Array.from(svg.querySelectorAll('text'))
            .filter((t) => {
              const r = t.getBoundingClientRect();
              return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
            })
            .map((t) => t.textContent);
        });
        if (cut.length) small.push(`${path}: chart labels cut off: ${cut.join(', ')}`);
      }
    }
    expect(wide).toEqual([]);
    expect(small).toEqual([]);
  });
}
