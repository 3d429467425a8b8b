// The three agent list pages (newly registered, domestic, international) and the list they share.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, apiError } from '@cargora/shared/testing';
import * as DomesticAgentsPage from '../../../app/routes/domestic-agents-page';
import * as InternationalAgentsPage from '../../../app/routes/international-agents-page';
import * as NewlyRegisteredAgentsPage from '../../../app/routes/newly-registered-agents-page';
import { agent } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-http';
import { blocksOf, queryRoute, renderRoute, setupDirectoryI18n } from '../../../testing/routes';

const COUNTS = {
  items: [
    { country: 'France', countryCode: 'FR', count: 3 },
    { country: 'United Kingdom', countryCode: 'GB', count: 2 },
  ],
  total: 5,
};

beforeAll(() => setupDirectoryI18n());

const renderDomestic = (url: string) => renderRoute(DomesticAgentsPage, 'domesticAgents', url);

describe('loaders and heads', () => {
  test.each([
    ['domestic', DomesticAgentsPage, 'domesticAgents', '/domestic-agents-page'],
    ['international', InternationalAgentsPage, 'internationalAgents', '/international-agents-page'],
  ] as const)(
    '%s: the URL’s filters and the countries for the filter, read together',
    async (scope, module, id, path) => {
      const api = mockApi({
        '/misc/agent/count': () => COUNTS,
        '/misc/user/agent': () => page([agent(1, { companyName: 'Havre Freight' })], 25, 2, 12),
      });
      const { status, data } = await queryRoute(
        module,
        id,
        `${path}?country=France&q=%20havre%20&sort=name&page=2&utm_source=x`,
      );
      expect(status).toBe(200);
      expect(api.maxInFlight).toBe(2);
      expect(api.callsTo('/misc/user/agent').map((c) => c.params)).toEqual([
        { scope, country: 'France', q: 'havre', sort: 'name', page: 2, pageSize: 12 },
      ]);
      expect(api.callsTo('/misc/agent/count')).toHaveLength(1);
      expect(data).toMatchObject({ agents: { total: 25 }, countries: COUNTS.items });
    },
  );

  test('an unknown sort or a page that is not one falls back to the defaults', async () => {
    const api = mockApi({ '/misc/agent/count': () => COUNTS, '/misc/user/agent': () => page([agent(1)], 1) });
    await queryRoute(DomesticAgentsPage, 'domesticAgents', '/domestic-agents-page?sort=cheapest&page=-3');
    expect(api.callsTo('/misc/user/agent')[0]!.params).toEqual({
      scope: 'domestic',
      sort: 'rating',
      page: 1,
      pageSize: 12,
    });
  });

  test('newly registered: newest first, fixed; only the country filter', async () => {
    const api = mockApi({ '/misc/agent/count': () => COUNTS, '/misc/user/agent': () => page([agent(1)], 1) });
    await queryRoute(
      NewlyRegisteredAgentsPage,
      'newlyRegisteredAgents',
      '/newly-registered-agents?sort=name&q=x&country=France',
    );
    expect(api.callsTo('/misc/user/agent')[0]!.params).toEqual({
      country: 'France',
      sort: 'newest',
      page: 1,
      pageSize: 12,
    });
  });

  test('the head: the page’s title, its description counting the agents, an ItemList of the storefronts shown', async () => {
    mockApi({
      '/misc/agent/count': () => COUNTS,
      '/misc/user/agent': () => page([agent(1, { companyName: 'Havre Freight' })], 30, 3, 12),
    });
    const { meta } = await queryRoute(DomesticAgentsPage, 'domesticAgents', '/domestic-agents-page?page=3');
    expect(meta).toMatchObject({ title: 'Domestic agents', noindex: false });
    expect(meta!.description).toMatch(/30/);
    expect(blocksOf(meta!.structuredData, 'ItemList')).toEqual([
      {
        '@type': 'ItemList',
        numberOfItems: 30,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 25,
            name: 'Havre Freight',
            url: 'http://site.test/storefront/agent-0001',
          },
        ],
      },
    ]);
  });

  test('an empty list is kept out of search results', async () => {
    mockApi({ '/misc/agent/count': () => COUNTS, '/misc/user/agent': () => page([], 0) });
    const { status, meta } = await queryRoute(
      DomesticAgentsPage,
      'domesticAgents',
      '/domestic-agents-page?q=nothing',
    );
    expect(status).toBe(200);
    expect(meta).toMatchObject({ title: 'Domestic agents', noindex: true });
    expect(meta!.structuredData).toBeUndefined();
  });

  test('the countries for the filter failing leave the list standing; the agents failing is a 503', async () => {
    mockApi({
      '/misc/agent/count': () => Promise.reject(apiError(500, 'down')),
      '/misc/user/agent': () => page([agent(1)], 1),
    });
    const side = await queryRoute(DomesticAgentsPage, 'domesticAgents', '/domestic-agents-page');
    expect(side.status).toBe(200);
    expect(side.data).toMatchObject({ countries: null });

    mockApi({
      '/misc/agent/count': () => COUNTS,
      '/misc/user/agent': () => Promise.reject(apiError(500, 'down')),
    });
    const down = await queryRoute(DomesticAgentsPage, 'domesticAgents', '/domestic-agents-page');
    expect(down.status).toBe(503);
    expect(down.meta).toMatchObject({ title: 'Domestic agents' });
  });
});

