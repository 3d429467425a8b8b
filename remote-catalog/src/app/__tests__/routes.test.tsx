// The catalog's route modules as the host runs them: each route id's status, loader data and head (queryRouteModule
// runs the loader as the server render does), the compare tray around its pages, and a page that throws.
import { join } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { routesOf } from '@cargora/shared/contracts';
import { http, useCurrencyStore } from '@cargora/shared/runtime';
import {
  apiError,
  expectRetryAfterPageError,
  missingTranslationKeys,
  page,
  paramsOf,
  setupTestI18n,
  stubApi,
  unresolvedTranslationKeys,
} from '@cargora/shared/testing';
import catalogRoutes from '../routes';
import { catalogModule, queryCatalogRoute, renderCatalogRoute, type CatalogRouteId } from '../../testing/route-modules';
import { makeService, makeServiceDetail, notFound, serviceListCalls } from '../../testing/fixtures';
import { useCompareStore } from '../../features/compare/hooks/compare-store';

// A hook every list page calls while rendering, made to throw on demand as a bug in the page would.
jest.mock('@cargora/shared/runtime', () => jest.requireActual('@cargora/shared/testing/page-faults').runtimeWithFaultyHook('useQueryHref'));

const LOCALES = join(__dirname, '../../../public/locales');
const SITE = 'http://site.test';

beforeAll(() => setupTestI18n(LOCALES, ['catalog']));
beforeEach(() => {
  localStorage.clear();
  useCompareStore.setState({ items: [], refused: false });
  useCurrencyStore.setState({ currency: 'USD', rates: {} });
});
afterEach(() => jest.restoreAllMocks());

/** Every read fails as when the API is out of reach. */
const apiDown = () =>
  stubApi(() => {
    throw apiError(503, 'Service Unavailable');
  });

const listed = [makeService(1, { title: 'Shanghai to Le Havre' }), makeService(2, { title: 'Air cargo Lyon' })];

function stubCatalog() {
  return stubApi((path, params) => {
    if (path === '/misc/services') return page(listed, 30, Number(params.page ?? 1), 12);
    if (path === '/misc/services/facets') return { total: 30, category: [], mode: [], protection: [], rating: [] };
    if (path === '/misc/services/counts/all') return { items: [], total: 0 };
    if (path === '/misc/services/42') return makeServiceDetail(makeService(42, { title: 'Reefer Shanghai to Le Havre', priceUsd: 1000 }));
    if (path.startsWith('/misc/services/')) return notFound();
    if (path === '/misc/popular/international-routes') return { items: [] };
    if (path === '/misc/best-performing/agent') return { items: [] };
    throw new Error(`unexpected ${path}`);
  });
}

/** Runs `id`'s loader with http.get never answering, and gives the paths it asked for before any answer came. */
async function pathsAskedAtOnce(id: CatalogRouteId, url: string) {
  const spy = jest.spyOn(http, 'get').mockImplementation(() => new Promise(() => {}));
  const { loader } = await catalogModule(id);
  void loader!({ request: new Request(new URL(url, SITE)), params: {}, context: {} } as never);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { spy, paths: spy.mock.calls.map(([path]) => path).sort() };
}

const jsonLd = (meta: { structuredData?: unknown[] } | null, type: string) =>
  (meta?.structuredData as Record<string, unknown>[] | undefined)?.find((b) => b['@type'] === type);

describe('the catalog remote', () => {
  it('has the same translation keys in en, fr and ar', () => {
    expect(missingTranslationKeys(LOCALES, 'catalog')).toEqual([]);
  });

  it('names a text, not a group of texts or nothing, with every literal key its source passes to t', () => {
    expect(unresolvedTranslationKeys(join(__dirname, '../..'), LOCALES, 'catalog')).toEqual([]);
  });

  it('exposes a route module for each of its route ids, and only those', async () => {
    expect(Object.keys(catalogRoutes).sort()).toEqual(routesOf('catalog').map((r) => r.id).sort());
    for (const id of Object.keys(catalogRoutes) as CatalogRouteId[]) {
      const module = await catalogModule(id);
      expect([id, typeof module.loader, typeof module.Component, typeof module.ErrorBoundary, typeof module.handle?.meta]).toEqual([
        id,
        'function',
        'function',
        'function',
        'function',
      ]);
    }
  });

  it('keeps a page that throws inside its error boundary, and Retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stubCatalog();
    await expectRetryAfterPageError(await catalogModule('allServices'), { pattern: '/allServices', url: '/allServices', heading: 'All services' });
  });
});

