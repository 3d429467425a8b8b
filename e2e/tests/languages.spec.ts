// Every word in the visitor's language: one page of every route type in French and in Arabic, server-rendered and
// hydrated against the real API, holds no English sentence, from the API or from the interface. And a French or
// Arabic visitor searches with the names they know.
import { expect, test, type Page } from '../support/test';
import { routeSamples, withLang } from '../support/fixtures';

/** English function words; two different ones on one line of the page make an English sentence. */
const ENGLISH = /\b(the|and|of|to|with|for|your|from|this|that|you|our|are|is|will|what|how|in)\b/gi;
/** Proper names allowed to carry English words (the stand-in sign-in sites say what they are in English on purpose). */
const ALLOWED = [/stand-in/i];


/**
 * The lines of the visible page (top bar, content, footer) and its title that read as English sentences. A text the
 * page marks as written in another language (a review shown as its customer wrote it: `lang="en"`, labelled so) is
 * not the page's own words and is left out.
 */
async function englishLines(page: Page): Promise<string[]> {
  const lines = await page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const foreign = Array.from(document.body.querySelectorAll<HTMLElement>('[lang]')).filter((el) => el.lang && el.lang !== pageLang);
    const shown = foreign.map((el) => el.style.display);
    for (const el of foreign) el.style.display = 'none';
    const text = document.body.innerText;
    foreign.forEach((el, i) => {
      el.style.display = shown[i] ?? '';
    });
    return [document.title, ...text.split('\n')];
  });
  return lines
    .map((line) => line.trim())
    .filter((line) => !ALLOWED.some((re) => re.test(line)))
    .filter((line) => new Set((line.match(ENGLISH) ?? []).map((w) => w.toLowerCase())).size >= 2);
}

for (const lang of ['fr', 'ar'] as const) {
  test(`every route type in ${lang}: no English sentence from the API or the interface`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const sample of await routeSamples(request)) {
      await page.goto(withLang(sample.path, lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
      await page.waitForLoadState('networkidle');
      found.push(...(await englishLines(page)).map((line) => `${sample.type} (${sample.path}): ${line}`));
      if (sample.type === 'storefront') {
        // The agent's languages, stored as codes, are named in the page's language (one English word per line
        // would slip through the sentence check above).
        const facts = (await page.getByRole('main').locator('dd').allInnerTexts()).join(' | ');
        if (/\b(English|French|Arabic|Portuguese|Spanish|German|Chinese|Dutch)\b/.test(facts)) found.push(`storefront facts: ${facts}`);
      }
    }
    expect(found).toEqual([]);
  });
}

/** The services a list page shows: their detail links, in order. */
async function listed(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const links = page.getByRole('main').locator('a[href^="/with-cargora-protection/"], a[href^="/without-cargora-protection/"]');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))] as string[]);
}

test('"Chine" → "France" in French and "الصين" → "فرنسا" in Arabic list what "China" → "France" lists in English', async ({ page }) => {
  const english = await listed(page, '/allServices?origin=China&destination=France');
  expect(english.length).toBeGreaterThan(0);
  expect(await listed(page, `/allServices?origin=Chine&destination=France&lang=fr`)).toEqual(english);
  expect(await listed(page, `/allServices?origin=${encodeURIComponent('الصين')}&destination=${encodeURIComponent('فرنسا')}&lang=ar`)).toEqual(english);
});

test('a French visitor types "Chine" in the landing search and picks it from the suggestions', async ({ page }) => {
  await page.goto('/landing-page?lang=fr');
  const origin = page.getByRole('main').getByRole('combobox', { name: /^De \(ville/ });
  await origin.fill('Chin');
  const option = page.getByRole('option', { name: /Chine/ }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(origin).toHaveValue('Chine');
});

/** The address's query, the page's <html lang dir> and the stored language. */
async function languageState(page: Page) {
  const query = new URL(page.url()).searchParams;
  const [lang, dir, stored] = await page.evaluate(() => {
    const { lang, dir } = document.documentElement;
    return [lang, dir, localStorage.getItem('i18nextLng')];
  });
  return { lang: query.get('lang'), sort: query.get('sort'), html: `${lang} ${dir}`, stored };
}

test('a language chosen in the top bar replaces the one in the address: reload and Back keep the choice', async ({ page }) => {
  const hydration: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[hydration]')) hydration.push(message.text());
  });
  const arabic = { lang: 'ar', sort: 'price_asc', html: 'ar rtl', stored: 'ar' };
  await page.goto('/allServices?lang=fr&sort=price_asc');
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('banner').getByRole('combobox', { name: 'Langue' }).selectOption('ar');
  await page.getByRole('banner').getByRole('button', { name: /^(Apply|Appliquer|تطبيق)$/ }).click();
  await expect.poll(() => languageState(page)).toEqual(arabic);
  expect(new URL(page.url()).pathname).toBe('/allServices');
  // Replaced in place, not a new entry.
  expect(await page.evaluate(() => history.length)).toBe(entries);

  const reloaded = await page.reload();
  expect(await reloaded!.text()).toContain('<html lang="ar" dir="rtl">');
  await expect.poll(() => languageState(page)).toEqual(arabic);

  // Back after an in-app navigation, and after a page load elsewhere.
  await page.getByRole('contentinfo').locator('a[href="/cargorareads"]').click();
  await expect(page).toHaveURL(/\/cargorareads$/);
  await page.goBack();
  await expect.poll(() => languageState(page)).toEqual(arabic);
  await page.goto('/cargorareads');
  await page.goBack();
  await expect.poll(() => languageState(page)).toEqual(arabic);
  expect(hydration).toEqual([]);
});

test('on a phone the language chosen in the menu drawer replaces the one in the address', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const french = { lang: 'fr', sort: null, html: 'fr ltr', stored: 'fr' };
  await page.goto('/popularblogs/1?lang=ar');
  await page.getByRole('banner').getByRole('button', { name: 'القائمة' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'اللغة' }).selectOption('fr');
  await page.getByRole('dialog').getByRole('button', { name: /^(Apply|Appliquer|تطبيق)$/ }).click();
  await expect.poll(() => languageState(page)).toEqual(french);
  expect(new URL(page.url()).pathname).toBe('/popularblogs/1');
  await page.reload();
  await expect.poll(() => languageState(page)).toEqual(french);
});
