import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, renderRouteModule, textOf, setupTestI18n, page, stubApi } from '@cargora/shared/testing';
import { http, i18next, useCurrencyStore } from '@cargora/shared/runtime';
import * as AllServicesPage from '../all-services-page';
import { makeService, serviceListCalls } from '../../../testing/fixtures';

const services = [makeService(1), makeService(2, { title: 'Air cargo Lyon' })];

function stubList(total = 2) {
  return stubApi((url, params) => {
    if (url === '/misc/services') return page(services, total, Number(params.page ?? 1), 12);
    if (url === '/misc/agent/count')
      return { items: [{ country: 'France', countryCode: 'FR', count: 3 }], total: 3 };
    if (url === '/misc/exchange-rates') return { base: 'USD', rates: { EUR: 0.5 }, updatedAt: '' };
    throw new Error(`unexpected ${url}`);
  });
}

const lastListParams = (spy: jest.SpyInstance) => serviceListCalls(spy).at(-1);

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

beforeEach(() => {
  localStorage.clear();
  useCurrencyStore.setState({ currency: 'USD', rates: {} });
});

describe('all services: the first cards are the largest paint', () => {
  it('loads the first row of pictures at once and the rest lazily', async () => {
    stubApi((url, params) => {
      if (url === '/misc/services') return page([1, 2, 3].map((id) => makeService(id, { title: `Service ${id}` })), 3, Number(params.page ?? 1), 12);
      if (url === '/misc/exchange-rates') return { base: 'USD', rates: {}, updatedAt: '' };
      throw new Error(`unexpected ${url}`);
    });
    renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    await screen.findByText('Service 3');
    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });
});

