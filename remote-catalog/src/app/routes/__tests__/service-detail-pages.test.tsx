import { join } from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { http, i18next } from '@cargora/shared/runtime';
import { apiError, renderRouteModule, setupTestI18n, page, stubApi, textOf } from '@cargora/shared/testing';
import { priceBreakdown } from '../../../features/service-detail/lib/price-breakdown';
import * as WithProtectionPage from '../with-protection-page';
import * as WithoutProtectionPage from '../without-protection-page';
import * as SimilarServicePage from '../similar-service-page';
import { makeService, makeServiceDetail, notFound } from '../../../testing/fixtures';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

describe('priceBreakdown: protection is insurance on the declared value, never a share of the price', () => {
  it('charges the rate of the declared value of the goods', () => {
    // 2.5 % of USD 40,000 of goods = USD 1,000, whatever the freight price.
    expect(priceBreakdown(1000, '2.5%', true, 40_000)).toEqual({
      base: 1000,
      feePercent: 2.5,
      fee: 1000,
      total: 2000,
      protection: 'priced',
      minimumApplied: false,
    });
    expect(priceBreakdown(333.33, '2.5%', true, 40_000)).toMatchObject({ fee: 1000, total: 1333.33 });
    expect(priceBreakdown(333.33, '1.5%', true, 12_345.67)).toMatchObject({ fee: 185.19, total: 518.52 });
  });

  it('charges the USD 25 minimum when the rate gives less', () => {
    expect(priceBreakdown(1000, '1%', true, 1000)).toMatchObject({ fee: 25, total: 1025, protection: 'priced', minimumApplied: true });
  });

  it('does not price protection without a declared value', () => {
    expect(priceBreakdown(1000, '2.5%', true)).toEqual({
      base: 1000,
      feePercent: 2.5,
      fee: 0,
      total: 1000,
      protection: 'needsValue',
      minimumApplied: false,
    });
  });

  it('charges nothing without protection', () => {
    expect(priceBreakdown(1000, '2.5%', false, 40_000)).toMatchObject({ fee: 0, total: 1000, protection: 'notChosen' });
  });

  it('treats an invalid fee as protection not offered', () => {
    for (const fee of ['', '2.5', 'abc%', '101%', '-1%', '150%']) {
      expect(priceBreakdown(500, fee, true, 40_000)).toEqual({
        base: 500,
        feePercent: null,
        fee: 0,
        total: 500,
        protection: 'notOffered',
        minimumApplied: false,
      });
    }
  });
});

function stubDetail(
  service = makeService(42, { title: 'Reefer Shanghai to Le Havre', priceUsd: 1000, protectionFee: '2.5%' }),
) {
  const detail = makeServiceDetail(service, {
    reviews: [{ id: 1, agentId: 7, serviceId: service.id, customerName: 'Nadia K.', rating: 5, comment: 'On time and careful.', createdAt: '2024-05-01T00:00:00Z' }],
    similar: [makeService(43, { title: 'Sea freight Ningbo', mode: 'multimodal' })],
  });
  return stubApi((url) => {
    if (url === `/misc/services/${service.id}`) return detail;
    if (url.startsWith('/misc/services/')) notFound();
    throw new Error(`unexpected ${url}`);
  });
}

