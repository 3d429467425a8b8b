import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { API, E2E_ENV } from '../support/site';
import { demoSession, sessionCookie, storeSession } from '../support/sign-in';


interface ServiceInfo {
  id: number;
  title: string;
  mode: string;
  originCity: string;
  originCountry: string;
  destinationCity: string;
  destinationCountry: string;
  /** The places in the request's language. */
  names?: { originCity: string; originCountry: string; destinationCity: string; destinationCountry: string };
}
interface StoredQuote {
  id: string;
  reference: string;
  status: string;
  serviceId: number | null;
  cargo: string;
  email: string;
}

/** A service that offers protection, read from the API like the site does. */
async function aService(request: APIRequestContext): Promise<ServiceInfo> {
  const res = await request.get(`${API}/misc/services`, { params: { protection: 'with', pageSize: 1 } });
  return ((await res.json()) as { data: { items: ServiceInfo[] } }).data.items[0]!;
}

/** A service's origin and destination as its English page names them, and so as its quote form starts with them. */
function placesOf(service: ServiceInfo) {
  const names = service.names ?? service;
  const place = (city: string, country: string) => (city ? `${city}, ${country}` : country);
  return { origin: place(names.originCity, names.originCountry), destination: place(names.destinationCity, names.destinationCountry) };
}

/** The browser's POST of a quote request (the page's language rides in its query). */
const isQuotePost = (url: URL) => url.pathname === '/api/v1/misc/quote-requests';

