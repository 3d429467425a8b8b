import { act, fireEvent, screen, within } from '@testing-library/react';
import { page, apiError, textOf } from '@cargora/shared/testing';
import type { Storefront } from '@cargora/shared/contracts';
import { i18next } from '@cargora/shared/runtime';
import * as StorefrontPage from '../storefront-page';
import { agentDetail, review, service } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-http';
import { blocksOf, queryRoute, renderRoute, setupDirectoryI18n } from '../../../testing/routes';

beforeAll(() => setupDirectoryI18n());

const query = (url: string) => queryRoute(StorefrontPage, 'storefront', url);
const render = (url: string) => renderRoute(StorefrontPage, 'storefront', url);

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

describe('loader and head', () => {
  test('the storefront alone answers the first view (its own page of newest reviews), 200', async () => {
    const api = mockStorefront();
    const result = await query('/storefront/agent-0042');
    expect(result.status).toBe(200);
    expect(api.calls.map((c) => c.path)).toEqual(['/misc/storefront/agent-0042']);
    expect(api.calls[0]!.lang).toBe('en');
    expect(result.data).toMatchObject({
      reviews: { items: [{ comment: 'Newest review, from the storefront' }] },
      allServices: null,
    });
  });

  test('the page state holds the reviews once and each service as its card shows it', async () => {
    mockStorefront();
    const { data } = await query('/storefront/agent-0042?services=all');
    const { storefront: agentPage, allServices } = data as Awaited<ReturnType<typeof StorefrontPage.loader>>;
    expect(agentPage).not.toHaveProperty('reviews');
    for (const listed of [...agentPage.services, ...allServices!.page!.items]) {
      expect(listed).not.toHaveProperty('description');
      expect(listed).not.toHaveProperty('createdAt');
      expect(listed.agent).toEqual({ companyName: expect.any(String) });
      expect(listed).toMatchObject({ title: expect.any(String), priceUsd: expect.any(Number), imageUrl: expect.any(String) });
    }
  });

  test('another sort of reviews and every service are read with the storefront, in parallel, with the URL’s params', async () => {
    const api = mockStorefront();
    const result = await query(
      '/storefront/agent-0042?reviewSort=highest&reviewPage=2&services=all&servicePage=2',
    );
    expect(result.status).toBe(200);
    expect(api.maxInFlight).toBe(3);
    expect(api.callsTo('/misc/storefront/reviews/agent-0042').map((c) => c.params)).toEqual([
      { sort: 'rating_desc', page: 2, pageSize: 10 },
    ]);
    expect(api.callsTo('/misc/agent/services/agent-0042').map((c) => c.params)).toEqual([
      { page: 2, pageSize: 12 },
    ]);
    expect(result.data).toMatchObject({
      reviews: { items: [{ comment: 'Best review' }] },
      allServices: { page: { items: [{ title: 'All services page 2' }] } },
    });
  });

  test('the head: who and where, rating and services, share image, a LocalBusiness and the reviews shown by its @id', async () => {
    mockStorefront();
    const { meta } = await query('/storefront/agent-0042?utm_source=x');
    expect(meta).toMatchObject({
      title: 'Seine Logistics',
      description:
        'Seine Logistics, freight and logistics agent in Rouen, France. Rated 4.4 out of 5 (20 reviews), services listed: 14.',
      canonical: '/storefront/agent-0042',
      type: 'profile',
      image: {
        url: expect.stringMatching(/\/files\/share\/agent\/agent-0042\.png$/),
        width: 1200,
        height: 630,
      },
    });
    expect(meta!.noindex).toBeFalsy();
    const [business, reviewed] = blocksOf(meta!.structuredData, 'LocalBusiness');
    expect(business).toMatchObject({
      '@id': 'http://site.test/storefront/agent-0042#agent',
      name: 'Seine Logistics',
      address: { '@type': 'PostalAddress', addressLocality: 'Rouen', addressRegion: 'Normandy' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.4', reviewCount: 20 },
    });
    expect(reviewed).toMatchObject({
      '@id': business!['@id'],
      review: [
        {
          '@type': 'Review',
          reviewBody: 'Newest review, from the storefront',
          reviewRating: { '@type': 'Rating', ratingValue: 5 },
        },
      ],
    });
  });

  test('an agent without reviews has no aggregate rating and no review block', async () => {
    mockStorefront({
      ratingSummary: { average: 0, count: 0, distribution: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } },
      reviews: page([], 0, 1, 10),
    });
    const { meta } = await query('/storefront/agent-0042');
    const blocks = blocksOf(meta!.structuredData, 'LocalBusiness');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).not.toHaveProperty('aggregateRating');
  });

  test('in French the reads ask in French and the head is French', async () => {
    const api = mockStorefront();
    const { meta } = await query('/storefront/agent-0042?lang=fr');
    expect(api.calls[0]!.lang).toBe('fr');
    expect(meta!.description).toMatch(/Rouen/);
    expect(meta!.description).not.toBe(
      'Seine Logistics, freight and logistics agent in Rouen, France. Rated 4.4 out of 5 (20 reviews), services listed: 14.',
    );
    expect(blocksOf(meta!.structuredData, 'LocalBusiness')[0]).toMatchObject({
      '@id': 'http://site.test/storefront/agent-0042?lang=fr#agent',
    });
  });

  test('an agent the API does not know is a 404 with a not-found head kept out of search results', async () => {
    mockApi({ '/misc/storefront/ghost': () => Promise.reject(apiError(404, 'Agent ghost not found')) });
    const { status, meta } = await query('/storefront/ghost');
    expect(status).toBe(404);
    expect(meta).toMatchObject({ title: 'Agent not found', noindex: true });
  });

  test.each(['%25', 'bad%20id', '-x'])(
    'an id the API refuses as malformed ("%s") is a 400, not found',
    async (raw) => {
      mockApi({
        [`/misc/storefront/${encodeURIComponent(decodeURIComponent(raw))}`]: () => {
          throw apiError(400, 'params/userId must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"');
        },
      });
      const { status, meta } = await query(`/storefront/${raw}`);
      expect(status).toBe(400);
      expect(meta).toMatchObject({ title: 'Agent not found', noindex: true });
    },
  );

  test('the API out of reach is a 503 with Retry-After, whatever the side lists answered', async () => {
    mockApi({
      '/misc/storefront/agent-0042': () => Promise.reject(apiError(502, 'Bad gateway')),
      '/misc/agent/services/agent-0042': () => page([], 0),
    });
    const { status, headers, meta } = await query('/storefront/agent-0042?services=all');
    expect(status).toBe(503);
    expect(headers.get('Retry-After')).toBe('30');
    expect(meta).toMatchObject({ title: 'Agent storefront' });
    expect(meta!.noindex).toBeFalsy();
  });

  test('a side list that cannot be read leaves the storefront standing (200), that list empty of data', async () => {
    mockApi({
      '/misc/storefront/agent-0042': () => storefront(),
      '/misc/storefront/reviews/agent-0042': () => Promise.reject(apiError(500, 'down')),
    });
    const { status, data, meta } = await query('/storefront/agent-0042?reviewSort=lowest');
    expect(status).toBe(200);
    expect(data).toMatchObject({ reviews: null });
    expect(blocksOf(meta!.structuredData, 'LocalBusiness')).toHaveLength(1);
  });
});

