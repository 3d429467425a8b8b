// The landing page's transparent top bar lies over the hero card: its logo and controls sit inside the card, clear of
// its edge and rounded corners, and the card's heading starts below the bar, at phone and desktop widths, in both
// reading directions (issue 17: "the logo overlaps the hero card's edge").
import { expect, test } from '../support/test';

const WIDTHS = { phone: { width: 390, height: 844 }, tablet: { width: 820, height: 1000 }, desktop: { width: 1280, height: 900 } } as const;

for (const lang of ['en', 'ar'] as const) {
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test(`landing at ${name} width in ${lang}: the top bar sits inside the hero card`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/landing-page?lang=${lang}`);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const geometry = await page.evaluate(() => {
        const box = (el: Element | null) => {
          const r = el!.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        };
        const header = document.querySelector('header')!;
        // What is shown in the bar (not the closed phone drawer, which waits off screen, hidden).
        const controls = Array.from(header.querySelectorAll('a, button, select, input')).filter((el) => el.checkVisibility({ visibilityProperty: true }));
        const h1 = document.querySelector('main h1')!;
        return { hero: box(h1.closest('section')), heading: box(h1), bar: box(header), controls: controls.map(box) };
      });
      expect(geometry.controls.length).toBeGreaterThan(1);
      for (const c of geometry.controls) {
        expect(c.left).toBeGreaterThanOrEqual(geometry.hero.left + 12);
        expect(c.right).toBeLessThanOrEqual(geometry.hero.right - 12);
        expect(c.top).toBeGreaterThanOrEqual(geometry.hero.top);
      }
      expect(geometry.heading.top).toBeGreaterThanOrEqual(geometry.bar.bottom);
    });
  }
}
