// Every public page arrives as HTML rendered by the live version of its remote, and the browser adopts it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { createHostServer, warmUpPaths, type SsrStatus } from '../../host/server';
import { E2E_ENV } from '../support/site';
import { routeSamples as samples } from '../support/fixtures';
import { remoteCli } from '../support/cli';
import { mainOf, renderedVersions, waitForVersion, type Manifest } from '../support/html';
import { publishCopy } from '../support/publish';
import { runtimeConfig } from '../../scripts/lib/servers';
import { GLOBAL_STYLE_ELEMENT_ID, opsAuthorization } from '@cargora/shared/server';

// Release, rollback and broken builds change what every content page renders with: one test at a time.
test.describe.configure({ mode: 'serial' });

const deployDir = E2E_ENV.CARGORA_DEPLOY_DIR;
const readRemotes = (): Manifest => JSON.parse(readFileSync(join(deployDir, 'remotes.json'), 'utf8')) as Manifest;

const LOGIN = { en: 'Login', fr: 'Connexion', ar: 'تسجيل الدخول' } as const;
/** The operator credential of the host servers this file starts itself. */
const OPS_TOKEN = 'e2e-own-host-operator-token-0123456789';
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

test('every route type arrives as HTML in English, French and Arabic, with the top bar, the footer and the page itself', async ({ request }) => {
  for (const sample of await samples(request)) {
    for (const lang of ['en', 'fr', 'ar'] as const) {
      const res = await request.get(`${sample.path}${sample.path.includes('?') ? '&' : '?'}lang=${lang}`);
      const label = `${sample.type} (${lang})`;
      expect(res.status(), label).toBe(200);
      const html = await res.text();
      expect(html, label).toMatch(new RegExp(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`));
      expect(html, label).toContain('<header');
      expect(html, label).toContain('<footer');
      const main = textOf(mainOf(html));
      expect(main.length, label).toBeGreaterThan(200);
      expect(mainOf(html), label).toMatch(/<h1[\s>]/);
      expect(textOf(html), label).toContain(LOGIN[lang]);
      // No text key that names a group of texts (i18next writes its complaint where the text should be).
      expect(html, label).not.toContain('returned an object instead of string');
      // The page's own content is in the HTML (not a loading state): its data, or its heading.
      if (sample.text && lang === 'en') expect(main, label).toContain(sample.text);
      expect(mainOf(html), label).not.toContain('role="status"');
      // The versions it was rendered with are named in the page.
      expect(Object.keys(renderedVersions(html)).sort(), label).toEqual(['careers', 'catalog', 'content', 'directory']);
    }
  }
});

test('a page says how long it waited for a render worker and how long its render took (Server-Timing)', async ({ request }) => {
  // A search no request made before (a parameter the page reads: others are not part of the cache key).
  const path = `/allServices?q=timing${Date.now()}`;
  const first = (await request.get(path)).headers()['server-timing'];
  expect(first).toMatch(/^queue;dur=\d+, render;dur=\d+$/);
  // Rendered moments ago for the request before: from the render cache.
  expect((await request.get(path)).headers()['server-timing']).toBe('cache;desc="rendered for an earlier request"');
  // A page only the browser renders (it depends on the session).
  expect((await request.get('/home')).headers()['server-timing']).toBe('render;desc="in the browser"');
});

test('the preferences cookie renders the first byte in the visitor language, currency and direction', async ({ request }) => {
  const cookie = `cargora_prefs=${encodeURIComponent(JSON.stringify({ l: 'ar', c: 'EUR', s: { direction: 'rtl' } }))}`;
  const html = await (await request.get('/allServices', { headers: { cookie } })).text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(textOf(mainOf(html))).toMatch(/€/);
  // ?lang= wins over the cookie, and brings its direction.
  const french = await (await request.get('/allServices?lang=fr', { headers: { cookie } })).text();
  expect(french).toContain('<html lang="fr" dir="ltr">');
  // A cookie that is not ours is ignored.
  const junk = await request.get('/allServices', { headers: { cookie: 'cargora_prefs=%7Bnot-json' } });
  expect(junk.status()).toBe(200);
  expect(await junk.text()).toContain('<html lang="en" dir="ltr">');
});

/**
 * Loads `path` and reports whether the browser kept the server's <h1> element, what it logged about hydration, and
 * what hydration rewrote that makes the browser restyle the whole page: <html lang> or <html dir> written, the
 * site-wide <style> replaced or rewritten (shared/src/app/global-style.ts); and whether the components' rules the
 * server sent (styled-components' <style data-styled>, which styled-components rehydrates from as it loads) are all
 * still in the page, each once.
 */
async function hydrate(page: Page, path: string) {
  const problems: string[] = [];
  const listener = (m: { type: () => string; text: () => string }) => {
    if (/hydrat|Minified React error #4(18|19|20|21|22|23|25)|did not match/i.test(m.text())) problems.push(m.text().slice(0, 200));
  };
  page.on('console', listener);
  page.on('pageerror', (e) => listener({ type: () => 'error', text: () => e.message }));
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The server's heading, before any of our JavaScript has run (it starts after the first paint).
  await page.evaluate(
    ([globalStyleId]) => {
      const w = window as unknown as {
        __serverH1: Element | null;
        __serverGlobalStyle: Element | null;
        __restyled: MutationObserver;
      };
      w.__serverH1 = document.querySelector('main h1');
      w.__serverGlobalStyle = document.getElementById(globalStyleId);
      w.__restyled = new MutationObserver(() => undefined);
      w.__restyled.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
      if (w.__serverGlobalStyle) w.__restyled.observe(w.__serverGlobalStyle, { childList: true, characterData: true, subtree: true });
    },
    [GLOBAL_STYLE_ELEMENT_ID] as const,
  );
  // The class names the server's components' rules register (read from the HTML as sent, before any script ran):
  // styled-components writes `data-styled.g<group>[id="<component>"]{content:"<class>,…"}` after each component's rules.
  const sent = /<style[^>]*\sdata-styled="true"[^>]*>([\s\S]*?)<\/style>/.exec((await response?.text()) ?? '')?.[1] ?? '';
  // Only the classes with rules of their own (a component may register a class and have no rule).
  const serverClasses = [...sent.matchAll(/data-styled\.g\d+\[id="[\w-]+"\]\{content:"([^"]*)"\}/g)]
    .flatMap((m) => m[1]!.split(',').filter(Boolean))
    .filter((name) => new RegExp(`\\.${name}\\b`).test(sent));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const adopted = await page.evaluate(() => {
    const before = (window as unknown as { __serverH1: Element | null }).__serverH1;
    return Boolean(before && before === document.querySelector('main h1') && before.isConnected);
  });
  const restyled = await page.evaluate(
    ([globalStyleId, classes]) => {
      const w = window as unknown as { __serverGlobalStyle: Element | null; __restyled: MutationObserver };
      const changes = w.__restyled
        .takeRecords()
        .map((r) => (r.type === 'attributes' ? `<html ${r.attributeName}> written` : 'site-wide <style> rewritten'));
      w.__restyled.disconnect();
      if (!w.__serverGlobalStyle) changes.push('no site-wide <style> from the server');
      else if (document.getElementById(globalStyleId) !== w.__serverGlobalStyle) changes.push('site-wide <style> replaced');
      // The components' rules, wherever styled-components keeps them now: every class the server registered still has
      // its rules, and no rule is in the page twice (rehydration registered the server's classes before hydrating).
      const rules = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-styled]')).flatMap((element) =>
        Array.from(element.sheet?.cssRules ?? [], (rule) => rule.cssText),
      );
      if (!classes.length) changes.push('no class registered in the components’ rules from the server');
      // (A rule in an @media block names its class inside the block.)
      const lost = classes.filter((name) => !rules.some((rule) => new RegExp(`\\.${name}\\b`).test(rule)));
      if (lost.length) changes.push(`server rules lost (${lost.length} classes, ${lost.slice(0, 3).join(' ')})`);
      const twice = rules.filter((rule, i) => rules.indexOf(rule) !== i);
      if (twice.length) changes.push(`rules in the page twice (${twice.length}, ${twice.slice(0, 2).join(' ')})`);
      return [...new Set(changes)];
    },
    [GLOBAL_STYLE_ELEMENT_ID, serverClasses] as const,
  );
  page.off('console', listener);
  return { adopted, problems, restyled };
}

test('the browser adopts the server HTML on every route type, in every language, without a hydration warning', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const all = await samples(request);
  for (const lang of ['en', 'fr', 'ar'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const sample of all) {
      const { adopted, problems, restyled } = await hydrate(page, `${sample.path}?lang=${lang}`);
      expect(problems, `${sample.type} (${lang})`).toEqual([]);
      expect(restyled, `${sample.type} (${lang}): hydration restyles nothing`).toEqual([]);
      expect(adopted, `${sample.type} (${lang}): the heading the server sent is still the one on screen`).toBe(true);
    }
    await context.close();
  }
  // A phone, where the filters start folded: still no mismatch, and the app is live (the filters open).
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true });
  const page = await phone.newPage();
  const { problems } = await hydrate(page, '/allServices');
  expect(problems).toEqual([]);
  await page.getByText('Filters', { exact: true }).first().click();
  await expect(page.getByLabel('Search')).toBeVisible();
  await phone.close();
});

test('a visitor who chose French and euros gets them on the first byte on the next visit (the choice is mirrored into the cookie)', async ({ page }) => {
  await page.goto('/allServices');
  // Controls answer once the page has hydrated.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const banner = page.getByRole('banner');
  // The currency control is a searchable list (a combobox).
  const currency = banner.getByRole('combobox', { name: 'Currency' });
  await currency.click();
  await currency.fill('EUR');
  await banner.getByRole('option', { name: /^EUR\b/ }).click();
  await banner.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await banner.getByRole('button', { name: /^(Apply|Appliquer|تطبيق)$/ }).click();
  // The language is written once French has loaded.
  const prefs = async () => decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'cargora_prefs')?.value ?? '');
  await expect.poll(prefs).toContain('"l":"fr"');
  expect(await prefs()).toContain('"c":"EUR"');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cargora_prefs')!;
  const html = await (await page.request.get('/allServices', { headers: { cookie: `${cookie.name}=${cookie.value}` } })).text();
  expect(html).toContain('<html lang="fr" dir="ltr">');
  expect(textOf(mainOf(html))).toContain('€');
});

test('a page the browser renders itself keeps the language the server named: from the URL, then from the cookie', async ({ page }) => {
  // The signed-in home is not rendered on the server: its shell's <html lang dir> comes from `?lang=` or the cookie
  // (a guest then lands on the sign-in page, in the same language).
  await page.goto('/home?lang=ar');
  await expect(page.getByRole('heading', { name: 'دخول العملاء' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const prefs = async () => decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'cargora_prefs')?.value ?? '');
  // The browser's mirror keeps the language the URL chose (it wrote English back before).
  await expect.poll(prefs).toContain('"l":"ar"');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');

  // Local storage gone, the cookie still French and in euros: the browser starts from the cookie, as the server did.
  // Cleared from a file of the site that runs none of its scripts: the open app would mirror its language back into
  // the cookie on its next store change (late exchange rates, say) and undo the test's cookie.
  await page.goto('/robots.txt', { waitUntil: 'commit' });
  await page.evaluate(() => localStorage.clear());
  const cookie = encodeURIComponent(JSON.stringify({ l: 'fr', c: 'EUR', s: { direction: 'ltr' } }));
  await page.context().addCookies([{ name: 'cargora_prefs', value: cookie, url: page.url() }]);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Connexion client' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Devise' })).toHaveValue(/EUR/);
  await expect.poll(prefs).toContain('"l":"fr"');
  expect(await prefs()).toContain('"c":"EUR"');
});

test('unknown pages and ids answer 404 with their not-found state', async ({ request }) => {
  for (const path of ['/no/such/page', '/with-cargora-protection/99999999', '/storefront/no-such-agent', '/popularblogs/99999999', '/jobs-details/99999999', '/help-center/sub-help/99999999', '/country-directory-page/Atlantis', '/company-details/Atlantis/Lost%20City', '/company-details/France/Narnia']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    // The bare 404 page's heading, or the page's own not-found state ("… not found", "We couldn't find …").
    expect(await res.text(), path).toMatch(/<h[12][^>]*>[^<]*(404|not found|couldn(?:'|&#x27;|’)t find)/i);
  }
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe('/landing-page');
});

test('a country or region the site does not know answers 404 in English, French and Arabic, with the way back; a real one 200', async ({ request }) => {
  const NOT_FOUND = {
    en: { country: 'Country not found', region: 'Region not found', back: 'Back to the worldwide directory' },
    fr: { country: 'Pays introuvable', region: 'Région introuvable', back: 'Retour à l’annuaire mondial' },
    ar: { country: 'البلد غير موجود', region: 'المنطقة غير موجودة', back: 'العودة إلى الدليل العالمي' },
  } as const;
  for (const lang of ['en', 'fr', 'ar'] as const) {
    for (const [path, kind] of [['/country-directory-page/Atlantis', 'country'], ['/company-details/France/Narnia', 'region']] as const) {
      const res = await request.get(`${path}?lang=${lang}`);
      const label = `${path} (${lang})`;
      expect(res.status(), label).toBe(404);
      const main = mainOf(await res.text());
      expect(main, label).toMatch(new RegExp(`<h1[^>]*>${NOT_FOUND[lang][kind]}</h1>`));
      expect(textOf(main), label).toContain(NOT_FOUND[lang].back);
      expect(main, label).toContain('href="/worldwide-directory"');
      // A region's page also leads back to its country's.
      if (kind === 'region') expect(main, label).toContain('href="/country-directory-page/France"');
      expect(main, label).not.toContain('role="alert"');
    }
  }
  // The same country and a region of it that exist answer 200.
  expect((await request.get('/country-directory-page/France')).status()).toBe(200);
  expect((await request.get('/company-details/France/Normandy')).status()).toBe(200);
});

test('with the API down the page answers 503, says so and retries', async () => {
  // The same host server and build, its render workers asking an API that is not there.
  const server = await createHostServer({
    distDir: join(__dirname, '..', '..', 'host', 'dist'),
    deployDir,
    config: runtimeConfig(),
    rendering: { apiUrl: 'http://127.0.0.1:9', budgetMs: 800, workers: 1, cacheTtlMs: 0 },
    log: () => undefined,
  });
  try {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/allServices`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    const html = await res.text();
    expect(html).toContain('<meta http-equiv="refresh" content="30">');
    expect(mainOf(html)).toContain('role="alert"');
  } finally {
    await server.close();
  }
});

test('a host warms its render workers up on real pages before it says it is ready, and serves pages meanwhile', async () => {
  test.setTimeout(180_000);
  // Every kind of page visitors land on, with real ids: a service, its agent's storefront, a post, a job.
  const paths = (await warmUpPaths(runtimeConfig().apiUrl))!;
  for (const kind of [/^\/landing-page$/, /^\/with-cargora-protection\/\d+$/, /^\/storefront\/[^/]+$/, /^\/popularblogs\/\d+$/, /^\/jobs-details\/\d+$/]) {
    expect(paths.some((path) => kind.test(path)), String(kind)).toBe(true);
  }
  // Without the API there is nothing to warm up on yet.
  expect(await warmUpPaths('http://127.0.0.1:9')).toBeNull();

  const server = await createHostServer({
    distDir: join(__dirname, '..', '..', 'host', 'dist'),
    deployDir,
    config: runtimeConfig(),
    rendering: { budgetMs: 8000, workers: 1, cacheTtlMs: 0, warmUpRenders: 30 },
    opsToken: OPS_TOKEN,
    log: () => undefined,
  });
  try {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const before = await fetch(`${base}/ready`);
    expect(before.status).toBe(503);
    expect(((await before.json()) as { warmUp: unknown }).warmUp).toMatchObject({ done: false, target: 30 });
    // A visitor's page meanwhile: rendered on the server, before the warm-up's (they wait behind it).
    const page = await fetch(`${base}/help-center`);
    expect(page.status).toBe(200);
    expect(mainOf(await page.text())).toContain('Help Center');
    await expect.poll(async () => (await fetch(`${base}/ready`)).status, { timeout: 150_000, intervals: [250] }).toBe(200);
    const status = (await (await fetch(`${base}/ssr-status`, { headers: opsAuthorization(OPS_TOKEN) })).json()) as SsrStatus;
    expect(status.warmUp).toMatchObject({ done: true, renders: 30, target: 30 });
    // Its pages and the visitor's, every one rendered whole.
    expect(status.rendering!.renders).toBe(31);
    expect(status.rendering!.fallbacks).toBe(0);
    expect(status.rendering!.sectionsLeftToBrowser).toBe(0);
  } finally {
    await server.close();
  }
});

test("release and rollback reach the server's HTML, and the other remotes stay as they were", async ({ request }) => {
  test.setTimeout(120_000);
  const before = readRemotes();
  const original = before.content!.version;
  const next = publishCopy('content');
  try {
    remoteCli('rollback', 'content', next);
    const released = await waitForVersion(request, '/help-center', 'content', next);
    expect(released.html).toContain(`/${next}/mf-manifest.json`);
    for (const other of ['catalog', 'directory', 'careers']) expect(renderedVersions(released.html)[other]).toEqual(before[other]);
    expect(mainOf(released.html)).toContain('Help Center');

    remoteCli('rollback', 'content', original);
    const back = await waitForVersion(request, '/help-center', 'content', original);
    expect(mainOf(back.html)).toContain('Help Center');
    // The operator sees the server build beside the browser build, and what the host's server renders with.
    const status = remoteCli('status');
    expect(status).toContain(`browser build: ${original}   server build: ${original}`);
    expect(status).toContain(`the host's server renders with: ${original}`);
  } finally {
    remoteCli('rollback', 'content', original);
  }
});
