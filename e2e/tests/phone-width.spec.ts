// A phone's width holds every page (found by a QA pass, 2026-11-27): at 390 px nothing makes the page wider than the
// screen, in English, French and Arabic, on the compare page (a table that scrolls in its own box) and a country typed
// into the address as one long word, and in French on one page of every route type (accessibility.spec.ts checks them
// in English and Arabic at this width, where it loads them anyway); and a quote's confirmation in French keeps its
// values readable beside their labels.
import { expect, test, type APIRequestContext } from '../support/test';
import { routeSamples } from '../support/fixtures';
import { API } from '../support/site';

const PHONE = { width: 390, height: 844 };
const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

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
    const paths = [
      ...(lang === 'fr' ? (await routeSamples(request)).map((s) => s.path) : []),
      compare,
      `/country-directory-page/${'Verylongcountryname'.repeat(5)}`,
    ];
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(withLang(path, lang));
      await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
      // The compared services arrive after the page: measure the table, not its loading state.
      if (path === compare) await expect(page.getByRole('main').getByRole('table')).toBeVisible();
      const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      if (scroll > width) wide.push(`${path}: ${scroll} px wide`);
    }
    expect(wide).toEqual([]);
  });
}

test("a quote's confirmation in French gives its values room beside their labels on a phone", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const [id] = await serviceIds(request, 1);
  await page.goto(`/with-cargora-protection/${id}?lang=fr`);
  const form = page.getByRole('form', { name: /Demander un devis pour/ });
  // The button answers once its part of the page has hydrated (a click before that does nothing).
  await expect(async () => {
    if (!(await form.isVisible())) await page.getByRole('button', { name: 'Demander un devis' }).click();
    await expect(form).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  const ready = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await form.getByLabel(/^Mode de transport/).selectOption('sea');
  await form.getByLabel(/^Date de disponibilité/).fill(ready);
  await form.getByLabel(/^Origine/).fill('Port of Rotterdam');
  await form.getByLabel(/^Destination/).fill('Shanghai');
  await form.getByLabel(/^Description de la marchandise/).fill('Pallets of ceramic tiles');
  await form.getByLabel(/^Poids/).fill('1250');
  await form.getByLabel(/^Votre nom/).fill('Grace Hopper');
  await form.getByLabel(/^E-mail/).fill('grace@example.com');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();

  const rows = await page.locator('main dl').last().evaluate((list) => {
    const box = list.getBoundingClientRect();
    return Array.from(list.querySelectorAll('dd')).map((dd) => {
      const r = dd.getBoundingClientRect();
      return { text: dd.textContent ?? '', width: r.width, right: r.right, listWidth: box.width, listRight: box.right };
    });
  });
  expect(rows.length).toBeGreaterThan(4);
  for (const row of rows) {
    // Each value has at least half the summary's width (it had 71 px of 315 beside "Description de la marchandise").
    expect(row.width, row.text).toBeGreaterThanOrEqual(row.listWidth / 2);
    expect(row.right, row.text).toBeLessThanOrEqual(row.listRight + 0.5);
  }
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
});