describe('book and request a quote', () => {
  afterEach(() => jest.restoreAllMocks());

  it('Book opens the customer site with the service, the protection choice, the currency and the language', async () => {
    stubDetail();
    renderRouteModule(WithoutProtectionPage, { url: '/without-cargora-protection/42', pattern: '/without-cargora-protection/:id' });
    await screen.findByRole('heading', { level: 1 });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const book = screen.getByRole('link', { name: /Book this service/ });
    // A link that works without JavaScript, and with it a tab this page opened.
    const href = 'http://localhost:5100/book?service=42&protection=without&currency=USD&lang=en';
    expect(book).toHaveAttribute('href', href);
    expect(book).toHaveAttribute('target', '_blank');
    fireEvent.click(book);
    expect(open).toHaveBeenCalledWith(href, '_blank');
  });

  it('Request a quote: field messages from the shared rules, and a server error keeps what was typed', async () => {
    stubDetail();
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/42', pattern: '/with-cargora-protection/:id' });
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Request a quote' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The form starts with the service's mode and places, as the page names them.
    expect(await screen.findByLabelText(/^Transport mode/)).toHaveValue('sea');
    expect(screen.getByLabelText(/^Origin/)).toHaveValue('Shanghai, China');
    expect(screen.getByLabelText(/^Destination/)).toHaveValue('Le Havre, France');
    fireEvent.change(screen.getByLabelText(/^Origin/), { target: { value: 'Shanghai' } });
    fireEvent.change(screen.getByLabelText(/^Transport mode/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Destination/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText(/^Transport mode/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Transport mode/)).toHaveFocus();
    expect(screen.getByLabelText(/^Transport mode/)).toHaveAccessibleDescription('Choose a transport mode.');
    expect(screen.getByLabelText(/^Destination/)).toHaveAccessibleDescription('Enter the destination city or port.');
    expect(screen.getByLabelText(/^Origin/)).toHaveAttribute('aria-invalid', 'false');

    fireEvent.change(screen.getByLabelText(/^Transport mode/), { target: { value: 'sea' } });
    fireEvent.change(screen.getByLabelText(/^Destination/), { target: { value: 'Le Havre' } });
    fireEvent.change(screen.getByLabelText(/^Ready date/), { target: { value: '2099-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose a date within the next 365 days.')).toBeInTheDocument();
    const soon = new Date(Date.now() + 5 * 864e5);
    const iso = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
    fireEvent.change(screen.getByLabelText(/^Ready date/), { target: { value: iso } });
    fireEvent.change(screen.getByLabelText(/^Cargo description/), { target: { value: 'Frozen fish' } });
    fireEvent.change(screen.getByLabelText(/^Weight/), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ada@example.com' } });
    const response = { status: 503, statusText: '', headers: {}, config: { headers: new AxiosHeaders() }, data: { message: 'down' } };
    const post = jest.spyOn(http, 'post').mockRejectedValueOnce(new AxiosError('down', 'ERR', undefined, undefined, response as never));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Everything you typed is still here/);
    expect(post).toHaveBeenCalledWith('/misc/quote-requests', expect.objectContaining({ serviceId: 42, mode: 'sea', weightKg: 900 }), expect.anything());
    expect(screen.getByLabelText(/^Cargo description/)).toHaveValue('Frozen fish');
    expect(screen.getByLabelText(/^Origin/)).toHaveValue('Shanghai');

    const stored = { id: 'x', reference: 'Q-2026-000007', status: 'received', serviceId: 42, serviceTitle: 'Reefer Shanghai to Le Havre', agentId: 7, agentName: 'Blue Anchor Logistics', mode: 'sea', origin: 'Shanghai', destination: 'Le Havre', readyDate: iso, cargo: 'Frozen fish', weightKg: 900, volumeM3: null, containers: null, incoterm: null, name: 'Ada', email: 'ada@example.com', message: '', createdAt: new Date().toISOString() };
    post.mockResolvedValueOnce({ data: { data: stored } } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('quote-reference')).toHaveTextContent('Q-2026-000007');
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});

describe('a quote request in Arabic', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => i18next.changeLanguage('en'));
  });

  it('starts with the places as the Arabic page names them (its separator, no isolate marks) and says what is missing in Arabic', async () => {
    await act(() => i18next.changeLanguage('ar'));
    const service = makeService(42, {
      title: 'شحن مبرد',
      mode: 'road',
      names: { originCountry: 'الصين', originCity: 'شنغهاي', destinationCountry: 'فرنسا', destinationCity: 'لوهافر' },
    });
    stubApi((url) => {
      if (url === '/misc/services/42') return makeServiceDetail(service);
      return page([]);
    });
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/42', pattern: '/with-cargora-protection/:id' });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'اطلب عرض سعر' }));
    expect(await screen.findByLabelText(/^وسيلة النقل/)).toHaveValue('road');
    expect(screen.getByLabelText(/^المنشأ/)).toHaveValue('شنغهاي، الصين');
    expect(screen.getByLabelText(/^الوجهة/)).toHaveValue('لوهافر، فرنسا');

    fireEvent.change(screen.getByLabelText(/^المنشأ/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    expect(screen.getByLabelText(/^المنشأ/)).toHaveAccessibleDescription('أدخل مدينة أو ميناء المنشأ.');
    expect(screen.getByLabelText(/^الوجهة/)).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('service detail pages', () => {
  it('with protection: base, premium on the declared value and total, agent, reviews, similar services, from one answer', async () => {
    const spy = stubDetail();
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/42?value=4000&valueCur=USD',
      pattern: '/with-cargora-protection/:id',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reefer Shanghai to Le Havre' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('base-price')).toHaveTextContent('$1,000');
    // How the goods travel, among the facts.
    expect(screen.getByText('Transport mode', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Sea freight');
    // The "Transit time" row's value is the days alone, not "20 days in transit" under its own label.
    expect(screen.getByText('Transit time', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^20 days$/);
    // 2.5 % of the USD 4,000 declared (USD 100), not of the USD 1,000 price.
    expect(screen.getByTestId('protection-fee')).toHaveTextContent('$100');
    expect(screen.getByText(textOf('Cargo protection (2.5% of the declared value, $4,000)'))).toBeInTheDocument();
    expect(screen.getByTestId('total-price')).toHaveTextContent('$1,100');
    // Switching protection keeps the declared value.
    expect(screen.getByRole('link', { name: 'Without protection' })).toHaveAttribute('href', '/without-cargora-protection/42?value=4000&valueCur=USD');
    expect(
      screen.getByRole('link', { name: 'View storefront of Blue Anchor Logistics' }),
    ).toHaveAttribute('href', '/storefront/agent-0007');
    // The service's own reviews, said to be this service's; the agent's other 11 are on its storefront, said to be so.
    const reviews = screen.getByRole('region', { name: 'Reviews of this service' });
    expect(within(reviews).getByText('On time and careful.')).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: textOf('All reviews of Blue Anchor Logistics, on all its services (12)') })).toHaveAttribute(
      'href',
      '/storefront/agent-0007#storefront-reviews-title',
    );
    const similar = await screen.findByRole('link', { name: 'Sea freight Ningbo' });
    expect(similar).toHaveAttribute('href', '/similar-services-details/43');
    expect(similar.closest('article')).toHaveTextContent('China → France · Multimodal');
    // The service itself is not "similar" to itself.
    expect(
      within(screen.getByRole('region', { name: 'Similar services' })).queryByText(
        'Reefer Shanghai to Le Havre',
      ),
    ).toBeNull();
    // The reviews and the similar services came with the service: the page asked the API once.
    expect(spy.mock.calls.map(([url]) => url)).toEqual(['/misc/services/42']);
  });

  it('says so when the service has no reviews yet and nothing is like the service', async () => {
    const service = makeService(42, { title: 'Reefer Shanghai to Le Havre', reviewCount: 0, agent: { ...makeService(1).agent, reviewCount: 0 } });
    stubApi((url) => (url === '/misc/services/42' ? makeServiceDetail(service) : notFound()));
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/42', pattern: '/with-cargora-protection/:id' });
    await screen.findByRole('heading', { level: 1 });
    const reviews = screen.getByRole('region', { name: 'Reviews of this service' });
    expect(within(reviews).getByText('No reviews of this service yet.')).toBeInTheDocument();
    // An agent with no reviews at all has none elsewhere to point to.
    expect(within(reviews).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Similar services' })).getByText('No similar services right now.')).toBeInTheDocument();
  });

  it('with protection and no declared value: protection is not priced and the page says how to price it', async () => {
    stubDetail();
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/42', pattern: '/with-cargora-protection/:id' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('protection-fee')).toBeNull();
    expect(screen.getByTestId('total-price')).toHaveTextContent('$1,000');
    expect(screen.getByText(textOf('Cargo protection: enter the declared value of your goods to price it (2.5% of the declared value, at least $25).'))).toHaveAttribute(
      'role',
      'note',
    );
  });

  it('with protection on a small declared value: the USD 25 minimum', async () => {
    stubDetail();
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/42?value=200', pattern: '/with-cargora-protection/:id' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('protection-fee')).toHaveTextContent('$25');
    expect(screen.getByText(textOf('Cargo protection (minimum premium $25)'))).toBeInTheDocument();
    expect(screen.getByTestId('total-price')).toHaveTextContent('$1,025');
  });

  it('without protection: no fee, total equals the price, and a note on what protection covers', async () => {
    stubDetail();
    renderRouteModule(WithoutProtectionPage, { url: '/without-cargora-protection/42',
      pattern: '/without-cargora-protection/:id',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('protection-fee')).toBeNull();
    expect(screen.getByTestId('total-price')).toHaveTextContent('$1,000');
    expect(screen.getByText(textOf(/insures your goods for 2\.5% of their declared value, at least \$25\.$/))).toBeInTheDocument();
  });

  it('a service without a valid fee shows "Protection not offered" on the with-protection page', async () => {
    stubDetail(makeService(42, { protectionFee: '' }));
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/42',
      pattern: '/with-cargora-protection/:id',
    });
    expect(
      await screen.findByText('Protection not offered', { selector: '[role="note"]' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('protection-fee')).toBeNull();
    expect(screen.getByTestId('total-price')).toHaveTextContent('$1,000');
    // Nothing offers "With protection" as the chosen option of a service that has none.
    expect(screen.queryByRole('link', { name: 'With protection' })).toBeNull();
    expect(document.querySelector('[aria-current="page"]')).toBeNull();
  });

  it('a 404 shows a friendly not-found message with a way back', async () => {
    stubDetail();
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/999',
      pattern: '/with-cargora-protection/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all services' })).toHaveAttribute('href', '/allServices');
  });

  it('a malformed id is not found without asking the API', async () => {
    const spy = stubDetail();
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/abc',
      pattern: '/with-cargora-protection/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('another service’s page starts afresh: the quote form of the last one is not carried over', async () => {
    const next = makeService(43, { title: 'Sea freight Ningbo', originCity: 'Ningbo' });
    const first = makeServiceDetail(makeService(42, { title: 'Reefer Shanghai to Le Havre' }), { similar: [next] });
    stubApi((url) => (url === '/misc/services/42' ? first : url === '/misc/services/43' ? makeServiceDetail(next) : notFound()));
    const { router } = renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/42', pattern: '/with-cargora-protection/:id' });
    await screen.findByRole('heading', { level: 1, name: /Reefer Shanghai to Le Havre/ });
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    fireEvent.change(await screen.findByLabelText(/^Cargo description/), { target: { value: 'Frozen fish' } });
    await act(() => router.navigate('/with-cargora-protection/43'));
    await screen.findByRole('heading', { level: 1, name: /Sea freight Ningbo/ });
    expect(screen.getByRole('button', { name: 'Request a quote' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByDisplayValue('Frozen fish')).toBeNull();
  });

  it('the similar-service page lists the services like :id under a summary of it, not the service again', async () => {
    stubDetail();
    renderRouteModule(SimilarServicePage, { url: '/similar-services-details/42',
      pattern: '/similar-services-details/:id',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Services like \W?Reefer Shanghai to Le Havre\W?$/ }),
    ).toBeInTheDocument();
    // The services like it, each linking on.
    const similar = screen.getByRole('link', { name: 'Sea freight Ningbo' });
    expect(similar).toHaveAttribute('href', '/similar-services-details/43');
    // The service itself as a summary with the way to its own page; not its page again (no price breakdown, no quote).
    const reference = screen.getByRole('region', { name: 'The service they are like' });
    expect(within(reference).getByRole('link', { name: 'See this service' })).toHaveAttribute('href', '/with-cargora-protection/42');
    expect(screen.queryByTestId('total-price')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request a quote' })).toBeNull();
  });
});

describe('malformed or unknown ids', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(['%', '%zz', 'abc', '0', '12abc'])('"/with-cargora-protection/%s" is the readable not-found page, the API not asked', async (raw) => {
    const get = jest.spyOn(http, 'get');
    renderRouteModule(WithProtectionPage, { url: `/with-cargora-protection/${raw}`, pattern: '/with-cargora-protection/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all services' })).toHaveAttribute('href', '/allServices');
    expect(get).not.toHaveBeenCalled();
  });

  it('an id the API refuses (400) is the not-found page too, never its raw message or a Try again', async () => {
    stubApi(() => {
      throw apiError(400, 'params/id must match format');
    });
    renderRouteModule(SimilarServicePage, { url: '/similar-services-details/999999999', pattern: '/similar-services-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(screen.queryByText(/params\/id/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});


describe('the agent box: what a shipper can check', () => {
  it('shows what was verified about the agent and when, its response time, and marks booking-verified reviews', async () => {
    const service = makeService(42, { title: 'Reefer Shanghai to Le Havre' });
    const detail = {
      ...makeServiceDetail(service, {
        reviews: [
          { id: 1, agentId: 7, serviceId: 42, customerName: 'Nadia K.', rating: 5, comment: 'Booked and on time.', createdAt: '2026-05-01T00:00:00Z', bookingVerified: true },
          { id: 2, agentId: 7, serviceId: 42, customerName: 'Omar B.', rating: 4, comment: 'Fine.', createdAt: '2026-04-01T00:00:00Z', bookingVerified: false },
        ],
      }),
      agentTrust: {
        verifications: [{ kind: 'freightForwarderLicence' as const, reference: 'CN-FF-0012345', verifiedAt: '2026-02-10', expiresAt: '2027-02-09' }],
        responseTime: { medianHours: 6, requests: 1, measuredAt: '2026-11-29' },
      },
    };
    stubApi((url) => (url === '/misc/services/42' ? detail : notFound()));
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/42', pattern: '/with-cargora-protection/:id' });
    const box = await screen.findByRole('region', { name: 'What we verified' });
    expect(within(box).getByRole('listitem')).toHaveTextContent('Freight forwarder licenceNo. CN-FF-0012345Verified on February 10, 2026 · valid until February 9, 2027');
    expect(within(box).getByTestId('response-time')).toHaveTextContent('Median response time to quote requests: 6 hours (over 1 request in the last 12 months)');
    const reviews = screen.getByRole('region', { name: 'Reviews of this service' });
    const mark = within(reviews).getByRole('link', { name: 'Booking verified' });
    expect(mark).toHaveAttribute('href', '/verification-policy-page');
    expect(mark.closest('li')).toHaveTextContent('Booked and on time.');
  });
});
