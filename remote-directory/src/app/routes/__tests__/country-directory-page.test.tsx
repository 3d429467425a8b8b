import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, page } from '@cargora/shared/testing';
import { i18next } from '@cargora/shared/runtime';
import * as CountryDirectoryPage from '../country-directory-page';
import { agent } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-http';
import { blocksOf, queryRoute, renderRoute, setupDirectoryI18n } from '../../../testing/routes';

beforeAll(() => setupDirectoryI18n());

const query = (url: string) => queryRoute(CountryDirectoryPage, 'countryDirectory', url);
const render = (url: string) => renderRoute(CountryDirectoryPage, 'countryDirectory', url);

const regions = (country: unknown, countryLabel?: string) => ({
  items: [
    { country, state: 'Greater London', count: 4, ...(countryLabel ? { countryLabel } : {}) },
    { country, state: "Provence-Alpes-Cote d'Azur", count: 2, ...(countryLabel ? { countryLabel } : {}) },
  ],
});

const unknownCountry = () =>
  mockApi({
    '/misc/agent/count/state': () => Promise.reject(apiError(404, 'Country Atlantis not found')),
    '/misc/user/agent': () => page([], 0),
  });

describe('loader and head', () => {
  test('reads the regions and the agents of the decoded country together, with the sort the URL asks', async () => {
    const api = mockApi({
      '/misc/agent/count/state': ({ country }) => regions(country),
      '/misc/user/agent': () => page([agent(9, { companyName: 'Thames Cargo' })], 13, 2, 12),
    });
    const { status, data, meta } = await query(
      '/country-directory-page/United%20Kingdom?sort=name&page=2&q=ignored',
    );
    expect(status).toBe(200);
    expect(api.maxInFlight).toBe(2);
    // The decoded name goes to the API, never the encoded one; the page fixes the country and reads no words.
    expect(api.callsTo('/misc/agent/count/state').map((c) => c.params)).toEqual([
      { country: 'United Kingdom' },
    ]);
    expect(api.callsTo('/misc/user/agent').map((c) => c.params)).toEqual([
      { country: 'United Kingdom', sort: 'name', page: 2, pageSize: 12 },
    ]);
    expect(data).toMatchObject({
      states: [{ state: 'Greater London' }, { state: "Provence-Alpes-Cote d'Azur" }],
      agents: { total: 13 },
    });
    expect(meta).toMatchObject({ title: 'Agents in United Kingdom', noindex: false });
    expect(meta!.description).toMatch(/United Kingdom/);
    expect(blocksOf(meta!.structuredData, 'ItemList')).toEqual([
      {
        '@type': 'ItemList',
        numberOfItems: 13,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 13,
            name: 'Thames Cargo',
            url: 'http://site.test/storefront/agent-0009',
          },
        ],
      },
    ]);
  });

  test("names the country in the page's language (the API's label)", async () => {
    mockApi({
      '/misc/agent/count/state': ({ country }) => regions(country, 'Royaume-Uni'),
      '/misc/user/agent': () => page([agent(9)], 1),
    });
    const { meta } = await query('/country-directory-page/United%20Kingdom?lang=fr');
    expect(meta!.title).toMatch(/Royaume-Uni/);
  });

  test('a country the API knows with no agents yet is a 200 kept out of search results', async () => {
    mockApi({ '/misc/agent/count/state': () => ({ items: [] }), '/misc/user/agent': () => page([], 0) });
    const { status, meta } = await query('/country-directory-page/Israel');
    expect(status).toBe(200);
    expect(meta).toMatchObject({ title: 'Agents in Israel', noindex: true });
  });

  test('a country the API does not know is its 404, whatever its agents answered, with a not-found head', async () => {
    mockApi({
      '/misc/agent/count/state': async () => {
        // The agents' failure comes first in time: the country's status still decides.
        await new Promise((resolve) => setTimeout(resolve, 0));
        throw apiError(404, 'Country Atlantis not found');
      },
      '/misc/user/agent': () => Promise.reject(apiError(500, 'down')),
    });
    const { status, meta } = await query('/country-directory-page/Atlantis');
    expect(status).toBe(404);
    expect(meta).toEqual({
      title: 'Country not found',
      description: "We don't know a country called Atlantis. Pick one from the worldwide directory.",
      noindex: true,
    });
  });

  test('a name the API refuses as malformed is its 400, not found', async () => {
    mockApi({
      '/misc/agent/count/state': () =>
        Promise.reject(apiError(400, 'querystring/country must NOT have more than 80 characters')),
    });
    const { status, meta } = await query(`/country-directory-page/${'x'.repeat(90)}`);
    expect(status).toBe(400);
    expect(meta).toMatchObject({ title: 'Country not found', noindex: true });
  });

  test('the API out of reach is a 503', async () => {
    mockApi({
      '/misc/agent/count/state': () => Promise.reject(apiError(503, 'down')),
      '/misc/user/agent': () => page([], 0),
    });
    const { status, headers } = await query('/country-directory-page/France');
    expect(status).toBe(503);
    expect(headers.get('Retry-After')).toBe('30');
  });
});