describe('the compare tray', () => {
  it('follows the visitor on the catalog pages, their not-found pages included, but not on the comparison itself', async () => {
    stubCatalog();
    useCompareStore.setState({ items: [{ id: 42, title: 'Reefer Shanghai to Le Havre' }] });
    const tray = () => screen.queryByRole('complementary', { name: 'Compare tray' });

    const list = await renderCatalogRoute('allServices', '/allServices');
    await screen.findByText('Air cargo Lyon');
    expect(tray()).toBeInTheDocument();
    list.unmount();

    const unknown = await renderCatalogRoute('category', '/categories/spaceFreight');
    await screen.findByText('Category not found');
    expect(tray()).toBeInTheDocument();
    unknown.unmount();

    await renderCatalogRoute('compare', '/compare-services?ids=42');
    await screen.findByRole('table');
    expect(tray()).toBeNull();
  });
});

describe('service lists', () => {
  it('read the list and its facet counts in parallel, with the URL filters', async () => {
    const { spy, paths } = await pathsAskedAtOnce('allServices', '/allServices?mode=air&sort=price_asc&page=2');
    expect(paths).toEqual(['/misc/services', '/misc/services/facets']);
    expect(paramsOf(spy, '/misc/services')).toEqual([{ mode: 'air', sort: 'price_asc', page: 2, pageSize: 12 }]);
    expect(paramsOf(spy, '/misc/services/facets')).toEqual([{ mode: 'air' }]);
  });

  it('give the list a head: its title, the count in the description, an ItemList of what the page shows', async () => {
    stubCatalog();
    const { status, meta } = await queryCatalogRoute('allServices', '/allServices?mode=air&sort=price_asc&page=2');
    expect(status).toBe(200);
    expect(meta).toMatchObject({ title: 'All services', description: expect.stringContaining('30') });
    expect(meta?.noindex).toBeFalsy();
    expect(jsonLd(meta, 'ItemList')).toEqual({
      '@type': 'ItemList',
      numberOfItems: 30,
      itemListElement: [
        { '@type': 'ListItem', position: 13, name: 'Shanghai to Le Havre', url: `${SITE}/with-cargora-protection/1` },
        { '@type': 'ListItem', position: 14, name: 'Air cargo Lyon', url: `${SITE}/with-cargora-protection/2` },
      ],
    });
  });

  it('keep an empty list out of search results', async () => {
    stubApi((path) => (path === '/misc/services' ? page([]) : null));
    const { status, meta } = await queryCatalogRoute('newlyAdded', '/newly-added-servicepage?mode=air');
    expect(status).toBe(200);
    expect(meta).toMatchObject({ title: 'Newly added services', noindex: true });
  });

  it.each([
    ['allServices', '/allServices'],
    ['newlyAdded', '/newly-added-servicepage'],
    ['domesticRoutes', '/domestic-routes-page'],
    ['internationalRoutes', '/international-routes-page'],
    ['category', '/categories/customsServices'],
  ] as const)('%s answers 503 with Retry-After when the API is out of reach, kept out of search results', async (id, url) => {
    apiDown();
    const { status, headers, meta } = await queryCatalogRoute(id, url);
    expect(status).toBe(503);
    expect(headers.get('Retry-After')).toBe('30');
    expect(meta?.noindex).toBe(true);
  });

  it('an address the API refuses answers 400', async () => {
    stubApi(() => {
      throw apiError(400, 'querystring/q must NOT have more than 100 characters');
    });
    expect((await queryCatalogRoute('allServices', '/allServices')).status).toBe(400);
  });

  it('a minimum price above the maximum asks nothing: the page says so (200)', async () => {
    const spy = stubCatalog();
    const { status, data } = await queryCatalogRoute('allServices', '/allServices?minPrice=500&maxPrice=100&currency=USD');
    expect(status).toBe(200);
    expect(data).toMatchObject({ list: null });
    expect(serviceListCalls(spy)).toEqual([]);
  });

  it('a bound in a currency without a rate is left out, and the page says so', async () => {
    const spy = stubApi((path) => {
      if (path === '/misc/exchange-rates') return { base: 'USD', rates: { EUR: 0.5 }, updatedAt: '' };
      if (path === '/misc/services') return page(listed);
      return null;
    });
    const { data } = await queryCatalogRoute('allServices', '/allServices?minPrice=100&currency=XYZ');
    expect(data).toMatchObject({ priceIgnored: true, priceCurrency: 'XYZ' });
    expect(serviceListCalls(spy)).toEqual([{ sort: 'newest', page: 1, pageSize: 12 }]);
  });
});

