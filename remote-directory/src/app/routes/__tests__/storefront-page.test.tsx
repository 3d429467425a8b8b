import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute, setupTestI18n, page, apiError } from '@cargora/shared/testing';
import type { Storefront } from '@cargora/shared/contracts';
import { i18next } from '@cargora/shared/runtime';
import StorefrontPage from '../storefront-page';
import { agentDetail, review, service } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-http';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['directory']);
});

const PATTERN = '/storefront/:userId';

function storefront(patch: Partial<Storefront> = {}): Storefront {
  return {
    agent: agentDetail(42, {
      userId: 'agent-0042',
      companyName: 'Seine Logistics',
      city: 'Rouen',
      state: 'Normandy',
      country: 'France',
      verified: true,
      languages: ['fr', 'en'],
    }),
    services: Array.from({ length: 14 }, (_, i) =>
      service(i + 1, { title: `Route ${i + 1}`, priceUsd: 250 }),
    ),
    serviceTotal: 14,
    ratingSummary: { average: 4.4, count: 20, distribution: { '5': 12, '4': 5, '3': 2, '2': 1, '1': 0 } },
    reviews: page([review(1, { comment: 'Newest review, from the storefront' })], 1, 1, 10),
    ...patch,
  };
}

const reviewsByApiSort: Record<string, string> = {
  newest: 'Newest review',
  rating_desc: 'Best review',
  rating_asc: 'Worst review',
};

function mockStorefront(patch: Partial<Storefront> = {}) {
  return mockApi({
    '/misc/storefront/agent-0042': () => storefront(patch),
    '/misc/storefront/reviews/agent-0042': ({ sort }) =>
      page([review(1, { comment: reviewsByApiSort[String(sort)] })], 1, 1, 10),
    '/misc/agent/services/agent-0042': ({ page: p }) =>
      page([service(900 + Number(p), { title: `All services page ${String(p)}` })], 14, Number(p), 12),
  });
}