describe('all services: filters live in the URL', () => {
  it('restores the controls and the request from a shared URL', async () => {
    const spy = stubList(30);
    renderRouteModule(AllServicesPage, { url: '/allServices?category=customsServices&mode=air&origin=China&minRating=4&protection=with&sort=price_desc&page=2&q=reefer',
      pattern: '/allServices',
    });
    expect(await screen.findByText('Air cargo Lyon')).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filters' });
    expect(within(filters).getByLabelText('Category')).toHaveValue('customsServices');
    expect(within(filters).getByLabelText('Transport mode')).toHaveValue('air');
    expect(within(filters).getByLabelText('Origin (city, port or country)')).toHaveValue('China');
    expect(within(filters).getByLabelText('Minimum rating')).toHaveValue('4');
    expect(within(filters).getByLabelText('Cargora protection')).toHaveValue('with');
    expect(within(filters).getByLabelText('Search')).toHaveValue('reefer');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_desc');
    expect(lastListParams(spy)).toEqual({
      category: 'customsServices',
      q: 'reefer',
      mode: 'air',
      origin: 'China',
      minRating: 4,
      protection: 'with',
      sort: 'price_desc',
      page: 2,
      pageSize: 12,
    });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('ignores values the API would reject', async () => {
    const spy = stubList();
    renderRouteModule(AllServicesPage, { url: '/allServices?sort=cheapest&category=boats&mode=boat&page=-3&minRating=9',
      pattern: '/allServices',
    });
    await screen.findByText('Air cargo Lyon');
    expect(lastListParams(spy)).toEqual({ sort: 'newest', page: 1, pageSize: 12 });
  });

  it('a select change pushes a history entry, resets the page and refetches', async () => {
    const spy = stubList(30);
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices?page=3',
      pattern: '/allServices',
    });
    await screen.findByText('Air cargo Lyon');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'warehouseServices' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=warehouseServices'));
    await waitFor(() => expect(router.state.historyAction).toBe('PUSH'));
    await waitFor(() =>
      expect(lastListParams(spy)).toMatchObject({ category: 'warehouseServices', page: 1 }),
    );

    // Back walks to the previous filter state and the controls follow.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('typing is debounced into one URL change', async () => {
    const spy = stubList();
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    await screen.findByText('Air cargo Lyon');
    const input = screen.getByLabelText('Search');
    fireEvent.change(input, { target: { value: 'ree' } });
    fireEvent.change(input, { target: { value: 'reefer' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(router.state.location.search).toBe('?q=reefer'));
    await waitFor(() => expect(lastListParams(spy)).toMatchObject({ q: 'reefer' }));
    expect(serviceListCalls(spy).some((p) => p.q === 'ree')).toBe(false);
  });

  it('a trailing space or an unchanged value adds no history entry', async () => {
    stubList();
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    await screen.findByText('Air cargo Lyon');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Japan ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=Japan'));
    await new Promise((resolve) => setTimeout(resolve, 900));
    fireEvent.change(screen.getByLabelText('Cargora protection'), { target: { value: '' } });
    // One Back undoes the one edit.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('converts a price range typed in the visitor currency to USD for the API', async () => {
    useCurrencyStore.setState({ currency: 'EUR', rates: { EUR: 0.5 } });
    const spy = stubList();
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    await screen.findByText('Air cargo Lyon');
    expect(screen.getByText(textOf('Price (EUR)'))).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '100' } });
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=100&currency=EUR'));
    await waitFor(() => expect(lastListParams(spy)).toMatchObject({ minPrice: 200 }));
  });

  it('a price typed in Arabic-Indic digits applies as the number it is; a word is said not to be one', async () => {
    useCurrencyStore.setState({ currency: 'USD', rates: { USD: 1 } });
    const spy = stubList();
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    await screen.findByText('Air cargo Lyon');
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '١٢٠٠' } });
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=1200&currency=USD'));
    await waitFor(() => expect(lastListParams(spy)).toMatchObject({ minPrice: 1200 }));
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: 'cheap' } });
    const message = await screen.findByText('Type the price as a number, for example 1200.');
    expect(screen.getByLabelText('Maximum')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Maximum')).toHaveAccessibleDescription(message.textContent!);
    expect(router.state.location.search).not.toContain('maxPrice');
  });

  it('a minimum typed above the maximum is said next to the fields, in words, and no request is sent for it', async () => {
    useCurrencyStore.setState({ currency: 'USD', rates: { USD: 1 } });
    const spy = stubList();
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    await screen.findByText('Air cargo Lyon');
    const calls = serviceListCalls(spy).length;
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '100' } });
    const message = await screen.findByText('The minimum price is above the maximum: lower the minimum or raise the maximum.');
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Minimum')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Maximum')).toHaveAccessibleDescription(message.textContent!);
    // Past the typing pause nothing went out: no URL with the two bounds, no request, no server text.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await waitFor(() => expect(router.state.location.search).not.toContain('maxPrice'));
    expect(serviceListCalls(spy).slice(calls).some((p) => Number(p.minPrice) > Number(p.maxPrice))).toBe(false);
    expect(screen.queryByText(/must be <=/)).toBeNull();
    // Enter does not send it either; raising the maximum applies both.
    fireEvent.submit(screen.getByRole('search', { name: 'Filters' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('maxPrice'));
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '1000' } });
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=500&maxPrice=1000&currency=USD'));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(lastListParams(spy)).toMatchObject({ minPrice: 500, maxPrice: 1000 }));
  });

  it('in Arabic, the prices of that explanation keep their symbol whole (isolated), where Intl puts it', async () => {
    useCurrencyStore.setState({ currency: 'USD', rates: { USD: 1 } });
    stubList();
    await act(() => i18next.changeLanguage('ar'));
    try {
      renderRouteModule(AllServicesPage, { url: '/allServices?minPrice=500&maxPrice=100&currency=USD', pattern: '/allServices' });
      const hint = await screen.findByText(textOf(/500\.00 US\$.*100\.00 US\$/));
      expect([...hint.querySelectorAll('bdi')].map((b) => b.textContent).filter((text) => text === 'US$')).toHaveLength(2);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('a link with the minimum above the maximum explains it and offers to swap or clear the prices, not Try again', async () => {
    useCurrencyStore.setState({ currency: 'USD', rates: { USD: 1 } });
    const spy = stubList();
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices?minPrice=500&maxPrice=100&currency=USD&sort=rating',
      pattern: '/allServices',
    });
    expect(await screen.findByRole('heading', { name: 'The price range is the wrong way round' })).toBeInTheDocument();
    expect(screen.getByText(textOf('No service costs at least $500.00 and at most $100.00. Swap the two prices, or clear the price filter.'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(serviceListCalls(spy)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Clear the price filter' })).toHaveAttribute('href', '/allServices?sort=rating');
    const swap = screen.getByRole('link', { name: 'Swap the prices' });
    expect(swap).toHaveAttribute('href', '/allServices?minPrice=100&maxPrice=500&currency=USD&sort=rating');
    fireEvent.click(swap);
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=100&maxPrice=500&currency=USD&sort=rating'));
    await waitFor(() => expect(lastListParams(spy)).toMatchObject({ minPrice: 100, maxPrice: 500 }));
  });

  it('an address the API refuses (4xx) is the not-found page, without a Try again that would only repeat it', async () => {
    stubApi((url) => {
      if (url === '/misc/services') throw apiError(400, 'querystring/q must NOT have more than 100 characters');
      return { items: [], total: 0 };
    });
    renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/must NOT have/)).toBeNull();
  });

  it('loads exchange rates before sending a converted bound', async () => {
    useCurrencyStore.setState({ currency: 'USD', rates: {} });
    const spy = stubList();
    renderRouteModule(AllServicesPage, { url: '/allServices?maxPrice=50&currency=EUR',
      pattern: '/allServices',
    });
    await screen.findByText('Air cargo Lyon');
    expect(spy).toHaveBeenCalledWith('/misc/exchange-rates', expect.anything());
    expect(serviceListCalls(spy)).toEqual([{ maxPrice: 100, sort: 'newest', page: 1, pageSize: 12 }]);
  });

  it('sorting updates the query and the request', async () => {
    const spy = stubList();
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices?origin=China',
      pattern: '/allServices',
    });
    await screen.findByText('Air cargo Lyon');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'transit' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('transit'));
    await waitFor(() => expect(lastListParams(spy)).toMatchObject({ origin: 'China', sort: 'transit' }));
  });

  it('pagination changes page in the URL and the request', async () => {
    const spy = stubList(30);
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices?sort=rating',
      pattern: '/allServices',
    });
    await screen.findByText('Page 1 of 3');
    // Real links (they work without JavaScript), followed inside the page with it.
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/allServices?sort=rating&page=2');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating&page=2'));
    await screen.findByText('Page 2 of 3');
    expect(lastListParams(spy)).toMatchObject({ sort: 'rating', page: 2 });
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/allServices?sort=rating');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/allServices?sort=rating&page=3');
    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
    await screen.findByText('Page 1 of 3');
  });

  it('while the next page is read, the shown results stay and say they are refreshing', async () => {
    const answer = (data: unknown) => ({ data: { data }, status: 200 }) as never;
    let secondPage: () => void = () => {};
    jest.spyOn(http, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
      if (url !== '/misc/services') return answer(null);
      if (Number((config?.params as { page?: number } | undefined)?.page ?? 1) === 1) return answer(page(services, 30, 1, 12));
      return new Promise((resolve) => (secondPage = () => resolve(answer(page([makeService(3, { title: 'Page two service' })], 30, 2, 12)))));
    });
    renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    await screen.findByText('Page 1 of 3');
    const results = screen.getByRole('region', { name: 'Service results' });
    expect(results).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Air cargo Lyon')).toBeInTheDocument();
    act(() => secondPage());
    expect(await screen.findByText('Page two service')).toBeInTheDocument();
    expect(results).toHaveAttribute('aria-busy', 'false');
  });

  it('filters and sort are GET forms: named fields, the rest of the query kept as hidden fields', async () => {
    stubList(30);
    renderRouteModule(AllServicesPage, { url: '/allServices?q=reefer&sort=price_desc&page=2',
      pattern: '/allServices',
    });
    await screen.findByText('Air cargo Lyon');
    const filters = screen.getByRole('search', { name: 'Filters' });
    expect(filters.tagName).toBe('FORM');
    expect(filters).toHaveAttribute('method', 'get');
    const names = [...new FormData(filters as HTMLFormElement).keys()];
    expect(names).toEqual(
      expect.arrayContaining(['sort', 'q', 'category', 'mode', 'origin', 'destination', 'minPrice', 'maxPrice', 'currency', 'minRating', 'protection']),
    );
    // Its own fields are not repeated, and a new filter starts again at page 1.
    expect(new FormData(filters as HTMLFormElement).getAll('q')).toEqual(['reefer']);
    expect(names).not.toContain('page');
    expect(within(filters).getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');

    const sort = screen.getByLabelText('Sort by').closest('form')!;
    expect(sort).toHaveAttribute('method', 'get');
    expect([...new FormData(sort).entries()]).toEqual([
      ['q', 'reefer'],
      ['sort', 'price_desc'],
    ]);
  });

  it('shows cards with price, route, protection and a detail link', async () => {
    stubApi((url) =>
      url === '/misc/services' ? page([makeService(5, { protectionFee: '' })]) : { items: [], total: 0 },
    );
    renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    const link = await screen.findByRole('link', { name: 'Service 5' });
    expect(link).toHaveAttribute('href', '/with-cargora-protection/5');
    expect(screen.getByText('from $1,000')).toBeInTheDocument();
    expect(screen.getByText(textOf('Shanghai, China → Le Havre, France'))).toBeInTheDocument();
    expect(screen.getByText('No protection')).toBeInTheDocument();
    expect(screen.getByText('20 days in transit')).toBeInTheDocument();
    // The transport mode, named as such for screen readers.
    const card = link.closest('article')!;
    expect(within(card).getByText('Sea freight')).toHaveTextContent('Transport mode: Sea freight');
  });

  it('an empty result suggests widening the search and clears filters', async () => {
    const spy = stubApi((url) => (url === '/misc/services' ? page([]) : { items: [], total: 0 }));
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices?origin=Atlantis&sort=rating&page=2',
      pattern: '/allServices',
    });
    expect(await screen.findByText('No services match your search')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Clear filters' });
    for (const link of links) expect(link).toHaveAttribute('href', '/allServices?sort=rating');
    fireEvent.click(links[links.length - 1]);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
    await waitFor(() => expect(lastListParams(spy)).toEqual({ sort: 'rating', page: 1, pageSize: 12 }));
    await screen.findByText('No services match your search');
  });

  it('a page past the last (?page=9999 of 3,000 services) says so and links to the last page, not "no services match"', async () => {
    stubApi((url, params) => (url === '/misc/services' ? page([], 3000, Number(params.page ?? 1), 12) : { items: [], total: 0 }));
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices?sort=rating&page=9999', pattern: '/allServices' });
    expect(await screen.findByRole('heading', { name: 'There is no page 9,999' })).toBeInTheDocument();
    expect(screen.getByText('This list has 250 pages.')).toBeInTheDocument();
    expect(screen.queryByText('No services match your search')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    const last = screen.getByRole('link', { name: 'Go to the last page (250)' });
    expect(last).toHaveAttribute('href', '/allServices?sort=rating&page=250');
    fireEvent.click(last);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('250'));
  });

  it('an error offers a retry that refetches', async () => {
    let fail = true;
    const spy = stubApi((url) => {
      if (url !== '/misc/services') return { items: [], total: 0 };
      if (fail) throw apiError(500, 'Server down');
      return page(services);
    });
    renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    // A 5xx is described in the visitor's language, not with the server's own words.
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Air cargo Lyon')).toBeInTheDocument();
    expect(serviceListCalls(spy)).toHaveLength(2);
  });
});