describe('page', () => {
  test('renders the profile, contact links and services', async () => {
    mockStorefront();
    render('/storefront/agent-0042');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seine Logistics' })).toBeInTheDocument();
    expect(screen.getByText(textOf('Rouen, Normandy, France'))).toBeInTheDocument();
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);
    expect(screen.getByText('French and English')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Seine Logistics logo' })).toHaveAttribute('width', '120');
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://company.test');
    expect(screen.getByRole('link', { name: 'Email hello@company.test' })).toHaveAttribute(
      'href',
      'mailto:hello@company.test',
    );
    expect(screen.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+33123456789');
    expect(screen.getByRole('link', { name: 'Normandy' })).toHaveAttribute(
      'href',
      '/company-details/France/Normandy',
    );

    // Only the first 12 services of the storefront answer, each linking to its detail page.
    expect(screen.getByRole('link', { name: 'Route 1' })).toHaveAttribute(
      'href',
      '/with-cargora-protection/1',
    );
    expect(screen.getByRole('link', { name: 'Route 12' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Route 13' })).not.toBeInTheDocument();
    // Each listed price says it is a starting price (with its unit when the service's tariff gives one).
    expect(screen.getAllByText('from $250')).toHaveLength(12);
    // The cards do not name the page's agent again.
    const card = screen.getByRole('link', { name: 'Route 1' }).closest('article')!;
    expect(card).toHaveTextContent('$250');
    expect(card.textContent).not.toMatch(/\bBy\b/);
  });

  test('shows a website that is not an http(s) URL as text, never as a link', async () => {
    mockApi({
      '/misc/storefront/agent-0042': () =>
        storefront({
          agent: agentDetail(42, { userId: 'agent-0042', website: 'javascript:alert(document.cookie)' }),
        }),
    });
    render('/storefront/agent-0042');
    expect(await screen.findByText('javascript:alert(document.cookie)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  test('shows the rating distribution from 5 to 1 stars with its values', async () => {
    mockStorefront();
    render('/storefront/agent-0042');
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
  ])(
    'in %s the stars read in the plural form of each number, the average in its numbers, the languages in its words',
    async (lng, stars, average, languages) => {
      await i18next.changeLanguage(lng);
      try {
        mockStorefront();
        render('/storefront/agent-0042');
        const table = await screen.findByRole('table', {});
        expect(
          within(table)
            .getAllByRole('rowheader')
            .map((th) => th.textContent),
        ).toEqual(stars);
        expect(screen.getAllByText(average).length).toBeGreaterThan(0);
        // The agent's languages are stored as codes and named in the page's language.
        expect(screen.getByText(languages)).toBeInTheDocument();
      } finally {
        await i18next.changeLanguage('en');
      }
    },
  );

  test("the company's name inside its description keeps its own direction (an Arabic sentence with a Latin name)", async () => {
    const { agent } = storefront();
    mockStorefront({
      agent: { ...agent, description: 'أنجزت Seine Logistics 17 مهمة عبر Cargora.', lang: 'ar' },
    });
    render('/storefront/agent-0042');
    const name = await screen.findByText('Seine Logistics', { selector: 'p bdi' });
    // The count after the name stays outside the name's run; the sentence reads as written.
    expect(name.parentElement).toHaveTextContent('أنجزت Seine Logistics 17 مهمة عبر Cargora.');
    expect(name.parentElement!.textContent).not.toMatch(/[\u2066-\u2069]/);
  });

  test('a description whose name the API already isolates (the seeded Arabic texts) isolates it once, not twice', async () => {
    const { agent } = storefront();
    mockStorefront({
      agent: { ...agent, description: 'أنجزت \u2068Seine Logistics\u2069 17 مهمة عبر Cargora.', lang: 'ar' },
    });
    render('/storefront/agent-0042');
    const name = await screen.findByText('Seine Logistics', { selector: 'p bdi' });
    expect(name.querySelector('bdi')).toBeNull();
    expect(name.parentElement!.tagName).toBe('P');
    expect(name.parentElement).toHaveTextContent('أنجزت Seine Logistics 17 مهمة عبر Cargora.');
    expect(name.parentElement!.textContent).not.toMatch(/[\u2066-\u2069]/);
  });

  test('the first page of newest reviews comes with the storefront; sorting updates the URL and runs the loader', async () => {
    const api = mockStorefront();
    const { router } = render('/storefront/agent-0042');
    await screen.findByRole('heading', { level: 1, name: 'Seine Logistics' });
    // The storefront's answer carries the first page: the reviews are not asked for again.
    expect(screen.getByText('Newest review, from the storefront')).toBeInTheDocument();
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
    expect(api.callsTo('/misc/storefront/reviews/agent-0042').map((c) => c.params.sort)).toEqual([
      'rating_desc',
      'rating_asc',
    ]);
    expect(router.state.location.search).toBe('');

    // A second page of the newest is asked for.
    await act(() => router.navigate('/storefront/agent-0042?reviewPage=2'));
    expect(api.callsTo('/misc/storefront/reviews/agent-0042').at(-1)?.params).toMatchObject({
      sort: 'newest',
      page: 2,
    });
    // The lowest first again, for the form below.
    fireEvent.change(screen.getByLabelText('Sort reviews'), { target: { value: 'lowest' } });

    // Without JavaScript the select is sent by its GET form, keeping the rest of the query.
    const form = screen.getByLabelText('Sort reviews').closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect([...new FormData(form).entries()]).toEqual([['reviewSort', 'lowest']]);
  });

  test('reviews that cannot be read say so in their section, and Retry reads them again', async () => {
    let fail = true;
    const api = mockApi({
      '/misc/storefront/agent-0042': () => storefront(),
      '/misc/storefront/reviews/agent-0042': () =>
        fail ? Promise.reject(apiError(500, 'down')) : page([review(7, { comment: 'Back again' })], 1, 1, 10),
    });
    render('/storefront/agent-0042?reviewSort=highest');
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Seine Logistics' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(reviews.getByRole('button', { name: 'Try again' }));
    expect(await reviews.findByText('Back again')).toBeInTheDocument();
    expect(api.callsTo('/misc/storefront/reviews/agent-0042')).toHaveLength(2);
  });

  test('"show all" pages through every service of the agent', async () => {
    const api = mockStorefront();
    const { router } = render('/storefront/agent-0042');
    const showAll = await screen.findByRole('link', { name: 'Show all 14 services' });
    expect(showAll).toHaveAttribute('href', '/storefront/agent-0042?services=all');
    fireEvent.click(showAll);
    expect(await screen.findByRole('link', { name: 'All services page 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?services=all');
    expect(screen.getByRole('link', { name: 'Show fewer' })).toHaveAttribute(
      'href',
      '/storefront/agent-0042',
    );
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

  test('an unknown agent shows a friendly not-found message with a link to the directory', async () => {
    mockApi({ '/misc/storefront/ghost': () => Promise.reject(apiError(404, 'Agent ghost not found')) });
    render('/storefront/ghost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the worldwide directory' })).toHaveAttribute(
      'href',
      '/worldwide-directory',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a malformed id is the not-found page, not the raw message', async () => {
    mockApi({
      '/misc/storefront/-x': () => Promise.reject(apiError(400, 'params/userId must match pattern')),
    });
    render('/storefront/-x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent not found' })).toBeInTheDocument();
    expect(screen.queryByText(/params\/userId/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('the API out of reach offers Retry, which reads the storefront again', async () => {
    let fail = true;
    mockApi({
      '/misc/storefront/agent-0042': () => (fail ? Promise.reject(apiError(503, 'down')) : storefront()),
    });
    render('/storefront/agent-0042');
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seine Logistics' })).toBeInTheDocument();
  });
});

describe('what a shipper can check', () => {
  const trust: NonNullable<Storefront['trust']> = {
    verifications: [
      { kind: 'tradeRegister', reference: 'RCS 123 456 789', verifiedAt: '2025-03-14', expiresAt: null },
      { kind: 'customsBrokerLicence', reference: 'FR-CB-0229850', verifiedAt: '2026-08-03', expiresAt: '2027-05-20' },
    ],
    responseTime: { medianHours: 3.5, requests: 42, measuredAt: '2026-11-29' },
  };

  test('lists what was verified and when, the median response time, and marks booking-verified reviews', async () => {
    mockStorefront({
      trust,
      reviews: page([review(1, { comment: 'From a booking', bookingVerified: true }), review(2, { comment: 'Not from a booking' })], 2, 1, 10),
    });
    render('/storefront/agent-0042');
    const box = await screen.findByRole('region', { name: 'What we verified' });
    const items = within(box).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Trade register entryNo. RCS 123 456 789Verified on March 14, 2025',
      'Customs broker licenceNo. FR-CB-0229850Verified on August 3, 2026 · valid until May 20, 2027',
    ]);
    expect(within(box).getByTestId('response-time')).toHaveTextContent('Median response time to quote requests: 3.5 hours (over 42 requests in the last 12 months)');
    expect(within(box).getByRole('link', { name: 'How we verify agents and reviews' })).toHaveAttribute('href', '/verification-policy-page');
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    const marks = within(reviews).getAllByRole('link', { name: 'Booking verified' });
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveAttribute('href', '/verification-policy-page');
    expect(marks[0]!.closest('article')).toHaveTextContent('From a booking');
  });

  test('in French and Arabic the dates and hours are the visitor’s', async () => {
    for (const [lng, date, hours] of [
      ['fr', 'Vérifié le 3 août 2026 · valable jusqu’au 20 mai 2027', '3,5 heures'],
      ['ar', 'تم التحقق في', 'ساعة'],
    ] as const) {
      await i18next.changeLanguage(lng);
      try {
        mockStorefront({ trust });
        const { unmount } = render('/storefront/agent-0042');
        const box = await screen.findByTestId('agent-trust');
        expect(box).toHaveTextContent(date);
        expect(within(box).getByTestId('response-time')).toHaveTextContent(hours);
        unmount();
      } finally {
        await i18next.changeLanguage('en');
      }
    }
  });

  test('a licence past its last valid day says it expired', async () => {
    mockStorefront({
      trust: { verifications: [{ kind: 'portAgencyLicence', reference: 'NL-PA-0000001', verifiedAt: '2019-01-10', expiresAt: '2020-01-09' }], responseTime: null },
    });
    render('/storefront/agent-0042');
    const box = await screen.findByTestId('agent-trust');
    expect(within(box).getByRole('listitem')).toHaveTextContent('Verified on January 10, 2019 · expired on January 9, 2020');
  });

  test('an unverified agent says nothing is verified yet, and no response time without enough requests', async () => {
    mockStorefront({ trust: { verifications: [], responseTime: null } });
    render('/storefront/agent-0042');
    const box = await screen.findByTestId('agent-trust');
    expect(box).toHaveTextContent('Nothing verified yet');
    expect(within(box).getByTestId('response-time')).toHaveTextContent('not enough quote requests in the last 12 months to measure it yet');
  });

  test('a response time of days reads in days, and one at the measure’s one-week cap as at least a week', async () => {
    for (const [medianHours, text] of [
      [60, 'Median response time to quote requests: 2.5 days (over 9 requests'],
      [168, 'Median response time to quote requests: ≥ 7 days (over 9 requests'],
    ] as const) {
      mockStorefront({ trust: { ...trust, responseTime: { medianHours, requests: 9, measuredAt: '2026-11-29' } } });
      const { unmount } = render('/storefront/agent-0042');
      expect(within(await screen.findByTestId('agent-trust')).getByTestId('response-time')).toHaveTextContent(text);
      unmount();
    }
  });
});