describe('the category page', () => {
  it('answers 404 for an unknown category without asking the API, with a not-found head kept out of search results', async () => {
    const spy = stubCatalog();
    const { status, meta } = await queryCatalogRoute('category', '/categories/spaceFreight');
    expect(status).toBe(404);
    expect(spy).not.toHaveBeenCalled();
    expect(meta).toMatchObject({ title: 'Category not found', description: expect.stringContaining('spaceFreight'), noindex: true });
  });

  it('is titled by its category and lists it', async () => {
    const spy = stubCatalog();
    const { status, meta } = await queryCatalogRoute('category', '/categories/customsServices?origin=Netherlands');
    expect(status).toBe(200);
    expect(meta).toMatchObject({ title: 'Customs Services' });
    expect(serviceListCalls(spy)).toEqual([{ category: 'customsServices', origin: 'Netherlands', sort: 'newest', page: 1, pageSize: 12 }]);
  });
});

describe('the international routes page', () => {
  it('reads the popular routes and the international services in parallel', async () => {
    const { spy, paths } = await pathsAskedAtOnce('internationalRoutes', '/international-routes-page');
    expect(paths).toEqual(['/misc/popular/international-routes', '/misc/services', '/misc/services/facets']);
    expect(paramsOf(spy, '/misc/popular/international-routes')).toEqual([{ limit: 50 }]);
    expect(paramsOf(spy, '/misc/services')).toEqual([{ scope: 'international', sort: 'newest', page: 1, pageSize: 12 }]);
  });

  it('still lists the services when the popular routes cannot be read, and says so in their place', async () => {
    stubApi((path) => {
      if (path === '/misc/popular/international-routes') throw apiError(503, 'down');
      if (path === '/misc/services') return page(listed);
      return null;
    });
    expect((await queryCatalogRoute('internationalRoutes', '/international-routes-page')).status).toBe(200);
    await renderCatalogRoute('internationalRoutes', '/international-routes-page');
    expect(await screen.findByText('Air cargo Lyon')).toBeInTheDocument();
    const routes = screen.getByRole('region', { name: 'Popular routes' });
    expect(within(routes).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the landing page', () => {
  it('reads its four lists and the expert queue in parallel', async () => {
    const { spy, paths } = await pathsAskedAtOnce('landing', '/landing-page');
    expect(paths).toEqual(['/misc/best-performing/agent', '/misc/popular/international-routes', '/misc/qms', '/misc/services', '/misc/services/counts/all']);
    expect(paramsOf(spy, '/misc/services')).toEqual([{ sort: 'newest', pageSize: 8 }]);
    expect(paramsOf(spy, '/misc/popular/international-routes')).toEqual([{ limit: 8 }]);
    expect(paramsOf(spy, '/misc/best-performing/agent')).toEqual([{ limit: 4 }]);
  });

  it('gives search engines the marketplace (no rating of its own) and its service search', async () => {
    stubCatalog();
    const { status, meta } = await queryCatalogRoute('landing', '/landing-page');
    expect(status).toBe(200);
    expect(meta).toMatchObject({ title: 'Freight and logistics services marketplace' });
    expect(meta?.structuredData?.map((b) => (b as { '@type': string })['@type'])).toEqual(['Organization', 'WebSite']);
    expect(jsonLd(meta, 'Organization')).not.toHaveProperty('aggregateRating');
    expect(jsonLd(meta, 'WebSite')).toMatchObject({
      url: `${SITE}/landing-page`,
      potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
    });
    expect(JSON.stringify(jsonLd(meta, 'WebSite'))).toContain('/allServices?q={search_term_string}');
  });

  it('answers 503 when none of its lists can be read, 200 when one can', async () => {
    apiDown();
    expect((await queryCatalogRoute('landing', '/landing-page')).status).toBe(503);
    jest.restoreAllMocks();
    stubApi((path) => {
      if (path === '/misc/services/counts/all') return { items: [], total: 0 };
      throw apiError(503, 'down');
    });
    expect((await queryCatalogRoute('landing', '/landing-page')).status).toBe(200);
  });
});

describe('service detail pages', () => {
  it.each([
    ['withProtection', '/with-cargora-protection/42', 'Reefer Shanghai to Le Havre'],
    ['withoutProtection', '/without-cargora-protection/42', 'Reefer Shanghai to Le Havre'],
    ['similarService', '/similar-services-details/42', 'Services like Reefer Shanghai to Le Havre'],
  ] as const)('%s: one read, one canonical address, its share image, a Product sold by the agent', async (id, url, title) => {
    const spy = stubCatalog();
    const { status, meta } = await queryCatalogRoute(id, url);
    expect(status).toBe(200);
    expect(spy.mock.calls.map(([path]) => path)).toEqual(['/misc/services/42']);
    expect(meta).toMatchObject({ canonical: '/with-cargora-protection/42', type: 'product' });
    expect(meta?.title?.replace(/[\u2066-\u2069]/g, '')).toBe(title);
    expect(meta?.description).toMatch(/^Reefer Shanghai to Le Havre: Shanghai, .+ to .+, \d+ days? in transit, from \$1,000\. Offered by Blue Anchor Logistics on Cargora\.$/);
    // The transit is said once ("transit 25 days in transit" before).
    expect(meta?.description?.match(/transit/g)).toHaveLength(1);
    expect(meta?.image?.url).toMatch(/\/files\/share\/service\/42\.png$/);
    expect(meta?.breadcrumbs?.map((c) => c.path)).toEqual(['/landing-page', '/categories/internationalTransport', '/with-cargora-protection/42']);
    expect(jsonLd(meta, 'Product')).toMatchObject({
      name: 'Reefer Shanghai to Le Havre',
      url: `${SITE}/with-cargora-protection/42`,
      offers: { '@type': 'Offer', price: '1000.00', priceCurrency: 'USD', seller: { '@type': 'Organization', name: 'Blue Anchor Logistics' } },
    });
  });

  it('prices the Offer and the description in the visitor’s currency', async () => {
    useCurrencyStore.setState({ currency: 'EUR', rates: { EUR: 0.5 } });
    stubCatalog();
    const { meta } = await queryCatalogRoute('withProtection', '/with-cargora-protection/42');
    expect(jsonLd(meta, 'Product')).toMatchObject({ offers: { price: '500.00', priceCurrency: 'EUR' } });
    expect(meta?.description).toContain('€500');
  });

  it('answers 404 for an unknown service, with a not-found head kept out of search results', async () => {
    stubCatalog();
    const { status, meta } = await queryCatalogRoute('withProtection', '/with-cargora-protection/987654321');
    expect(status).toBe(404);
    expect(meta).toMatchObject({ title: 'Service not found', noindex: true });
  });

  it('answers 400 for a malformed id without asking the API', async () => {
    const spy = stubCatalog();
    const { status, meta } = await queryCatalogRoute('withoutProtection', '/without-cargora-protection/12abc');
    expect(status).toBe(400);
    expect(spy).not.toHaveBeenCalled();
    expect(meta).toMatchObject({ title: 'Service not found', noindex: true });
  });

  it('answers 503 when the API is out of reach, and Retry reads it again', async () => {
    apiDown();
    const { status, meta } = await queryCatalogRoute('similarService', '/similar-services-details/42');
    expect(status).toBe(503);
    expect(meta?.noindex).toBe(true);
    await renderCatalogRoute('similarService', '/similar-services-details/42');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    jest.restoreAllMocks();
    stubCatalog();
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: /Reefer Shanghai to Le Havre/ })).toBeInTheDocument();
  });
});

