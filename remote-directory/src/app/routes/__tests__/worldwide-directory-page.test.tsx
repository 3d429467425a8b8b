import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, page } from '@cargora/shared/testing';
import { i18next } from '@cargora/shared/runtime';
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

  test('one compact list: each country once with the number of its agents, read out as "3 agents"', async () => {
    mockApi({ '/misc/agent/count': () => COUNTS });
    render('/worldwide-directory');
    const france = await screen.findByRole('link', { name: 'France 3 agents' });
    // Shown: the name and the number (narrow columns); the words are for screen readers.
    expect(france.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^3$/);
    // Every letter's countries under one list of columns, not a card per letter.
    const index = screen.getByRole('region', { name: 'Agents by country' });
    expect(within(index).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['F', 'S']);
    expect(within(index).getAllByRole('list')).toHaveLength(2);
  });

  test.each([
    // Grouped, ordered and found by the name the visitor reads, not the English one.
    ['fr', [{ country: 'Germany', countryCode: 'DE', count: 2, label: 'Allemagne' }, { country: 'Spain', countryCode: 'ES', count: 1, label: 'Espagne' }, { country: 'Egypt', countryCode: 'EG', count: 1, label: 'Égypte' }], 'allem', ['A', 'E'], ['Allemagne', 'Égypte', 'Espagne']],
    // Hamza forms of alif are one letter of the index; the article is not a letter (المغرب under م).
    ['ar', [{ country: 'Germany', countryCode: 'DE', count: 2, label: 'ألمانيا' }, { country: 'Indonesia', countryCode: 'ID', count: 1, label: 'إندونيسيا' }, { country: 'Spain', countryCode: 'ES', count: 1, label: 'إسبانيا' }, { country: 'Morocco', countryCode: 'MA', count: 1, label: 'المغرب' }], 'spain', ['ا', 'م'], ['إسبانيا', 'ألمانيا', 'إندونيسيا', 'المغرب']],
  ])('in %s the index groups and orders the countries by their names in the language', async (lng, items, needle, letters, names) => {
    await i18next.changeLanguage(lng);
    try {
      mockApi({ '/misc/agent/count': () => ({ items, total: 4 }) });
      const { container } = render('/worldwide-directory');
      await waitFor(() => expect(container.querySelectorAll('a[href^="/country-directory-page/"]')).toHaveLength(items.length));
      const index = container.querySelector('a[href^="/country-directory-page/"]')!.closest('section')!;
      expect([...index.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(letters);
      expect([...index.querySelectorAll('a[href^="/country-directory-page/"] > span:first-child')].map((a) => a.textContent)).toEqual(names);
      // The English name finds the country too.
      fireEvent.change(index.querySelector('input[name="filter"]')!, { target: { value: needle } });
      await waitFor(() => expect(index.querySelectorAll('a[href^="/country-directory-page/"]')).toHaveLength(1));
    } finally {
      await i18next.changeLanguage('en');
    }
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
