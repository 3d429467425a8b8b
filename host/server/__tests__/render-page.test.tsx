/** @jest-environment node */
// The server's render path, with stand-in remote modules: the status is what the page's loader threw, the head its
// module's meta of the loader's data, the hydration data the loader data; a remote that cannot load or a loader past
// the budget leaves the page's part to the browser (status 200).
import { join } from 'node:path';
import { lazy } from 'react';
import { useLoaderData } from 'react-router';
import { DEFAULT_CURRENCY, type RemoteName } from '@cargora/shared/contracts';
import { DEFAULT_SETTINGS, routeError, useCurrencyStore, type PageState, type RemoteRouteModules, type RouteModule } from '@cargora/shared/runtime';
import { setupTestI18n } from '@cargora/shared/testing';
import { createPageRenderer, type ServerRemoteRoutes } from '../render/render-page';

beforeAll(() => setupTestI18n(join(__dirname, '../../public/locales'), ['host']));

const state = { lang: 'en' as const, currency: DEFAULT_CURRENCY, settings: DEFAULT_SETTINGS };

interface Agent {
  name: string;
}

/** A storefront module: 404 for an unknown agent, its name in the page and the head. */
const storefront: RouteModule<Agent> = {
  loader: async ({ params }) => {
    if (params.userId === 'missing') throw routeError(404);
    if (params.userId === 'down') throw routeError(503, 'The API is unreachable.');
    if (params.userId === 'slow') await new Promise((resolve) => setTimeout(resolve, 400));
    return { name: `Agent ${params.userId}` };
  },
  Component: () => <h1>{useLoaderData<Agent>().name}</h1>,
  ErrorBoundary: () => <p>No such agent</p>,
  handle: {
    meta: ({ data, error }) => (error ? { title: 'Agent not found', noindex: true } : { title: data!.name, description: `${data!.name} on Cargora`, canonical: '/storefront/7' }),
  },
};

const RATE_TABLE = { USD: 1, EUR: 0.9, GBP: 0.8, JPY: 150, AED: 3.67 };

function renderer(remotes: Partial<Record<RemoteName, RemoteRouteModules<RemoteName> | Error>>, budgetMs = 200) {
  const remoteRoutes: ServerRemoteRoutes = (remote) => {
    const given = remotes[remote];
    return given instanceof Error || !given ? Promise.reject(given ?? new Error('not published')) : Promise.resolve(given);
  };
  return createPageRenderer({ remoteRoutes, budgetMs, siteUrl: 'http://site.test', rates: () => Promise.resolve(RATE_TABLE) });
}

const directory = { storefront: () => Promise.resolve(storefront) } as unknown as RemoteRouteModules<RemoteName>;
const stateOf = (json: string) => JSON.parse(json) as PageState;

/** The page's part left to the browser (for `why`): inside the layout, status 200, no head, no loader data. */
function expectLeftToBrowser(page: Awaited<ReturnType<ReturnType<typeof renderer>>>, why: string) {
  expect(page.status).toBe(200);
  expect(page.html).toContain('<!--$!-->');
  expect(page.html).toContain('<header');
  expect(page.failures.join()).toContain(why);
  expect(page.head).toBe('');
  expect(stateOf(page.pageState).loaderData).toEqual({});
}

