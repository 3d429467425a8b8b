import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, page } from '@cargora/shared/testing';
import * as WorldwideDirectoryPage from '../worldwide-directory-page';
import { agent } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-http';
import { blocksOf, queryRoute, renderRoute, setupDirectoryI18n } from '../../../testing/routes';

beforeAll(() => setupDirectoryI18n());

const query = (url: string) => queryRoute(WorldwideDirectoryPage, 'worldwideDirectory', url);
const render = (url: string) => renderRoute(WorldwideDirectoryPage, 'worldwideDirectory', url);

const COUNTS = {
  items: [
    { country: 'France', countryCode: 'FR', count: 3, label: 'France' },
    { country: 'Finland', countryCode: 'FI', count: 2 },
    { country: 'Spain', countryCode: 'ES', count: 1 },
  ],
  total: 6,
};

describe('loader and head', () => {
  test('without search words only the countries are read', async () => {
    const api = mockApi({ '/misc/agent/count': () => COUNTS });
    const { status, data } = await query('/worldwide-directory?filter=f&order=agents');
    expect(status).toBe(200);
    expect(api.calls.map((c) => c.path)).toEqual(['/misc/agent/count']);
    expect(data).toEqual({ counts: COUNTS, agents: null });
  });

  test('a search reads its agents with the countries, in parallel: the words only, rated first', async () => {
    const api = mockApi({ '/misc/agent/count': () => COUNTS, '/misc/user/agent': () => page([agent(1)], 1) });
    await query('/worldwide-directory?q=%20seine%20&country=Spain&sort=name&page=2');
    expect(api.maxInFlight).toBe(2);
    expect(api.callsTo('/misc/user/agent').map((c) => c.params)).toEqual([
      { q: 'seine', sort: 'rating', page: 2, pageSize: 12 },
    ]);
  });

  test('the head: the directory’s title, how many agents in how many countries, an ItemList of the countries', async () => {
    mockApi({ '/misc/agent/count': () => COUNTS });
    const { meta } = await query('/worldwide-directory');
    expect(meta).toMatchObject({ title: 'Worldwide agent directory', noindex: false });
    expect(meta!.description).toMatch(/6/);
    expect(blocksOf(meta!.structuredData, 'ItemList')[0]).toMatchObject({
      numberOfItems: 3,
      itemListElement: [
        { position: 1, name: 'France', url: 'http://site.test/country-directory-page/France' },
        { position: 2, name: 'Finland' },
        { position: 3, name: 'Spain' },
      ],
    });
  });

  test('without any country yet the directory stays indexed', async () => {
    mockApi({ '/misc/agent/count': () => ({ items: [], total: 0 }) });
    const { meta } = await query('/worldwide-directory');
    expect(meta!.noindex).toBe(false);
  });

  test('the API out of reach is a 503', async () => {
    mockApi({ '/misc/agent/count': () => Promise.reject(apiError(503, 'down')) });
    const { status, meta } = await query('/worldwide-directory');
    expect(status).toBe(503);
    expect(meta).toMatchObject({ title: 'Worldwide agent directory' });
  });
});

describe('page', () => {
  test('the totals, each country linking to its page, and the search results', async () => {
    mockApi({
      '/misc/agent/count': () => COUNTS,
      '/misc/user/agent': () => page([agent(1, { companyName: 'Seine Cargo' })], 1),
    });
    render('/worldwide-directory?q=seine');
    expect(await screen.findByRole('link', { name: 'Seine Cargo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Finland/ })).toHaveAttribute(
      'href',
      '/country-directory-page/Finland',
    );
    expect(screen.getByText('Agents', { selector: 'dt' }).nextElementSibling).toHaveTextContent('6');
    expect(screen.getByText('Countries', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3');
  });

  test('filtering, ordering and grouping the countries asks the API nothing again; a search does', async () => {
    const api = mockApi({
      '/misc/agent/count': () => COUNTS,
      '/misc/user/agent': () => page([agent(1, { companyName: 'Seine Cargo' })], 1),
    });
    const { router } = render('/worldwide-directory');
    await screen.findByRole('link', { name: /Spain/ });
    fireEvent.change(screen.getByLabelText('Find a country'), { target: { value: 'f' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Spain/ })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Find a country')).toHaveValue('f');
    fireEvent.change(screen.getByLabelText('Group'), { target: { value: 'none' } });
    await waitFor(() => expect(router.state.location.search).toBe('?filter=f&group=none'));
    expect(api.calls).toHaveLength(1);

    await act(() => router.navigate('/worldwide-directory?filter=f&group=none&q=seine'));
    expect(await screen.findByRole('link', { name: 'Seine Cargo' })).toBeInTheDocument();
    expect(api.callsTo('/misc/agent/count')).toHaveLength(2);
    expect(api.callsTo('/misc/user/agent')).toHaveLength(1);
  });

  test('the API out of reach offers Retry, which reads again', async () => {
    let fail = true;
    mockApi({ '/misc/agent/count': () => (fail ? Promise.reject(apiError(503, 'down')) : COUNTS) });
    render('/worldwide-directory');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: /Spain/ })).toBeInTheDocument();
  });
});
