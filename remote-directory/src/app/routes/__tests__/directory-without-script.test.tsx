// The directory's lists work without JavaScript: their controls are GET forms named after the query parameters the
// pages read, and their other navigation is links (with JavaScript the same controls navigate inside the page).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page } from '@cargora/shared/testing';
import * as WorldwideDirectoryPage from '../worldwide-directory-page';
import * as CompanyDetailsPage from '../company-details-page';
import { agent } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-http';
import { renderRoute, setupDirectoryI18n } from '../../../testing/routes';

beforeAll(() => setupDirectoryI18n());

const COUNTS = {
  items: [
    { country: 'France', countryCode: 'FR', count: 3 },
    { country: 'Finland', countryCode: 'FI', count: 2 },
    { country: 'Spain', countryCode: 'ES', count: 1 },
  ],
  total: 6,
};

const fields = (form: HTMLFormElement) => [...new FormData(form).entries()];

test('worldwide: the country index is a GET form (filter, order, group) that keeps the agent search', async () => {
  mockApi({
    '/misc/agent/count': () => COUNTS,
    '/misc/user/agent': () => page([agent(1, { companyName: 'Seine Cargo' })], 1),
  });
  const { router } = renderRoute(
    WorldwideDirectoryPage,
    'worldwideDirectory',
    '/worldwide-directory?q=seine&filter=f&order=agents',
  );
  await screen.findByRole('link', { name: 'Seine Cargo' });
  const france = await screen.findByRole('link', { name: /France/ });
  expect(france).toHaveAttribute('href', '/country-directory-page/France');
  expect(screen.queryByRole('link', { name: /Spain/ })).not.toBeInTheDocument();

  const index = screen.getByLabelText('Find a country').closest('form')!;
  expect(index).toHaveAttribute('method', 'get');
  expect(fields(index)).toEqual([
    ['q', 'seine'],
    ['filter', 'f'],
    ['order', 'agents'],
    ['group', 'letter'],
  ]);

  // The agent search keeps the index's choices and starts its results again.
  const search = screen.getByRole('search', { name: 'Filter agents' }) as HTMLFormElement;
  expect(search).toHaveAttribute('method', 'get');
  expect(fields(search)).toEqual([
    ['filter', 'f'],
    ['order', 'agents'],
    ['q', 'seine'],
  ]);

  // With JavaScript the controls still apply as they change.
  fireEvent.change(screen.getByLabelText('Group'), { target: { value: 'none' } });
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('group')).toBe('none'));
});

test('companies of a region: a GET search form, page links and a clear link', async () => {
  const api = mockApi({
    '/misc/agent/count/state': ({ country }) => ({ items: [{ country, state: 'Normandy', count: 30 }] }),
    '/misc/company/directory': ({ q, page: p }) =>
      q === 'none'
        ? page([], 0)
        : page([agent(Number(p), { companyName: `Company on page ${String(p)}` })], 30, Number(p), 12),
  });
  const { router } = renderRoute(
    CompanyDetailsPage,
    'companyDetails',
    '/company-details/France/Normandy?q=rouen',
  );
  await screen.findByRole('link', { name: 'Company on page 1' });
  // Headings in order: the page's h1, then each company an h2 (no level skipped).
  expect(screen.getByRole('heading', { level: 2, name: 'Company on page 1' })).toBeInTheDocument();
  expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  const form = screen.getByRole('search', { name: /.+/ }) as HTMLFormElement;
  expect(form).toHaveAttribute('method', 'get');
  expect(fields(form)).toEqual([['q', 'rouen']]);
  expect(within(form).getByRole('button')).toHaveAttribute('type', 'submit');

  const next = screen.getByRole('link', { name: 'Next' });
  expect(next).toHaveAttribute('href', '/company-details/France/Normandy?q=rouen&page=2');
  fireEvent.click(next);
  expect(await screen.findByRole('link', { name: 'Company on page 2' })).toBeInTheDocument();
  expect(api.callsTo('/misc/company/directory').at(-1)?.params).toMatchObject({ q: 'rouen', page: 2 });

  await act(() => router.navigate('/company-details/France/Normandy?q=none'));
  const clear = await screen.findByRole('link', { name: 'Clear filters' });
  expect(clear).toHaveAttribute('href', '/company-details/France/Normandy');
  fireEvent.click(clear);
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(await screen.findByRole('link', { name: 'Company on page 1' })).toBeInTheDocument();
});