describe('a page rendered on the server', () => {
  it('shows its loader data, with the head its module computes from it and the data the browser starts from', async () => {
    const page = await renderer({ directory })('/storefront/7', state);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Agent 7</h1>');
    expect(page.head).toContain('<title>Agent 7 | Cargora</title>');
    expect(page.head).toContain('Agent 7 on Cargora');
    expect(page.remote).toBe('directory');
    expect(stateOf(page.pageState).loaderData).toEqual({ storefront: { name: 'Agent 7' } });
    expect(page.failures).toEqual([]);
  });

  it('answers the status its loader threw, with its boundary and its not-found head, and no loader data', async () => {
    const page = await renderer({ directory })('/storefront/missing', state);
    expect(page.status).toBe(404);
    expect(page.html).toContain('No such agent');
    expect(page.head).toContain('Agent not found');
    expect(page.head).toMatch(/noindex/);
    expect(stateOf(page.pageState).loaderData).toEqual({});
    expect((await renderer({ directory })('/storefront/down', state)).status).toBe(503);
  });

  it('answers 404 with the bare 404 page for an address no route has', async () => {
    const page = await renderer({ directory })('/no-such-page', state);
    expect(page.status).toBe(404);
    expect(page.html).toContain('404');
  });

  it('redirects / to the landing page, keeping the query', async () => {
    const page = await renderer({ directory })('/?lang=fr', state);
    expect([page.status, page.redirect]).toEqual([302, '/landing-page?lang=fr']);
  });

  it('leaves the page to the browser, inside the layout and with status 200, when its remote does not load', async () => {
    expectLeftToBrowser(await renderer({ directory: new Error('no server build') })('/storefront/7', state), 'no server build');
  });

  it("leaves an overridden remote's page to the browser, its loader not run, and renders the others", async () => {
    const render = renderer({ directory });
    const loader = jest.spyOn(storefront, 'loader');
    const page = await render('/storefront/missing', state, undefined, ['directory']);
    // Not the 404 its loader would throw here: the browser runs it, with the version it loads.
    expect(loader).not.toHaveBeenCalled();
    expectLeftToBrowser(page, "directory: rendered in the browser (developer's override)");
    // Another remote's override changes nothing for this page; without one it renders again as usual.
    expect((await render('/storefront/7', state, undefined, ['catalog'])).html).toContain('<h1>Agent 7</h1>');
    expect((await render('/storefront/7', state)).html).toContain('<h1>Agent 7</h1>');
    expect(loader).toHaveBeenCalledTimes(2);
    loader.mockRestore();
  });

  it('leaves the page to the browser when its loader is not done within the budget, and asks no head of it', async () => {
    // A head made of the loader's fields, as the real ones are (a service's canonical address needs its id).
    const strict: RouteModule<Agent> = { ...storefront, handle: { meta: ({ data }) => ({ title: data!.name.toUpperCase() }) } };
    const slowDirectory = { storefront: () => Promise.resolve(strict) } as unknown as RemoteRouteModules<RemoteName>;
    const page = await renderer({ directory: slowDirectory }, 100)('/storefront/slow', state);
    expectLeftToBrowser(page, 'loader not done within 100 ms');
    expect(page.html).not.toContain('Agent slow');
  });

  it('renders in the visitor’s language and direction-independent markup, with the site-wide rules of their settings', async () => {
    const page = await renderer({ directory })('/storefront/7', { ...state, lang: 'ar', settings: { ...DEFAULT_SETTINGS, mode: 'dark' } });
    expect(page.status).toBe(200);
    expect(page.styles).toContain('<style id="cargora-global-style">');
    expect(stateOf(page.pageState).state.lang).toBe('ar');
  });
});

describe("a page's exchange rates", () => {
  /** A storefront whose loader converts from yen and whose page shows a price in pounds. */
  const priced: RouteModule<{ yen: number }> = {
    loader: async () => ({ yen: 1500 / useCurrencyStore.getState().rates.JPY! }),
    Component: () => <p>£{useLoaderData<{ yen: number }>().yen * useCurrencyStore((s) => s.rates).GBP!}</p>,
  };
  const pricedDirectory = { storefront: () => Promise.resolve(priced) } as unknown as RemoteRouteModules<RemoteName>;

  it('are the ones its loader and components read, and the visitor’s, not the whole table', async () => {
    const page = await renderer({ directory: pricedDirectory })('/storefront/7', { ...state, currency: 'EUR' });
    expect(page.html).toContain('<p>£<!-- -->8</p>');
    expect(stateOf(page.pageState).rates).toEqual({ JPY: 150, GBP: 0.8, EUR: 0.9 });
  });

  it('are only the visitor’s on a page without prices', async () => {
    const page = await renderer({ directory })('/storefront/7', state);
    expect(stateOf(page.pageState).rates).toEqual({ USD: 1 });
  });
});

describe('a large page', () => {
  it('is written whole, in place: no section after a fallback, no inline script to swap it in', async () => {
    // A section that waits for its code (as a page's below-the-fold parts do), and is large once it has it.
    const Rows = lazy(async () => ({
      default: ({ rows }: { rows: string[] }) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      ),
    }));
    const big: RouteModule = {
      loader: async () => ({ rows: Array.from({ length: 2000 }, (_, i) => `row ${i}`) }),
      Component: () => <Rows rows={useLoaderData<{ rows: string[] }>().rows} />,
    };
    const page = await renderer({ directory: { storefront: () => Promise.resolve(big) } as unknown as RemoteRouteModules<RemoteName> })('/storefront/7', state);
    expect(page.html).toContain('<li>row 1999</li>');
    expect(page.html).not.toContain('<!--$?-->');
    expect(page.html).not.toContain('<script');
  });
});
