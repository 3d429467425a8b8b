// A service's page with the visitor's load (issue 49): the total the list showed with its line items and validity,
// what an air price was charged on, "Book at this price" only for a firm price (else "Request a quote" leads), and
// the quote request filled with the load.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, useCurrencyStore } from '@cargora/shared/runtime';
import { renderRouteModule, stubApi } from '@cargora/shared/testing';
import * as WithProtectionPage from '../with-protection-page';
import * as WithoutProtectionPage from '../without-protection-page';
import { makeService, makeServiceDetail } from '../../../testing/fixtures';
import { setUpLoadPages } from '../../../testing/load-pages';

const nextYear = `${new Date().getUTCFullYear() + 1}-03-31`;

const fcl = makeServiceDetail(
  makeService(1, {
    title: 'Shanghai to Rotterdam FCL',
    transitDays: 28,
    transitDaysMax: 34,
    loadPrice: {
      total: 2600,
      currency: 'USD',
      totalUsd: 2600,
      lines: [
        { code: 'freight', amount: 2100 },
        { code: 'bunker', amount: 300 },
        { code: 'terminalHandling', amount: 150 },
        { code: 'protection', amount: 50 },
      ],
      validUntil: nextYear,
      basis: 'perContainer',
    },
  } as never),
);

function stubDetail(service: object) {
  return stubApi((url) => {
    if (url.startsWith('/misc/services/')) return service;
    if (url === '/misc/exchange-rates') return { base: 'USD', rates: { EUR: 0.5 }, updatedAt: '' };
    throw new Error(`unexpected ${url}`);
  });
}

setUpLoadPages();