test('renders the profile, contact links and services', async () => {
  mockStorefront();
  renderRoute(<StorefrontPage />, { path: '/storefront/agent-0042', pattern: PATTERN });

  expect(await screen.findByRole('heading', { level: 1, name: 'Seine Logistics' })).toBeInTheDocument();
  expect(screen.getByText('Rouen, Normandy, France')).toBeInTheDocument();
  expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);
  expect(screen.getByText('French and English')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Seine Logistics logo' })).toHaveAttribute('width', '120');
  expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://company.test');
  expect(screen.getByRole('link', { name: 'Email hello@company.test' })).toHaveAttribute(
    'href',
    'mailto:hello@company.test',
  );
  expect(screen.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+33123456789');
  await waitFor(() => expect(document.title).toBe('Seine Logistics | Cargora'));
  // Search engines: who and where, rating and services in the description, the share image, a LocalBusiness with
  // its address and rating, and the reviews shown attached to it by @id.
  expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
    'Seine Logistics, freight and logistics agent in Rouen, France. Rated 4.4 out of 5 (20 reviews), services listed: 14.',
  );
  expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', expect.stringMatching(/\/files\/share\/agent\/agent-0042\.png$/));
  await waitFor(() => expect(document.head.querySelectorAll('script[type="application/ld+json"]').length).toBeGreaterThanOrEqual(3));
  const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent!) as Record<string, unknown>);
  const [business, reviewed] = blocks.filter((b) => b['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({
    name: 'Seine Logistics',
    address: { '@type': 'PostalAddress', addressLocality: 'Rouen', addressRegion: 'Normandy' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.4', reviewCount: 20 },
  });
  expect(reviewed).toMatchObject({ '@id': business!['@id'], review: [{ '@type': 'Review', reviewRating: { '@type': 'Rating' } }] });
  expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: expect.arrayContaining([expect.objectContaining({ name: 'Seine Logistics' })]) });

  // Only the first 12 services of the storefront answer, each linking to its detail page.
  expect(screen.getByRole('link', { name: 'Route 1' })).toHaveAttribute('href', '/with-cargora-protection/1');
  expect(screen.getByRole('link', { name: 'Route 12' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Route 13' })).not.toBeInTheDocument();
  expect(screen.getAllByText('$250')).toHaveLength(12);
  // The cards do not name the page's agent again.
  const card = screen.getByRole('link', { name: 'Route 1' }).closest('article')!;
  expect(card).toHaveTextContent('$250');
  expect(card.textContent).not.toMatch(/\bBy\b/);
});

test('shows a website that is not an http(s) URL as text, never as a link', async () => {
  mockApi({
    '/misc/storefront/agent-0042': () => storefront({ agent: agentDetail(42, { userId: 'agent-0042', website: 'javascript:alert(document.cookie)' }) }),
    '/misc/storefront/reviews/agent-0042': () => page([], 0, 1, 10),
  });
  renderRoute(<StorefrontPage />, { path: '/storefront/agent-0042', pattern: PATTERN });
  expect(await screen.findByText('javascript:alert(document.cookie)')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
  expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
});

test('shows the rating distribution from 5 to 1 stars with its values', async () => {
  mockStorefront();
  renderRoute(<StorefrontPage />, { path: '/storefront/agent-0042', pattern: PATTERN });
  const table = await screen.findByRole('table', { name: 'Rating distribution' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
    '5 stars',
    '4 stars',
    '3 stars',
    '2 stars',
    '1 star',
  ]);
  expect(rows[0]).toHaveTextContent('12 (60%)');
  expect(rows[1]).toHaveTextContent('5 (25%)');
  expect(rows[4]).toHaveTextContent('0 (0%)');
  expect(screen.getByText('Reviews: 20')).toBeInTheDocument();
});

test.each([
  ['fr', ['5 étoiles', '4 étoiles', '3 étoiles', '2 étoiles', '1 étoile'], '4,4', 'français et anglais'],
  ['ar', ['5 نجوم', '4 نجوم', '3 نجوم', 'نجمتان', 'نجمة واحدة'], '4.4', 'الفرنسية والإنجليزية'],
])('in %s the stars read in the plural form of each number, the average in its numbers, the languages in its words', async (lng, stars, average, languages) => {
  await i18next.changeLanguage(lng);
  try {
    mockStorefront();
    renderRoute(<StorefrontPage />, { path: '/storefront/agent-0042', pattern: PATTERN });
    const table = await screen.findByRole('table', {});
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(stars);
    expect(screen.getAllByText(average).length).toBeGreaterThan(0);
    // The agent's languages are stored as codes and named in the page's language.
    expect(screen.getByText(languages)).toBeInTheDocument();
  } finally {
    await i18next.changeLanguage('en');
  }
});

test("the company's name inside its description keeps its own direction (an Arabic sentence with a Latin name)", async () => {
  const { agent } = storefront();
  mockStorefront({ agent: { ...agent, description: 'أنجزت Seine Logistics 17 مهمة عبر Cargora.', lang: 'ar' } });
  renderRoute(<StorefrontPage />, { path: '/storefront/agent-0042', pattern: PATTERN });
  const name = await screen.findByText('Seine Logistics', { selector: 'p bdi' });
  // The count after the name stays outside the name's run; the sentence reads as written.
  expect(name.parentElement).toHaveTextContent('أنجزت Seine Logistics 17 مهمة عبر Cargora.');
  expect(name.parentElement!.textContent).not.toMatch(/[\u2066-\u2069]/);
});

test("a description whose name the API already isolates (the seeded Arabic texts) isolates it once, not twice", async () => {
  const { agent } = storefront();
  mockStorefront({ agent: { ...agent, description: 'أنجزت \u2068Seine Logistics\u2069 17 مهمة عبر Cargora.', lang: 'ar' } });
  renderRoute(<StorefrontPage />, { path: '/storefront/agent-0042', pattern: PATTERN });
  const name = await screen.findByText('Seine Logistics', { selector: 'p bdi' });
  expect(name.querySelector('bdi')).toBeNull();
  expect(name.parentElement!.tagName).toBe('P');
  expect(name.parentElement).toHaveTextContent('أنجزت Seine Logistics 17 مهمة عبر Cargora.');
  expect(name.parentElement!.textContent).not.toMatch(/[\u2066-\u2069]/);
});

test('the first page of newest reviews comes with the storefront; sorting updates the URL and the request', async () => {
  const api = mockStorefront();
  const { router } = renderRoute(<StorefrontPage />, { path: '/storefront/agent-0042', pattern: PATTERN });
  await screen.findByRole('heading', { level: 1, name: 'Seine Logistics' });
  // The storefront's answer carries the first page: the reviews are not asked for again.
  expect(await screen.findByText('Newest review, from the storefront', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(api.callsTo('/misc/storefront/reviews/agent-0042')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Sort reviews'), { target: { value: 'highest' } });
  expect(await screen.findByText('Best review')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?reviewSort=highest');
  expect(api.callsTo('/misc/storefront/reviews/agent-0042').at(-1)?.params).toMatchObject({
    sort: 'rating_desc',
  });

  fireEvent.change(screen.getByLabelText('Sort reviews'), { target: { value: 'lowest' } });
  expect(await screen.findByText('Worst review')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?reviewSort=lowest');

  // Back to the newest: the storefront's page again, still without a request for it.
  fireEvent.change(screen.getByLabelText('Sort reviews'), { target: { value: 'newest' } });
  expect(await screen.findByText('Newest review, from the storefront')).toBeInTheDocument();
  expect(api.callsTo('/misc/storefront/reviews/agent-0042').map((c) => c.params.sort)).toEqual(['rating_desc', 'rating_asc']);
  expect(router.state.location.search).toBe('');

  // A second page of the newest is asked for.
  act(() => void router.navigate('/storefront/agent-0042?reviewPage=2'));
  await waitFor(() => expect(api.callsTo('/misc/storefront/reviews/agent-0042').at(-1)?.params).toMatchObject({ sort: 'newest', page: 2 }));
  // The lowest first again, for the form below.
  fireEvent.change(screen.getByLabelText('Sort reviews'), { target: { value: 'lowest' } });

  // Without JavaScript the select is sent by its GET form, keeping the rest of the query.
  const form = screen.getByLabelText('Sort reviews').closest('form')!;
  expect(form).toHaveAttribute('method', 'get');
  expect([...new FormData(form).entries()]).toEqual([['reviewSort', 'lowest']]);
});

test('"show all" pages through every service of the agent', async () => {
  const api = mockStorefront();
  const { router } = renderRoute(<StorefrontPage />, { path: '/storefront/agent-0042', pattern: PATTERN });
  const showAll = await screen.findByRole('link', { name: 'Show all 14 services' });
  expect(showAll).toHaveAttribute('href', '/storefront/agent-0042?services=all');
  fireEvent.click(showAll);
  expect(await screen.findByRole('link', { name: 'All services page 1' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?services=all');
  expect(screen.getByRole('link', { name: 'Show fewer' })).toHaveAttribute('href', '/storefront/agent-0042');
  const services = within(screen.getByRole('region', { name: /Services/ }));
  // Its pages are a navigation of their own, named apart from the reviews' pages.
  expect(screen.getByRole('navigation', { name: 'Pages of services' })).toBeInTheDocument();
  expect(services.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const next = services.getByRole('link', { name: 'Next' });
  expect(next).toHaveAttribute('href', '/storefront/agent-0042?services=all&servicePage=2');
  fireEvent.click(next);
  expect(await screen.findByRole('link', { name: 'All services page 2' })).toBeInTheDocument();
  expect(new URLSearchParams(router.state.location.search).get('servicePage')).toBe('2');
  expect(api.callsTo('/misc/agent/services/agent-0042').at(-1)?.params).toEqual({ page: 2, pageSize: 12 });
});

test('a 404 shows a friendly not-found message with a link to the directory', async () => {
  mockApi({
    '/misc/storefront/ghost': () => {
      throw apiError(404, 'Agent ghost not found');
    },
  });
  renderRoute(<StorefrontPage />, { path: '/storefront/ghost', pattern: PATTERN });
  expect(await screen.findByRole('heading', { level: 1, name: 'Agent not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the worldwide directory' })).toHaveAttribute(
    'href',
    '/worldwide-directory',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Agent not found | Cargora'));
});

test.each(['%25', 'bad%20id', '-x'])('an id the API refuses as malformed ("%s", a 400) is the not-found page, not the raw message', async (raw) => {
  mockApi({
    [`/misc/storefront/${decodeURIComponent(raw)}`]: () => {
      throw apiError(400, 'params/userId must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"');
    },
  });
  renderRoute(<StorefrontPage />, { path: `/storefront/${raw}`, pattern: PATTERN });
  expect(await screen.findByRole('heading', { level: 1, name: 'Agent not found' })).toBeInTheDocument();
  expect(screen.queryByText(/params\/userId/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