describe('the compare page', () => {
  it('reads each service of ?ids= in parallel, at most four, and keeps comparisons out of search results', async () => {
    const { paths } = await pathsAskedAtOnce('compare', '/compare-services?ids=3,x,1,3,2,4,5');
    expect(paths).toEqual(['/misc/services/1', '/misc/services/2', '/misc/services/3', '/misc/services/4']);
    jest.restoreAllMocks();
    stubApi((path) => makeService(Number(path.split('/').pop())));
    const { status, data, meta } = await queryCatalogRoute('compare', '/compare-services?ids=3,x,1,3,2,4,5');
    expect(status).toBe(200);
    expect(data).toMatchObject({ fromUrl: true, requested: 5 });
    expect(meta).toMatchObject({ title: 'Compare services', noindex: true });
  });

  it('says which were removed or failed, the others still compared (200)', async () => {
    stubApi((path) => {
      if (path === '/misc/services/1') return makeService(1);
      if (path === '/misc/services/2') throw apiError(503, 'down');
      return notFound();
    });
    const { status, data } = await queryCatalogRoute('compare', '/compare-services?ids=1,2,77');
    expect(status).toBe(200);
    expect((data as { results: unknown[] }).results).toEqual([
      { id: 1, service: expect.objectContaining({ id: 1 }) },
      { id: 2, error: expect.any(String) },
      { id: 77, missing: true },
    ]);
  });
});
