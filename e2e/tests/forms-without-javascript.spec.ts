// A visitor without JavaScript sends the site's forms: they are POST forms the server answers with the confirmation,
// or with the form again (every field kept, the errors beside them). Nothing typed ever reaches an address.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { API } from '../support/site';

test.use({ javaScriptEnabled: false });

const PDF = { name: 'amina-haddad-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
const APPLICANT = {
  name: 'Amina Haddad',
  email: 'amina.haddad@example.com',
  phone: '+212 600 123 456',
  coverLetter: 'I have cleared import and export declarations at the port of Casablanca for eight years.',
};

async function openJob(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const res = await request.get(`${API}/misc/careers?pageSize=100`);
  expect(res.ok()).toBe(true);
  const jobs = ((await res.json()) as { data: { items: { id: number; title: string }[] } }).data.items;
  expect(jobs.length).toBeGreaterThan(0);
  return jobs[0]!;
}

/** Every address the page went through holds none of what the visitor typed. */
function expectNoPersonalData(addresses: string[]) {
  for (const address of addresses) {
    const decoded = decodeURIComponent(address.replace(/\+/g, ' '));
    for (const value of [...Object.values(APPLICANT), PDF.name]) expect(decoded, address).not.toContain(value);
  }
}

function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') seen.push(r.url());
  });
  return seen;
}

test('a guest applies for a job with a CV and gets the receipt; nothing they typed is in an address', async ({ page, request }) => {
  const job = await openJob(request);
  const addresses = recordAddresses(page);
  await page.goto(`/apply-jobs?careerId=${job.id}`);
  const form = page.locator('main form');
  await form.getByLabel('Full name').fill(APPLICANT.name);
  await form.getByLabel('Email').fill(APPLICANT.email);
  await form.getByLabel('Phone').fill(APPLICANT.phone);
  await form.getByLabel('Cover letter').fill(APPLICANT.coverLetter);
  await form.getByLabel('CV').setInputFiles(PDF);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application sent. Thank you!' })).toBeVisible();
  await expect(page.getByTestId('receipt-id')).not.toBeEmpty();
  expect(page.url()).toMatch(new RegExp(`/apply-jobs\\?careerId=${job.id}$`));
  expectNoPersonalData(addresses);
});

test('an application with mistakes comes back with every field kept and each error beside its field', async ({ page, request }) => {
  const job = await openJob(request);
  const addresses = recordAddresses(page);
  await page.goto(`/apply-jobs?careerId=${job.id}`);
  const form = page.locator('main form');
  await form.getByLabel('Full name').fill(APPLICANT.name);
  await form.getByLabel('Email').fill('amina.haddad-at-example.com');
  await form.getByLabel('Phone').fill(APPLICANT.phone);
  await form.getByLabel('Cover letter').fill('Too short.');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send application' }).click();
  expect((await answer).status()).toBe(400);
  const again = page.locator('main form');
  await expect(again.getByLabel('Full name')).toHaveValue(APPLICANT.name);
  await expect(again.getByLabel('Email')).toHaveValue('amina.haddad-at-example.com');
  await expect(again.getByLabel('Phone')).toHaveValue(APPLICANT.phone);
  await expect(again.getByLabel('Cover letter')).toHaveValue('Too short.');
  await expect(again.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(again.getByLabel('Email')).toHaveAccessibleDescription(/valid email|e-mail/i);
  await expect(again.getByLabel('Cover letter')).toHaveAccessibleDescription(/at least 30 characters/);
  await expect(again.getByLabel('CV')).toHaveAccessibleDescription(/Attach your CV again/);
  await expect(again.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'false');

  // Corrected and sent: the receipt.
  await again.getByLabel('Email').fill(APPLICANT.email);
  await again.getByLabel('Cover letter').fill(APPLICANT.coverLetter);
  await again.getByLabel('CV').setInputFiles(PDF);
  await again.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application sent. Thank you!' })).toBeVisible();
  expectNoPersonalData(addresses);
});

test('a form posted from elsewhere (no anti-forgery token) is refused with 403 and comes back filled', async ({ page, request }) => {
  const job = await openJob(request);
  const res = await request.post(`/apply-jobs?careerId=${job.id}`, {
    multipart: { careerId: String(job.id), ...APPLICANT, cv: PDF },
  });
  expect(res.status()).toBe(403);
  const html = await res.text();
  expect(html).toContain(APPLICANT.coverLetter);
  expect(html).toMatch(/form was open for too long or came from another page/);
  void page;
});

const SHIPPER = { cargo: 'Olive oil in drums, 40 drums on pallets', name: 'Ada Lovelace', email: 'ada.lovelace@example.com' };
const inDays = (days: number) => new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);