describe('the list', () => {
  test('shows the URL’s filters and each agent’s card', async () => {
    mockApi({
      '/misc/agent/count': () => COUNTS,
      '/misc/user/agent': () => page([agent(1, { companyName: 'Havre Freight' })], 1),
    });
    renderDomestic('/domestic-agents-page?country=France&q=havre&sort=name');
    expect(await screen.findByRole('link', { name: 'Havre Freight' })).toHaveAttribute(
      'href',
      '/storefront/agent-0001',
    );
    expect(screen.getByRole('link', { name: 'View storefront of Havre Freight' })).toHaveAttribute(
      'href',
      '/storefront/agent-0001',
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    expect(screen.getByLabelText('Search agents')).toHaveValue('havre');
    expect(screen.getByLabelText('Country')).toHaveValue('France');
    expect(screen.getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();
  });

  test('changing a filter writes the URL, resets the page and runs the loader', async () => {
    const api = mockApi({ '/misc/agent/count': () => COUNTS, '/misc/user/agent': () => page([agent(1)], 1) });
    const { router } = renderDomestic('/domestic-agents-page?page=3');
    await screen.findByRole('link', { name: 'Company 1' });

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
    expect(api.callsTo('/misc/user/agent').at(-1)?.params).toMatchObject({ sort: 'newest', page: 1 });

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'United Kingdom' } });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('country')).toBe('United Kingdom'),
    );

    fireEvent.change(screen.getByLabelText('Search agents'), { target: { value: ' swift ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('swift'));
    expect(api.callsTo('/misc/user/agent').at(-1)?.params).toMatchObject({
      country: 'United Kingdom',
      q: 'swift',
      sort: 'newest',
      scope: 'domestic',
    });
  });

  test('two quick changes both count: the second applies to the query the first is loading', async () => {
    const api = mockApi({ '/misc/agent/count': () => COUNTS, '/misc/user/agent': () => page([agent(1)], 1) });
    const { router } = renderDomestic('/domestic-agents-page');
    await screen.findByRole('link', { name: 'Company 1' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'France' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&country=France'));
    expect(api.callsTo('/misc/user/agent').at(-1)?.params).toMatchObject({ country: 'France', sort: 'name' });
  });

  test('paginates through the URL', async () => {
    const api = mockApi({
      '/misc/agent/count': () => COUNTS,
      '/misc/user/agent': (params) =>
        page(
          [agent(Number(params.page) * 100, { companyName: `Agent on page ${String(params.page)}` })],
          30,
          Number(params.page),
          12,
        ),
    });
    const { router } = renderRoute(
      NewlyRegisteredAgentsPage,
      'newlyRegisteredAgents',
      '/newly-registered-agents',
    );
    await screen.findByRole('link', { name: 'Agent on page 1' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/newly-registered-agents?page=2');
    fireEvent.click(next);
    await screen.findByRole('link', { name: 'Agent on page 2' });
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('/misc/user/agent').at(-1)?.params).toMatchObject({ page: 2 });
    // The newly registered page has no sort control: newest is fixed.
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
  });

  test('shows an empty state that can clear the filters', async () => {
    mockApi({
      '/misc/agent/count': () => COUNTS,
      '/misc/user/agent': (params) => (params.q ? page([], 0) : page([agent(7)], 1)),
    });
    const { router } = renderDomestic('/domestic-agents-page?q=nothing');
    expect(await screen.findByText('No agents match')).toBeInTheDocument();
    const clear = screen.getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/domestic-agents-page');
    fireEvent.click(clear);
    await screen.findByRole('link', { name: 'Company 7' });
    expect(router.state.location.search).toBe('');
  });

  test('the API out of reach shows an error with a retry that runs the loader again', async () => {
    let fail = true;
    const api = mockApi({
      '/misc/agent/count': () => COUNTS,
      '/misc/user/agent': () =>
        fail
          ? Promise.reject(apiError(500, 'The agents service is down'))
          : page([agent(3, { companyName: 'Back Again Ltd' })], 1),
    });
    renderDomestic('/domestic-agents-page');
    const alert = await screen.findByRole('alert');
    expect(api.callsTo('/misc/user/agent')).toHaveLength(1);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back Again Ltd' })).toBeInTheDocument();
    expect(api.callsTo('/misc/user/agent')).toHaveLength(2);
  });

  test('the filters are a GET form whose fields are the query parameters the list reads', async () => {
    mockApi({ '/misc/agent/count': () => COUNTS, '/misc/user/agent': () => page([agent(1)], 30, 2, 12) });
    renderDomestic('/domestic-agents-page?country=France&sort=name&page=2&lang=fr');
    await screen.findByRole('link', { name: 'Company 1' });
    expect(screen.getByLabelText('Country')).toHaveValue('France');
    const form = screen.getByRole('search', { name: 'Filter agents' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    // The page goes (a new filter starts at page 1); what the form does not own stays.
    expect([...new FormData(form).entries()]).toEqual([
      ['lang', 'fr'],
      ['q', ''],
      ['country', 'France'],
      ['sort', 'name'],
    ]);
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/domestic-agents-page?country=France&sort=name&page=3&lang=fr',
    );
  });

  test('a page past the last says so, with a link to the last page', async () => {
    mockApi({
      '/misc/agent/count': () => COUNTS,
      '/misc/user/agent': (params) => page([], 40, Number(params.page), 12),
    });
    renderDomestic('/domestic-agents-page?country=France&page=80');
    expect(await screen.findByRole('heading', { name: 'There is no page 80' })).toBeInTheDocument();
    expect(screen.queryByText('No agents match')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the last page (4)' })).toHaveAttribute(
      'href',
      '/domestic-agents-page?country=France&page=4',
    );
  });
});
