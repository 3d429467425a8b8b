import { screen } from '@testing-library/react';
import { apiError, page } from '@cargora/shared/testing';
import { i18next } from '@cargora/shared/runtime';
import * as CompanyDetailsPage from '../company-details-page';
import { agent } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-http';
import { blocksOf, queryRoute, renderRoute, setupDirectoryI18n } from '../../../testing/routes';

beforeAll(() => setupDirectoryI18n());

const query = (url: string) => queryRoute(CompanyDetailsPage, 'companyDetails', url);
const render = (url: string) => renderRoute(CompanyDetailsPage, 'companyDetails', url);

const FRANCE = {
  items: [{ country: 'France', state: 'Normandy', count: 3, label: 'Normandie', countryLabel: 'France' }],
};

/** France known (Normandy with agents), Narnia not one of its regions: the companies' 404, as the API answers it. */
const unknownState = (countryLabel = 'France') =>
  mockApi({
    '/misc/agent/count/state': () => ({ items: FRANCE.items.map((i) => ({ ...i, countryLabel })) }),
    '/misc/company/directory': () => Promise.reject(apiError(404, 'State Narnia not found in France')),
  });

const unknownCountry = () =>
  mockApi({
    '/misc/agent/count/state': () => Promise.reject(apiError(404, 'Country Atlantis not found')),
    '/misc/company/directory': () => Promise.reject(apiError(404, 'Country Atlantis not found')),
  });

describe('loader and head', () => {
  test("reads the country's regions and the region's companies together, with the URL's search and page", async () => {
    const api = mockApi({
      '/misc/agent/count/state': () => FRANCE,
      '/misc/company/directory': () => page([agent(1, { companyName: 'Seine Cargo' })], 13, 2, 12),
    });
    const { status, meta } = await query('/company-details/France/Normandy?q=%20rouen%20&page=2&sort=x');
    expect(status).toBe(200);
    expect(api.maxInFlight).toBe(2);
    expect(api.callsTo('/misc/agent/count/state').map((c) => c.params)).toEqual([{ country: 'France' }]);
    expect(api.callsTo('/misc/company/directory').map((c) => c.params)).toEqual([
      { country: 'France', state: 'Normandy', q: 'rouen', page: 2, pageSize: 12 },
    ]);
    // The names in the page's language; the region's companies are what it lists.
    expect(meta).toMatchObject({ title: 'Companies in Normandie, France', noindex: false });
    expect(blocksOf(meta!.structuredData, 'ItemList')[0]).toMatchObject({
      numberOfItems: 13,
      itemListElement: [{ position: 13, name: 'Seine Cargo', url: 'http://site.test/storefront/agent-0001' }],
    });
  });

  test('a region the API knows with no companies yet is a 200 list, kept out of search results', async () => {
    mockApi({
      '/misc/agent/count/state': () => ({ items: [] }),
      '/misc/company/directory': () => page([], 0),
    });
    const { status, meta } = await query('/company-details/Israel/Haifa');
    expect(status).toBe(200);
    expect(meta).toMatchObject({ title: 'Companies in Haifa, Israel', noindex: true });
  });

  test('a region the API does not know in a country it knows is a 404 naming the country in its language', async () => {
    unknownState();
    const { status, meta } = await query('/company-details/France/Narnia');
    expect(status).toBe(404);
    expect(meta).toEqual({
      title: 'Region not found',
      description:
        "We don't know a region called Narnia in France. Pick one of its regions on the country's page.",
      noindex: true,
    });
  });

  test('a country the API does not know is its 404 whatever the region, with the country not found', async () => {
    unknownCountry();
    const { status, meta } = await query('/company-details/Atlantis/Normandy');
    expect(status).toBe(404);
    expect(meta).toMatchObject({ title: 'Country not found', noindex: true });
  });

  test('a region name the API refuses is a 400, not found', async () => {
    mockApi({
      '/misc/agent/count/state': () => FRANCE,
      '/misc/company/directory': () => Promise.reject(apiError(400, 'querystring/state too long')),
    });
    const { status, meta } = await query(`/company-details/France/${'x'.repeat(90)}`);
    expect(status).toBe(400);
    expect(meta).toMatchObject({ title: 'Region not found', noindex: true });
  });

  test("the companies' API out of reach is a 503, not a region not found", async () => {
    mockApi({
      '/misc/agent/count/state': () => FRANCE,
      '/misc/company/directory': () => Promise.reject(apiError(500, 'down')),
    });
    const { status, meta } = await query('/company-details/France/Normandy');
    expect(status).toBe(503);
    expect(meta!.title).toBe('Companies in Normandy, France');
  });
});