/** YYYY-MM-DD, `days` from today in the browser's (and this machine's) time zone. */
function dateIn(days: number) {
  const d = new Date(Date.now() + days * 24 * 3600 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The quote button and form of a service page, as named in each language a test uses. */
const QUOTE_UI = {
  en: { button: 'Request a quote', form: /Request a quote for/ },
  fr: { button: 'Demander un devis', form: /Demander un devis pour/ },
};

async function openQuoteForm(page: Page, service: ServiceInfo, lang: keyof typeof QUOTE_UI = 'en') {
  await page.goto(`/with-cargora-protection/${service.id}${lang === 'en' ? '' : `?lang=${lang}`}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: QUOTE_UI[lang].form });
  // The button answers once its part of the page has hydrated (a click before that does nothing).
  await expect(async () => {
    if (!(await form.isVisible())) await page.getByRole('button', { name: QUOTE_UI[lang].button }).click();
    await expect(form).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  return form;
}

async function fillShipment(page: Page, cargo: string) {
  await page.getByLabel(/^Transport mode/).selectOption('sea');
  await page.getByLabel(/^Ready date/).fill(dateIn(10));
  await page.getByLabel(/^Origin/).fill('Port of Rotterdam');
  await page.getByLabel(/^Destination/).fill('Shanghai');
  await page.getByLabel(/^Cargo description/).fill(cargo);
  await page.getByLabel(/^Weight/).fill('1250');
  await page.getByLabel(/^Containers/).fill('2');
  await page.getByLabel(/^Incoterm/).selectOption('FOB');
}

/** Signs the demo customer in through the API and stores the session the way the site does. */
async function signInThroughTheApi(page: Page, request: APIRequestContext) {
  const session = await demoSession(request);
  await storeSession(page, session);
  return session;
}

test('a guest requests a quote from a service and gets a reference the API stored', async ({ page, request }) => {
  const service = await aService(request);
  const form = await openQuoteForm(page, service);
  // The form starts with the service's mode and places, as its page (read in English) names them; the visitor can
  // change them.
  const shown = ((await (await request.get(`${API}/misc/services/${service.id}`, { params: { lang: 'en' } })).json()) as { data: ServiceInfo }).data;
  await expect(form.getByLabel(/^Transport mode/)).toHaveValue(shown.mode);
  await expect(form.getByLabel(/^Origin/)).toHaveValue(placesOf(shown).origin);
  await expect(form.getByLabel(/^Destination/)).toHaveValue(placesOf(shown).destination);
  const cargo = `Machine parts ${Date.now()}`;
  await fillShipment(page, cargo);
  await form.getByLabel(/^Your name/).fill('Grace Hopper');
  await form.getByLabel(/^E-mail/).fill('grace@example.com');
  const answer = page.waitForResponse((r) => isQuotePost(new URL(r.url())) && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send request' }).click();

  const reference = page.getByTestId('quote-reference');
  await expect(reference).toHaveText(/^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  await expect(page.getByRole('heading', { name: 'Your request has been sent' })).toBeFocused();
  const stored = ((await (await answer).json()) as { data: StoredQuote }).data;
  expect((await answer).status()).toBe(201);
  expect(stored).toMatchObject({ reference: await reference.textContent(), serviceId: service.id, cargo, status: 'received', email: 'grace@example.com' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('in French, the confirmation names the service as its French page does, its values given room on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const service = await aService(request);
  const res = await request.get(`${API}/misc/services/${service.id}`, { params: { lang: 'fr' } });
  const french = ((await res.json()) as { data: ServiceInfo }).data.title;
  expect(french).not.toBe(service.title);
  const form = await openQuoteForm(page, service, 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french);
  await form.getByLabel(/^Mode de transport/).selectOption('sea');
  await form.getByLabel(/^Date de disponibilité/).fill(dateIn(10));
  await form.getByLabel(/^Origine/).fill('Algésiras');
  await form.getByLabel(/^Destination/).fill('Sines');
  await form.getByLabel(/^Description de la marchandise/).fill('Vivres et pièces détachées');
  await form.getByLabel(/^Poids/).fill('800');
  await form.getByLabel(/^Votre nom/).fill('Grace Hopper');
  await form.getByLabel(/^E-mail/).fill('grace@example.com');
  const answer = page.waitForResponse((r) => isQuotePost(new URL(r.url())) && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();

  expect(new URL((await answer).url()).searchParams.get('lang')).toBe('fr');
  const receipt = page.getByRole('region', { name: 'Votre demande a été envoyée' });
  await expect(receipt.getByRole('definition').first()).toContainText(french);
  await expect(receipt).not.toContainText(service.title);

  // Each value has at least half the summary's width: beside "Description de la marchandise" it had 71 px of 315.
  const rows = await receipt.locator('dl').evaluate((list) => {
    const box = list.getBoundingClientRect();
    return Array.from(list.querySelectorAll('dd')).map((dd) => {
      const r = dd.getBoundingClientRect();
      return { text: dd.textContent ?? '', width: r.width, right: r.right, listWidth: box.width, listRight: box.right };
    });
  });
  expect(rows.length).toBeGreaterThan(4);
  for (const row of rows) {
    expect(row.width, row.text).toBeGreaterThanOrEqual(row.listWidth / 2);
    expect(row.right, row.text).toBeLessThanOrEqual(row.listRight + 0.5);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('field errors show next to the fields and keep what was typed, also when the server fails', async ({ page, request }) => {
  const service = await aService(request);
  const form = await openQuoteForm(page, service);
  // The mode the form started with (the service's) taken away, the destination emptied.
  await page.getByLabel(/^Transport mode/).selectOption('');
  await page.getByLabel(/^Origin/).fill('Antwerp');
  await page.getByLabel(/^Destination/).fill('');
  await page.getByLabel(/^Cargo description/).fill('Pallets of ceramic tiles');
  await page.getByLabel(/^Weight/).fill('-5');
  await form.getByRole('button', { name: 'Send request' }).click();

  const mode = page.getByLabel(/^Transport mode/);
  await expect(mode).toHaveAttribute('aria-invalid', 'true');
  await expect(mode).toBeFocused();
  // Each field says what it needs.
  await expect(mode).toHaveAccessibleDescription('Choose a transport mode.');
  await expect(page.getByLabel(/^Destination/)).toHaveAccessibleDescription('Enter the destination city or port.');
  await expect(form.getByLabel(/^E-mail/)).toHaveAccessibleDescription('Enter your e-mail address.');
  await expect(page.getByLabel(/^Weight/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter a number from 0.1 to 1,000,000.')).toBeVisible();
  await expect(page.getByLabel(/^Origin/)).toHaveValue('Antwerp');
  await expect(page.getByLabel(/^Cargo description/)).toHaveValue('Pallets of ceramic tiles');

  // Fixed as the visitor types; a server failure then keeps every value.
  await fillShipment(page, 'Pallets of ceramic tiles');
  await expect(page.getByLabel(/^Weight/)).toHaveAttribute('aria-invalid', 'false');
  await form.getByLabel(/^Your name/).fill('Grace Hopper');
  await form.getByLabel(/^E-mail/).fill('grace@example.com');
  await page.route(isQuotePost, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'down' }) }),
  );
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toContainText('Everything you typed is still here');
  await expect(page.getByLabel(/^Origin/)).toHaveValue('Port of Rotterdam');
  await expect(page.getByLabel(/^Cargo description/)).toHaveValue('Pallets of ceramic tiles');
  await expect(form.getByLabel(/^E-mail/)).toHaveValue('grace@example.com');
});

test('Book opens the customer site with the service, the protection, the currency and the language', async ({ page, request }) => {
  const service = await aService(request);
  await page.goto(`/with-cargora-protection/${service.id}`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Book this service/ }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain(`${E2E_ENV.CUSTOMER_SITE_URL}/book?`);
  const url = new URL(tab.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ service: String(service.id), protection: 'with', currency: 'USD', lang: 'en' });
  // The stand-in customer site (started with the test site) shows what it would book.
  await expect(tab.getByText('Stand-in for the external customer site — development and tests only')).toBeVisible();
  await expect(tab.getByRole('definition').first()).toHaveText(String(service.id));
});

test('a signed-in customer sees their name, gets the form pre-filled, finds the quote on /home, and logs out', async ({ page, request }) => {
  const { token, user } = await signInThroughTheApi(page, request);
  const service = await aService(request);
  const form = await openQuoteForm(page, service);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: new RegExp(user.name) })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await expect(form.getByLabel(/^Your name/)).toHaveValue(user.name);
  await expect(form.getByLabel(/^E-mail/)).toHaveValue(user.email);

  const cargo = `Frozen seafood ${Date.now()}`;
  await fillShipment(page, cargo);
  await form.getByRole('button', { name: 'Send request' }).click();
  const reference = (await page.getByTestId('quote-reference').textContent())!;
  expect(reference).toMatch(/^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

  // The API has it, linked to the customer.
  const mine = await request.get(`${API}/misc/quote-requests/mine`, { headers: { authorization: `Bearer ${token}` } });
  const items = ((await mine.json()) as { data: { items: StoredQuote[] } }).data.items;
  expect(items.find((q) => q.reference === reference)).toMatchObject({ cargo, serviceId: service.id, status: 'received' });

  // The name's menu, by keyboard: Home.
  const menuButton = banner.getByRole('button', { name: new RegExp(user.name) });
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  const quote = page.getByRole('article', { name: new RegExp(reference) });
  await expect(quote).toBeVisible();
  await expect(quote).toContainText('Received');

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(() => sessionCookie(page.context())).toBeUndefined();
});