describe('page', () => {
  test('links each region to its companies, encoding names with spaces, and lists the agents', async () => {
    mockApi({
      '/misc/agent/count/state': ({ country }) => regions(country),
      '/misc/user/agent': () =>
        page([agent(9, { companyName: 'Thames Cargo', country: 'United Kingdom' })], 1),
    });
    render('/country-directory-page/United%20Kingdom');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agents in United Kingdom' }),
    ).toBeInTheDocument();
    const london = screen.getByRole('link', { name: /Greater London/ });
    expect(london).toHaveAttribute('href', '/company-details/United%20Kingdom/Greater%20London');
    expect(london).toHaveTextContent('4 agents');
    expect(screen.getByRole('link', { name: /Provence/ })).toHaveAttribute(
      'href',
      "/company-details/United%20Kingdom/Provence-Alpes-Cote%20d'Azur",
    );
    expect(screen.getByRole('link', { name: 'Thames Cargo' })).toBeInTheDocument();
  });

  test("sorts the country's agents through the URL, which runs the loader again", async () => {
    const api = mockApi({
      '/misc/agent/count/state': ({ country }) => ({ items: [{ country, state: 'Normandy', count: 1 }] }),
      '/misc/user/agent': ({ sort }) => page([agent(1, { companyName: `Sorted by ${String(sort)}` })], 1),
    });
    const { router } = render('/country-directory-page/France');
    await screen.findByRole('link', { name: 'Sorted by rating' });
    // The country is fixed by the page: no country filter here.
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    // The select shows the visitor's choice at once, while the loader reads it.
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    expect(await screen.findByRole('link', { name: 'Sorted by name' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=name');
    expect(api.callsTo('/misc/user/agent').at(-1)?.params).toMatchObject({ country: 'France', sort: 'name' });
  });

  test('a country the API knows with no agents yet shows an empty state with a way back', async () => {
    mockApi({ '/misc/agent/count/state': () => ({ items: [] }), '/misc/user/agent': () => page([], 0) });
    render('/country-directory-page/Israel');
    expect(await screen.findByText('No agents in Israel yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agents in Israel');
    expect(screen.getByRole('link', { name: 'Back to the worldwide directory' })).toHaveAttribute(
      'href',
      '/worldwide-directory',
    );
    expect(screen.queryByRole('heading', { name: 'Regions' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
  });

  test('a country the API does not know says so, with a way back', async () => {
    unknownCountry();
    render('/country-directory-page/Atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Country not found' })).toBeInTheDocument();
    expect(screen.getByText('Atlantis', { selector: 'p bdi' }).parentElement).toHaveTextContent(
      "We don't know a country called Atlantis. Pick one from the worldwide directory.",
    );
    expect(screen.getByRole('link', { name: 'Back to the worldwide directory' })).toHaveAttribute(
      'href',
      '/worldwide-directory',
    );
    // Not the API's message, no retry, and no list of the country's agents.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Country Atlantis not found')).not.toBeInTheDocument();
    expect(screen.queryByText(/No agents in/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
  });

  test.each([
    [
      'fr',
      'Pays introuvable',
      'Nous ne connaissons aucun pays nommé Atlantis. Choisissez-en un dans l’annuaire mondial.',
      'Retour à l’annuaire mondial',
    ],
    [
      'ar',
      'البلد غير موجود',
      'لا نعرف بلدًا باسم Atlantis. اختر بلدًا من الدليل العالمي.',
      'العودة إلى الدليل العالمي',
    ],
  ])(
    'in %s an unknown country says so in its language, the name keeping its own direction',
    async (lng, title, hint, back) => {
      await i18next.changeLanguage(lng);
      try {
        unknownCountry();
        render('/country-directory-page/Atlantis');
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
        expect(screen.getByText('Atlantis', { selector: 'p bdi' }).parentElement).toHaveTextContent(hint);
        expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/worldwide-directory');
        const { meta } = await query(`/country-directory-page/Atlantis?lang=${lng}`);
        expect(meta).toMatchObject({ title, noindex: true });
      } finally {
        await i18next.changeLanguage('en');
      }
    },
  );

  test('the API out of reach offers Retry', async () => {
    let fail = true;
    mockApi({
      '/misc/agent/count/state': ({ country }) =>
        fail ? Promise.reject(apiError(503, 'down')) : { items: [{ country, state: 'Normandy', count: 1 }] },
      '/misc/user/agent': () => page([agent(1)], 1),
    });
    render('/country-directory-page/France');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Company 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
