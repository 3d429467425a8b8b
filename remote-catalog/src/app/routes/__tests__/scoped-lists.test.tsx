import { join } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRouteModule, setupTestI18n, page, stubApi } from '@cargora/shared/testing';
import * as DomesticRoutesPage from '../domestic-routes-page';
import * as InternationalRoutesPage from '../international-routes-page';
import * as NewlyAddedPage from '../newly-added-page';
import { makeService, serviceListCalls } from '../../../testing/fixtures';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

const routes = Array.from({ length: 12 }, (_, i) => ({
  originCountry: `Origin ${i}`,
  destinationCountry: `Destination ${i}`,
  serviceCount: 20 - i,
  lowestPriceUsd: 100 + i,
}));

function stub() {
  return stubApi((url, params) => {
    if (url === '/misc/services')
      return page([makeService(1, { title: 'Listed service' })], 40, Number(params.page), 12);
    if (url === '/misc/popular/international-routes') return { items: routes };
    return { items: [], total: 0 };
  });
}

describe('scoped service lists', () => {
  it('newly added: newest first, paginated through the URL, no sort control', async () => {
    const spy = stub();
    const { router } = renderRouteModule(NewlyAddedPage, { url: '/newly-added-servicepage?sort=price_asc',
      pattern: '/newly-added-servicepage',
    });
    await screen.findByText('Listed service');
    expect(serviceListCalls(spy).at(-1)).toMatchObject({ sort: 'newest', page: 1 });
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(serviceListCalls(spy).at(-1)).toMatchObject({ sort: 'newest', page: 2 }));
  });

  it('international routes: the routes table (limit 50) and international services', async () => {
    const spy = stub();
    renderRouteModule(InternationalRoutesPage, { url: '/international-routes-page',
      pattern: '/international-routes-page',
    });
    const first = await screen.findByRole('link', { name: 'Origin 0 → Destination 0' });
    expect(first).toHaveAttribute('href', '/lanes/origin-0/destination-0');
    expect(spy).toHaveBeenCalledWith(
      '/misc/popular/international-routes',
      expect.objectContaining({ params: { limit: 50, lang: 'en' } }),
    );
    expect(screen.queryByRole('link', { name: 'Origin 11 → Destination 11' })).toBeNull();
    const showAll = screen.getByRole('link', { name: 'Show all 12 routes' });
    expect(showAll).toHaveAttribute('href', '/international-routes-page?routes=all');
    const asked = spy.mock.calls.length;
    fireEvent.click(showAll);
    expect(await screen.findByRole('link', { name: 'Origin 11 → Destination 11' })).toBeInTheDocument();
    // The rows were read with the page: showing them all asks the API nothing.
    expect(spy.mock.calls.length).toBe(asked);
    expect(screen.getByRole('link', { name: 'Show fewer routes' })).toHaveAttribute('href', '/international-routes-page');
    await screen.findByText('Listed service');
    expect(serviceListCalls(spy).at(-1)).toMatchObject({ scope: 'international' });
  });

  it('domestic routes: domestic scope with a country filter kept in the URL', async () => {
    const spy = stub();
    renderRouteModule(DomesticRoutesPage, { url: '/domestic-routes-page?country=Spain',
      pattern: '/domestic-routes-page',
    });
    await screen.findByText('Listed service');
    expect(screen.getByLabelText('Country')).toHaveValue('Spain');
    expect(serviceListCalls(spy).at(-1)).toMatchObject({ scope: 'domestic', origin: 'Spain' });
  });

  it('domestic routes: the countries that have domestic services are offered to pick, the URL\'s one selected', async () => {
    const countries = [
      { country: 'Spain', label: 'Spain', serviceCount: 3 },
      { country: 'France', label: 'France', serviceCount: 42 },
      { country: 'Morocco', label: 'Morocco', serviceCount: 7 },
    ];
    const spy = stubApi((url) => {
      if (url === '/misc/popular/domestic-countries') return { items: countries };
      return url === '/misc/services' ? page([makeService(1, { title: 'Listed service' })]) : null;
    });
    const { router } = renderRouteModule(DomesticRoutesPage, { url: '/domestic-routes-page?country=morocco', pattern: '/domestic-routes-page' });
    await screen.findByText('Listed service');
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    // Not an empty box to type into: every country with domestic services, by name, with how many it has.
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'All countries'],
      ['France', 'France (42)'],
      ['Morocco', 'Morocco (7)'],
      ['Spain', 'Spain (3)'],
    ]);
    expect(select).toHaveValue('Morocco');
    expect(select.name).toBe('country');
    expect(select.closest('form')).toHaveAttribute('method', 'get');
    fireEvent.change(select, { target: { value: 'France' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('country')).toBe('France'));
    await waitFor(() => expect(serviceListCalls(spy).at(-1)).toMatchObject({ scope: 'domestic', origin: 'France' }));
  });

  it('domestic routes without the country list (the API gave none): the country is typed, suggestions asked for at the field', async () => {
    const spy = stubApi((url) => {
      if (url === '/misc/agent/count') return { items: [{ country: 'Spain', countryCode: 'ES', count: 3 }], total: 3 };
      return url === '/misc/services' ? page([makeService(1, { title: 'Listed service' })]) : null;
    });
    const { container } = renderRouteModule(DomesticRoutesPage, { url: '/domestic-routes-page', pattern: '/domestic-routes-page' });
    await screen.findByText('Listed service');
    expect(spy).not.toHaveBeenCalledWith('/misc/agent/count', expect.anything());
    fireEvent.focus(screen.getByLabelText('Country'));
    await waitFor(() => expect(container.querySelector('datalist option')).toHaveAttribute('value', 'Spain'));
  });

  it('international routes offer no domestic category (only cross-border transport applies), nor ask for one', async () => {
    const spy = stub();
    renderRouteModule(InternationalRoutesPage, { url: '/international-routes-page?category=domesticTransportcitywide',
      pattern: '/international-routes-page',
    });
    await screen.findByText('Listed service');
    const filters = screen.getByRole('search', { name: 'Filters' });
    const offered = [...filters.querySelectorAll('select[name="category"] option')].map((o) => o.textContent);
    expect(offered).not.toContain('Domestic Transport CityWide');
    expect(offered).not.toContain('Domestic Transport CitytoCity');
    expect(offered).not.toContain('Customs Services');
    expect(serviceListCalls(spy).at(-1)).toMatchObject({ scope: 'international' });
    expect(serviceListCalls(spy).at(-1)).not.toHaveProperty('category');
  });

  it('domestic routes offer the categories within a country, not international transport', async () => {
    stub();
    renderRouteModule(DomesticRoutesPage, { url: '/domestic-routes-page', pattern: '/domestic-routes-page' });
    await screen.findByText('Listed service');
    const options = [...(screen.getByLabelText('Category') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual([
      '',
      'domesticTransportcitywide',
      'domesticTransportcitytocity',
      'customsServices',
      'warehouseServices',
      'portAgencyServices',
      'brokerageServices',
    ]);
  });
});