describe('page', () => {
  test("a region's companies: its names in the page's language, its list", async () => {
    mockApi({
      '/misc/agent/count/state': () => FRANCE,
      '/misc/company/directory': () => page([agent(1, { companyName: 'Seine Cargo' })], 1),
    });
    render('/company-details/France/Normandy');
    expect(await screen.findByRole('link', { name: 'Seine Cargo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Companies in Normandie, France');
  });

  test('a region the API knows with no companies yet is an empty list, not a not-found page', async () => {
    mockApi({
      '/misc/agent/count/state': () => ({ items: [] }),
      '/misc/company/directory': () => page([], 0),
    });
    render('/company-details/Israel/Haifa');
    expect(await screen.findByText('No companies found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Companies in Haifa, Israel');
    expect(screen.queryByText('Region not found')).not.toBeInTheDocument();
  });

  test('a region the API does not know in a country it knows says so, with links back', async () => {
    unknownState();
    render('/company-details/France/Narnia');
    expect(await screen.findByRole('heading', { level: 1, name: 'Region not found' })).toBeInTheDocument();
    expect(screen.getByText('Narnia', { selector: 'p bdi' }).parentElement).toHaveTextContent(
      "We don't know a region called Narnia in France. Pick one of its regions on the country's page.",
    );
    expect(screen.getByRole('link', { name: 'Back to the agents in France' })).toHaveAttribute(
      'href',
      '/country-directory-page/France',
    );
    expect(screen.getByRole('link', { name: 'Back to the worldwide directory' })).toHaveAttribute(
      'href',
      '/worldwide-directory',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('State Narnia not found in France')).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  test('a country the API does not know is not found, whatever the region', async () => {
    unknownCountry();
    render('/company-details/Atlantis/Normandy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Country not found' })).toBeInTheDocument();
    expect(screen.getByText('Atlantis', { selector: 'p bdi' }).parentElement).toHaveTextContent(
      "We don't know a country called Atlantis. Pick one from the worldwide directory.",
    );
    expect(screen.queryByRole('link', { name: /Back to the agents in/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the worldwide directory' })).toHaveAttribute(
      'href',
      '/worldwide-directory',
    );
  });

  test.each([
    [
      'fr',
      'France',
      'Région introuvable',
      'Nous ne connaissons aucune région nommée Narnia (France). Choisissez l’une de ses régions sur la page du pays.',
      'Retour aux agents – France',
    ],
    [
      'ar',
      'فرنسا',
      'المنطقة غير موجودة',
      'لا نعرف منطقة باسم Narnia في فرنسا. اختر إحدى مناطقه من صفحة البلد.',
      'العودة إلى الوكلاء في فرنسا',
    ],
  ])(
    'in %s an unknown region says so in its language, the country named in it',
    async (lng, countryLabel, title, hint, back) => {
      await i18next.changeLanguage(lng);
      try {
        unknownState(countryLabel);
        render('/company-details/France/Narnia');
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
        // Each name keeps its own direction (a Latin name inside an Arabic sentence).
        expect(screen.getByText('Narnia', { selector: 'p bdi' }).parentElement).toHaveTextContent(hint);
        expect(screen.getByRole('link', { name: back })).toHaveAttribute(
          'href',
          '/country-directory-page/France',
        );
        const { meta } = await query(`/company-details/France/Narnia?lang=${lng}`);
        expect(meta).toMatchObject({ title, noindex: true });
      } finally {
        await i18next.changeLanguage('en');
      }
    },
  );
});
