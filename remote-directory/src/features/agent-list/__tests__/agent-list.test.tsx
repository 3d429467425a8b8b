import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute, setupTestI18n, page, apiError } from '@cargora/shared/testing';
import DomesticAgentsPage from '../../../app/routes/domestic-agents-page';
import NewlyRegisteredAgentsPage from '../../../app/routes/newly-registered-agents-page';
import { agent } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-http';

const COUNTS = {
  items: [
    { country: 'France', countryCode: 'FR', count: 3 },
    { country: 'United Kingdom', countryCode: 'GB', count: 2 },
  ],
  total: 5,
};

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['directory']);
});

const lastAgentCall = (calls: { path: string; params: Record<string, unknown> }[]) =>
  calls.filter((c) => c.path === '/misc/user/agent').at(-1)?.params;

test('reads its filters from the URL and sends them to the API', async () => {
  const api = mockApi({
    '/misc/agent/count': () => COUNTS,
    '/misc/user/agent': () => page([agent(1, { companyName: 'Havre Freight' })], 1),
  });
  renderRoute(<DomesticAgentsPage />, {
    path: '/domestic-agents-page?country=France&q=havre&sort=name&page=2',
    pattern: '/domestic-agents-page',
  });
  expect(await screen.findByRole('link', { name: 'Havre Freight' })).toHaveAttribute(
    'href',
    '/storefront/agent-0001',
  );
  expect(lastAgentCall(api.calls)).toEqual({
    scope: 'domestic',
    country: 'France',
    q: 'havre',
    sort: 'name',
    page: 2,
    pageSize: 12,
  });
  expect(screen.getByLabelText('Sort by')).toHaveValue('name');
  expect(screen.getByLabelText('Search agents')).toHaveValue('havre');
  await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('France'));
});

test('changing a filter writes the URL, resets the page and refetches', async () => {
  const api = mockApi({
    '/misc/agent/count': () => COUNTS,
    '/misc/user/agent': () => page([agent(1)], 1),
  });
  const { router } = renderRoute(<DomesticAgentsPage />, {
    path: '/domestic-agents-page?page=3',
    pattern: '/domestic-agents-page',
  });
  await screen.findByRole('link', { name: 'Company 1' });

  fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
  await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
  await waitFor(() => expect(lastAgentCall(api.calls)).toMatchObject({ sort: 'newest', page: 1 }));

  await waitFor(() => expect(screen.getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument());
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'United Kingdom' } });
  await waitFor(() =>
    expect(new URLSearchParams(router.state.location.search).get('country')).toBe('United Kingdom'),
  );

  fireEvent.change(screen.getByLabelText('Search agents'), { target: { value: ' swift ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('swift'));
  await waitFor(() =>
    expect(lastAgentCall(api.calls)).toMatchObject({
      country: 'United Kingdom',
      q: 'swift',
      sort: 'newest',
      scope: 'domestic',
    }),
  );
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
  const { router } = renderRoute(<NewlyRegisteredAgentsPage />, {
    path: '/newly-registered-agents',
    pattern: '/newly-registered-agents',
  });
  await screen.findByRole('link', { name: 'Agent on page 1' });
  expect(lastAgentCall(api.calls)).toMatchObject({ sort: 'newest', page: 1 });
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

  const next = screen.getByRole('link', { name: 'Next' });
  expect(next).toHaveAttribute('href', '/newly-registered-agents?page=2');
  fireEvent.click(next);
  await screen.findByRole('link', { name: 'Agent on page 2' });
  expect(router.state.location.search).toBe('?page=2');
  expect(lastAgentCall(api.calls)).toMatchObject({ page: 2 });
  // The newly registered page has no sort control: newest is fixed.
  expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
});

test('shows an empty state that can clear the filters', async () => {
  mockApi({
    '/misc/agent/count': () => COUNTS,
    '/misc/user/agent': (params) => (params.q ? page([], 0) : page([agent(7)], 1)),
  });
  const { router } = renderRoute(<DomesticAgentsPage />, {
    path: '/domestic-agents-page?q=nothing',
    pattern: '/domestic-agents-page',
  });
  expect(await screen.findByText('No agents match')).toBeInTheDocument();
  const clear = screen.getByRole('link', { name: 'Clear filters' });
  expect(clear).toHaveAttribute('href', '/domestic-agents-page');
  fireEvent.click(clear);
  await screen.findByRole('link', { name: 'Company 7' });
  expect(router.state.location.search).toBe('');
});

test('shows an error with a retry that calls the API again', async () => {
  let fail = true;
  const api = mockApi({
    '/misc/agent/count': () => COUNTS,
    '/misc/user/agent': () => {
      if (fail) throw apiError(500, 'The agents service is down');
      return page([agent(3, { companyName: 'Back Again Ltd' })], 1);
    },
  });
  renderRoute(<DomesticAgentsPage />, { path: '/domestic-agents-page', pattern: '/domestic-agents-page' });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
  expect(api.callsTo('/misc/user/agent')).toHaveLength(1);

  fail = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Back Again Ltd' })).toBeInTheDocument();
  expect(api.callsTo('/misc/user/agent')).toHaveLength(2);
});

test('the filters are a GET form whose fields are the query parameters the list reads', async () => {
  mockApi({
    '/misc/agent/count': () => COUNTS,
    '/misc/user/agent': () => page([agent(1)], 30, 2, 12),
  });
  renderRoute(<DomesticAgentsPage />, {
    path: '/domestic-agents-page?country=France&sort=name&page=2&lang=fr',
    pattern: '/domestic-agents-page',
  });
  await screen.findByRole('link', { name: 'Company 1' });
  await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('France'));
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

test('a page past the last says so, with a link to the last page, and the pages are numbered links', async () => {
  mockApi({
    '/misc/agent/count': () => COUNTS,
    '/misc/user/agent': (params) => page([], 40, Number(params.page), 12),
  });
  renderRoute(<DomesticAgentsPage />, { path: '/domestic-agents-page?country=France&page=80', pattern: '/domestic-agents-page' });
  expect(await screen.findByRole('heading', { name: 'There is no page 80' })).toBeInTheDocument();
  expect(screen.queryByText('No agents match')).toBeNull();
  expect(screen.getByRole('link', { name: 'Go to the last page (4)' })).toHaveAttribute(
    'href',
    '/domestic-agents-page?country=France&page=4',
  );
});
