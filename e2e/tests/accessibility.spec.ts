// Accessible to every visitor (issue 17): axe-core on one page of every route type, in English and Arabic, at desktop
// and phone widths, with no serious or critical violation (and at phone width no page wider than the screen); and the keyboard paths a screen-reader or keyboard user
// takes through the top bar, the phone drawer and from page to page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { routeSamples, withLang } from '../support/fixtures';

const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

for (const lang of ['en', 'ar'] as const) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: every route type in ${lang} at ${width} width has no serious or critical violation`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const found: string[] = [];
      for (const sample of await routeSamples(request)) {
        await page.goto(withLang(sample.path, lang));
        await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
        await page.waitForLoadState('networkidle');
        // At phone width, also that nothing makes the page wider than the screen (phone-width.spec.ts does French, the
        // compare page and a long name; these pages are already loaded here).
        if (width === 'phone') {
          const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
          if (scroll > inner) found.push(`${sample.type} (${sample.path}): the page is ${scroll} px wide on a ${inner} px screen`);
        }
        // Sections below the fold use `content-visibility: auto`: Chromium skips painting them until they near the
        // viewport, and axe's colour-contrast check then reads the background behind an unpainted element (a flaky
        // "serious" finding on a page that looks right). Painting everything checks the colours visitors see.
        // (Through the CSSOM: the page's Content-Security-Policy refuses an added <style>.)
        await page.evaluate(() => {
          document.querySelectorAll<HTMLElement>('main *').forEach((el) => {
            if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
          });
        });
        // Only violations are read: axe then gives each passing or inapplicable rule one node instead of all of them.
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .options({ resultTypes: ['violations'] })
          .analyze();
        for (const v of results.violations) {
          if (v.impact !== 'serious' && v.impact !== 'critical') continue;
          const where = v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ');
          found.push(`${sample.type} (${sample.path}): ${v.id} [${v.impact}] ${v.help} at ${where}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
}

test('a skip link is the first Tab stop and moves focus to the page content', async ({ page }) => {
  await page.goto('/allServices');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('"Agents and plans" opens nothing on arrow keys: only an activated item acts', async ({ page, context }) => {
  await page.goto('/allServices');
  const button = page.getByRole('banner').getByRole('button', { name: 'Agents and plans' });
  await button.focus();
  let tabs = 0;
  context.on('page', () => {
    tabs += 1;
  });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Register/Login' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Become an Agent' })).toBeFocused();
  await page.waitForTimeout(300);
  expect(tabs).toBe(0);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/how-it-works$/);
  expect(tabs).toBe(0);
});

test('the desktop Menu closes on Escape with focus back on its button', async ({ page }) => {
  await page.goto('/allServices');
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Help' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('Tab out of the currency picker lands on the next control, not the page body', async ({ page }) => {
  await page.goto('/allServices');
  const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
  await currency.focus();
  // Focus alone opens nothing (the list opens on request).
  await expect(page.getByRole('listbox', { name: 'Currency' })).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Currency' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toBeFocused();
});

test('the phone drawer is a modal dialog: focus moves in, stays in, and comes back', async ({ page }) => {
  await page.setViewportSize(WIDTHS.phone);
  await page.goto('/allServices');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // Categories is a full-width row styled like the links, and its links are rows of their own.
  const categories = dialog.getByRole('button', { name: 'Categories' });
  // Not the browser's grey button: transparent like the link rows (until hovered).
  expect(await categories.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  // Collapsed, its eight links are not shown (the list's own display rule must not undo \`hidden\`); opened, they are.
  await expect(categories).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByRole('link', { name: 'All Services' })).toBeHidden();
  await categories.click();
  await expect(dialog.getByRole('link', { name: 'All Services' })).toBeVisible();
  const rows = await dialog.getByRole('navigation').getByRole('link').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().top));
  expect(new Set(rows).size).toBe(rows.length);
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('after an in-app navigation focus is on the new page heading and its title is announced', async ({ page }) => {
  await page.goto('/career');
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Help' }).click();
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  // The title is applied a task after the page commits, and focus can land in between (a busy main thread runs the
  // overdue focus poll first): read the title once it is the new page's.
  await expect(page).toHaveTitle(/^Help/);
  await expect(page.getByTestId('route-announcer')).toHaveText(await page.title());
});
