// A remote that does not load shows "unavailable" inside the page, and Retry loads it without reloading the page,
// whether the page arrived from the server (its data came with it) or the browser renders it.
import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, data, Outlet, RouterProvider, useLoaderData } from 'react-router-dom';
import { REMOTE_ROUTES } from '@cargora/shared/contracts';
import { setupTestI18n } from '@cargora/shared/testing';
import type { RouteModule } from '@cargora/shared/runtime';
import { browserRemoteRoute } from '../remote-routes';
import { loadRemoteRoutes } from '../remote-registry';

jest.mock('../remote-registry', () => ({
  loadRemoteRoutes: jest.fn(),
  loadedVersion: () => 'v1',
  isOverridden: () => false,
  resetRemote: jest.fn(),
}));
const load = jest.mocked(loadRemoteRoutes);

beforeAll(() => setupTestI18n(join(__dirname, '../../../public/locales'), ['host']));
beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** A page that shows its address's id; its loader reads it. */
const page: RouteModule<{ name: string }> = {
  loader: async ({ params }) => ({ name: `Page ${Object.values(params).join('/')}` }),
  Component: () => <h1>{useLoaderData<{ name: string }>().name}</h1>,
};

// The routes keep a module once loaded: each test uses a route of its own (a remote that never loaded it).
function show(id: string, url: string, hydrationData?: { loaderData: Record<string, unknown> }) {
  const route = REMOTE_ROUTES.find((r) => r.id === id)!;
  const modules = { [id]: () => Promise.resolve(page) } as unknown as Awaited<ReturnType<typeof loadRemoteRoutes>>;
  // Inside a Suspense boundary, as the layout puts every page.
  const layout = { id: 'layout', element: <Suspense fallback={<p>loading</p>}><Outlet /></Suspense>, children: [browserRemoteRoute(route)] };
  const router = createMemoryRouter([layout], { initialEntries: [url], hydrationData });
  render(<RouterProvider router={router} />);
  return modules;
}

describe('a remote route whose remote does not load', () => {
  it('says the remote is unavailable after one load, and Retry loads it', async () => {
    load.mockRejectedValueOnce(new Error('connection refused'));
    const modules = show('storefront', '/storefront/7');
    load.mockResolvedValue(modules);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Page 7' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('on a page the server rendered (its data came with it) says so too, and Retry loads it', async () => {
    load.mockRejectedValueOnce(new Error('connection refused'));
    let modules!: ReturnType<typeof show>;
    // The page suspends on its module (a use() of the load): its rejection is flushed inside act.
    await act(async () => {
      modules = show('countryDirectory', '/country-directory-page/France', { loaderData: { layout: null, countryDirectory: { name: 'Page France' } } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    load.mockResolvedValue(modules);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Page France' })).toBeInTheDocument();
  });

  it('keeps saying so while the remote still does not load', async () => {
    load.mockRejectedValue(new Error('connection refused'));
    show('companyDetails', '/company-details/France/Bretagne');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Retry' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('<html data-page> (the page telemetry and the browser tests read it)', () => {
  afterEach(() => {
    delete document.documentElement.dataset.page;
  });

  it("names the page once it has rendered", async () => {
    load.mockResolvedValue({ lane: () => Promise.resolve(page) } as unknown as Awaited<ReturnType<typeof loadRemoteRoutes>>);
    show('lane', '/lanes/Lyon/Porto');
    expect(await screen.findByRole('heading', { name: 'Page Lyon/Porto' })).toBeInTheDocument();
    expect(document.documentElement.dataset.page).toBe('lane');
  });

  it('names the page when its loader declared a status and its error boundary shows instead', async () => {
    const missing: RouteModule<never> = {
      loader: async () => {
        throw data({ message: 'Category not found' }, { status: 404 });
      },
      Component: () => <h1>never shown</h1>,
      ErrorBoundary: () => <h1>Category not found</h1>,
    };
    load.mockResolvedValue({ category: () => Promise.resolve(missing) } as unknown as Awaited<ReturnType<typeof loadRemoteRoutes>>);
    show('category', '/categories/spaceTravel');
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    expect(document.documentElement.dataset.page).toBe('category');
  });
});