describe('all services: facet counts', () => {
  it('shows how many services each filter choice would list, asked with the filters but not the order or page', async () => {
    const spy = stubApi((url, params) => {
      if (url === '/misc/services') return page(services, 30, Number(params.page ?? 1), 12);
      if (url === '/misc/services/facets')
        return {
          total: 30,
          category: [{ value: 'customsServices', count: 42 }],
          mode: [{ value: 'air', count: 7 }],
          protection: [{ value: 'with', count: 20 }, { value: 'without', count: 10 }],
          rating: [{ value: '3', count: 25 }, { value: '4', count: 12 }, { value: '4.5', count: 3 }],
        };
      if (url === '/misc/exchange-rates') return { base: 'USD', rates: {}, updatedAt: '' };
      throw new Error(`unexpected ${url}`);
    });
    renderRouteModule(AllServicesPage, { url: '/allServices?q=reefer&sort=price_desc&page=2', pattern: '/allServices' });
    const filters = await screen.findByRole('search', { name: 'Filters' });
    expect(await within(filters).findByRole('option', { name: 'Customs Services (42)' })).toBeInTheDocument();
    // A choice no service has says 0; every select's choices are counted.
    expect(within(filters).getByRole('option', { name: 'Warehouse Services (0)' })).toBeInTheDocument();
    expect(within(filters).getByRole('option', { name: /\(7\)$/ })).toHaveValue('air');
    expect(within(filters).getByRole('option', { name: /\(20\)$/ })).toHaveValue('with');
    expect(within(filters).getByRole('option', { name: /\(12\)$/ })).toHaveValue('4');
    const facetCall = spy.mock.calls.find(([url]) => url === '/misc/services/facets');
    const asked = (facetCall?.[1] as { params?: Record<string, unknown> } | undefined)?.params ?? (facetCall?.[1] as Record<string, unknown>);
    expect(asked).toMatchObject({ q: 'reefer' });
    expect(asked).not.toHaveProperty('sort');
    expect(asked).not.toHaveProperty('page');
  });
});

describe('all services: a text search past the cap', () => {
  it('says there are more than the total it lists and asks to narrow the search', async () => {
    stubApi((url, params) => {
      if (url === '/misc/services') return { ...page(services, 1000, Number(params.page ?? 1), 12), totalCapped: true };
      if (url === '/misc/exchange-rates') return { base: 'USD', rates: {}, updatedAt: '' };
      throw new Error(`unexpected ${url}`);
    });
    renderRouteModule(AllServicesPage, { url: '/allServices?q=freight', pattern: '/allServices' });
    expect(await screen.findByText('Services found: more than 1,000; add a word or a filter to narrow the search')).toBeInTheDocument();
  });

  it('gives the exact count when nothing was left out', async () => {
    stubList(30);
    renderRouteModule(AllServicesPage, { url: '/allServices?q=freight', pattern: '/allServices' });
    expect(await screen.findByText('Services found: 30')).toBeInTheDocument();
  });
});