async function aService(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const res = await request.get(`${API}/misc/services?pageSize=1&category=internationalTransport`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { items: { id: number; title: string }[] } }).data.items[0]!;
}

test('a guest requests a quote on a service page and gets the confirmation restating it', async ({ page, request }) => {
  const service = await aService(request);
  const addresses = recordAddresses(page);
  await page.goto(`/with-cargora-protection/${service.id}`);
  // The button is a link to the page with its form open.
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL(/\?quote=open#quote-request$/);
  const form = page.locator('#quote-request form');
  await expect(form.getByLabel(/^Transport mode/)).not.toHaveValue('');
  await form.getByLabel(/^Ready date/).fill(inDays(10));
  await form.getByLabel(/^Cargo description/).fill(SHIPPER.cargo);
  // Typed on an Arabic keyboard.
  await form.getByLabel(/^Weight/).fill('١٢٠٠');
  await form.getByLabel(/^Your name/).fill(SHIPPER.name);
  await form.getByLabel(/^E-mail/).fill(SHIPPER.email);
  await form.getByRole('button', { name: 'Send request' }).click();
  const receipt = page.getByRole('region', { name: 'Your request has been sent' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId('quote-reference')).toHaveText(/^Q-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  for (const shown of [SHIPPER.cargo, '1,200', SHIPPER.name, SHIPPER.email]) await expect(receipt).toContainText(shown);
  for (const address of addresses) for (const value of Object.values(SHIPPER)) expect(decodeURIComponent(address), address).not.toContain(value);
});

test('a quote request with mistakes comes back with every field kept and the errors beside them', async ({ page, request }) => {
  const service = await aService(request);
  await page.goto(`/with-cargora-protection/${service.id}?quote=open`);
  const form = page.locator('#quote-request form');
  await form.getByLabel(/^Ready date/).fill(inDays(10));
  await form.getByLabel(/^Cargo description/).fill(SHIPPER.cargo);
  await form.getByLabel(/^Weight/).fill('1200');
  await form.getByLabel(/^Your name/).fill(SHIPPER.name);
  await form.getByLabel(/^E-mail/).fill('ada-at-example');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send request' }).click();
  expect((await answer).status()).toBe(400);
  const again = page.locator('#quote-request form');
  await expect(again.getByLabel(/^Cargo description/)).toHaveValue(SHIPPER.cargo);
  await expect(again.getByLabel(/^Your name/)).toHaveValue(SHIPPER.name);
  await expect(again.getByLabel(/^E-mail/)).toHaveValue('ada-at-example');
  await expect(again.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  await expect(again.getByLabel(/^E-mail/)).toHaveAccessibleDescription(/like name@example\.com/);
});

test('a guest contacts an agent from the storefront without JavaScript', async ({ page, request }) => {
  const res = await request.get(`${API}/misc/services/${(await aService(request)).id}`);
  const agent = ((await res.json()) as { data: { agent: { userId: string; companyName: string } } }).data.agent;
  const addresses = recordAddresses(page);
  await page.goto(`/storefront/${agent.userId}`);
  await page.getByRole('button', { name: 'Contact this agent' }).click();
  const form = page.locator('#quote-request form');
  await form.getByLabel(/^Transport mode/).selectOption('road');
  await form.getByLabel(/^Origin/).fill('Tangier');
  await form.getByLabel(/^Destination/).fill('Lyon');
  await form.getByLabel(/^Ready date/).fill(inDays(14));
  await form.getByLabel(/^Cargo description/).fill(SHIPPER.cargo);
  await form.getByLabel(/^Weight/).fill('800');
  await form.getByLabel(/^Your name/).fill(SHIPPER.name);
  await form.getByLabel(/^E-mail/).fill(SHIPPER.email);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('region', { name: 'Your request has been sent' })).toContainText(agent.companyName);
  for (const address of addresses) for (const value of Object.values(SHIPPER)) expect(decodeURIComponent(address), address).not.toContain(value);
});

test('language and currency change through the top bar’s form, and the visitor stays on the page', async ({ page }) => {
  await page.goto('/newly-added-servicepage?page=2');
  const bar = page.getByRole('banner');
  await bar.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  // A currency by its name, as a visitor would type it.
  await bar.getByRole('combobox', { name: 'Currency' }).fill('euro');
  await bar.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/newly-added-servicepage\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Devise' })).toHaveValue('EUR');
  await expect(page.locator('main').getByText(/€/).first()).toBeVisible();
  await page.getByRole('banner').getByRole('combobox', { name: 'Langue' }).selectOption('ar');
  await page.getByRole('banner').getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