describe('the service page with a load', () => {
  it('shows the total with its line items and validity, and books at this price with the load', async () => {
    const spy = stubDetail(fcl);
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/1?load=40HC&n=1&value=20000&valueCur=USD', pattern: '/with-cargora-protection/:id' });
    const card = await screen.findByTestId('load-price-card');
    expect(spy.mock.calls.find((c) => c[0] === '/misc/services/1')?.[1]).toMatchObject({ params: { load: '40HC', n: '1', value: '20000', valueCur: 'USD' } });
    expect(within(card).getByRole('heading')).toHaveTextContent("Price for 1 × 40' HC");
    const terms = within(card).getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual([
      'Freight',
      'Bunker surcharge (BAF)',
      'Terminal handling (THC)',
      'Cargora protection (cargo insurance on the declared value)',
      'Total, all-in',
    ]);
    expect(within(card).getByTestId('load-total')).toHaveTextContent('$2,600');
    expect(within(card).getByTestId('load-validity')).toHaveTextContent(`Firm price, valid until March 31, ${nextYear.slice(0, 4)}`);
    const book = screen.getByTestId('book-service');
    expect(book).toHaveTextContent('Book at this price');
    const bookUrl = new URL(book.getAttribute('href')!);
    expect(Object.fromEntries(bookUrl.searchParams)).toMatchObject({ service: '1', load: '40HC', n: '1', value: '20000' });
    expect(screen.queryByTestId('primary-quote')).toBeNull();
    expect(screen.getByText('28–34 days')).toBeInTheDocument();
  });

  it('keeps the load on the similar services’ links, their prices said with their unit', async () => {
    const like = makeService(21, { title: 'Like it', priceUsd: 2300, tariffBasis: 'perContainer', standardContainer: '40' });
    stubDetail(makeServiceDetail(makeService(20), { similar: [like] }));
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/20?load=40HC&n=1', pattern: '/with-cargora-protection/:id' });
    const link = await screen.findByRole('link', { name: 'Like it' });
    expect(link).toHaveAttribute('href', '/similar-services-details/21?load=40HC&n=1');
    expect(link.closest('article')).toHaveTextContent("from $2,300 per 40' container");
  });

  it('leaves protection out of the lines and the total on the page without it, in the visitor currency', async () => {
    useCurrencyStore.setState({ currency: 'EUR', rates: { EUR: 0.5 } });
    stubDetail(fcl);
    renderRouteModule(WithoutProtectionPage, { url: '/without-cargora-protection/1?load=40HC&n=1&value=20000', pattern: '/without-cargora-protection/:id' });
    const card = await screen.findByTestId('load-price-card');
    expect(within(card).queryByText(/Cargora protection/)).toBeNull();
    expect(within(card).getByTestId('load-total')).toHaveTextContent('€1,275');
  });

  it('explains the chargeable weight of an air price', async () => {
    const air = makeServiceDetail(
      makeService(2, {
        title: 'Dubai to Paris air',
        mode: 'air',
        loadPrice: { total: 1500, currency: 'USD', totalUsd: 1500, lines: [{ code: 'freight', amount: 1500 }], validUntil: nextYear, basis: 'perKg', chargeable: { kg: 500 } },
      } as never),
    );
    stubDetail(air);
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/2?load=pkg&n=2&kg=300&l=120&w=100&h=125', pattern: '/with-cargora-protection/:id' });
    expect(await screen.findByTestId('load-chargeable')).toHaveTextContent('Priced on a chargeable weight of 500 kg: the greater of the actual weight and the volume weight');
  });

  it('makes "Request a quote" the primary action without a firm price, and fills it with the load', async () => {
    const expired = makeServiceDetail(
      makeService(3, {
        loadPrice: { total: 900, currency: 'USD', totalUsd: 900, lines: [{ code: 'freight', amount: 900 }], validUntil: '2020-01-31', basis: 'perContainer' },
      } as never),
    );
    stubDetail(expired);
    const { router } = renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/3?load=40&n=2', pattern: '/with-cargora-protection/:id' });
    expect(await screen.findByTestId('load-validity')).toHaveTextContent('The tariff expired on January 31, 2020');
    expect(screen.getByTestId('book-service')).toHaveTextContent('Book this service');
    const quote = screen.getByTestId('primary-quote');
    expect(quote).toHaveAttribute('href', '/with-cargora-protection/3?load=40&n=2&quote=open#quote-request');
    fireEvent.click(quote);
    await waitFor(() => expect(router.state.location.search).toContain('quote=open'));
    expect(await screen.findByLabelText(/Containers/)).toHaveValue('2');
  });

  it('fills the quote request with the load and sends it with the request', async () => {
    stubDetail(makeServiceDetail(makeService(5, { mode: 'air' })));
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: { id: 'Q-AAAA-BBBB' } } } as never);
    renderRouteModule(WithProtectionPage, {
      url: '/with-cargora-protection/5?quote=open&load=pkg&n=2&kg=300&l=120&w=100&h=125&value=20000&valueCur=EUR',
      pattern: '/with-cargora-protection/:id',
    });
    // The load is in the form's own fields, editable: packages, their weight and volume, the declared value.
    const kind = await screen.findByLabelText('Container type');
    const form = kind.closest('form')!;
    expect(kind).toHaveValue('pkg');
    expect(within(form).getByLabelText(/Weight \(kg\)/)).toHaveValue('300');
    expect(within(form).getByLabelText(/Volume/)).toHaveValue('3');
    expect(within(form).getByLabelText(/Declared value of the goods/)).toHaveValue('20000');
    expect(within(form).getByLabelText('Currency of the value')).toHaveValue('EUR');
    // Without JavaScript what no field shows (the pieces) goes as a hidden field the page's action reads.
    expect(form.querySelector('input[name="load.n"]')).toHaveValue('2');
    const type = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type(/Ready date/, new Date().toLocaleDateString('en-CA'));
    type(/Cargo description/, 'Machine parts');
    type(/Your name/, 'Ada Shipper');
    type(/E-mail/, 'ada@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]![1]).toMatchObject({
      serviceId: 5,
      weightKg: 300,
      volumeM3: 3,
      load: { load: 'pkg', n: '2', kg: '300', m3: '3', value: '20000', valueCur: 'EUR' },
    });
    post.mockRestore();
  });

  it('without a load, a quote leads and the listed price breakdown shows', async () => {
    stubDetail(makeServiceDetail(makeService(4)));
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/4', pattern: '/with-cargora-protection/:id' });
    expect(await screen.findByTestId('primary-quote')).toHaveTextContent('Request a quote');
    expect(screen.queryByTestId('load-price-card')).toBeNull();
    expect(screen.getByTestId('total-price')).toBeInTheDocument();
    expect(screen.getByTestId('load-form')).toBeInTheDocument();
  });

  it('names what the listed base price is for: the container its tariff prices it on', async () => {
    stubDetail(makeServiceDetail(makeService(4, { priceUsd: 650, tariffBasis: 'perContainer', standardContainer: '20' })));
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/4', pattern: '/with-cargora-protection/:id' });
    const base = await screen.findByTestId('base-price');
    expect(base.previousElementSibling).toHaveTextContent("Base price (per 20' container)");
    expect(base).toHaveTextContent('$650');
  });
});
