// A remote that does not load shows "unavailable" inside the page, and Retry loads it without reloading the page,
// whether the page arrived from the server (its data came with it) or the browser renders it.
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { REMOTE_ROUTES } from '@cargora/shared/contracts';
import { setupTestI18n } from '@cargora/shared/testing';
import type { RouteModule } from '@cargora/shared/runtime';
import { browserRemoteRoute } from '../remote-routes';
import { loadRemoteRoutes } from '../remote-registry';

jest.mock('../remote-registry', () => ({
  loadRemoteRoutes: jest.fn(),
  loadedVersion: () => 'v1',
  resetRemote: jest.fn(),
}));
const load = jest.mocked(loadRemoteRoutes);

beforeAll(() => setupTestI18n(join(__dirname, '../../../public/locales'), ['host']));
beforeEach(() => load.mockReset());

const storefront = REMOTE_ROUTES.find((route) => route.id === 'storefront')!;
const page: RouteModule<{ name: string }> = {
  loader: async ({ params }) => ({ name: `Agent ${params.userId}` }),
  Component: () => <h1>{useLoaderData<{ name: string }>().name}</h1>,
};
const modules = { storefront: () => Promise.resolve(page) } as unknown as Awaited<ReturnType<typeof loadRemoteRoutes>>;

async function showStorefront(hydrationData?: { loaderData: Record<string, unknown> }) {
  const router = createMemoryRouter([browserRemoteRoute(storefront)], { initialEntries: ['/storefront/7'], hydrationData });
  render(<RouterProvider router={router} />);
  return router;
}

describe('a remote route whose remote does not load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('says the remote is unavailable after one load, and Retry loads it', async () => {
    load.mockRejectedValueOnce(new Error('connection refused')).mockResolvedValue(modules);
    await showStorefront();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // The page's first run did not load the remote a second time.
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Agent 7' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('on a page the server rendered (its data came with it) says so too, and Retry loads it', async () => {
    load.mockRejectedValueOnce(new Error('connection refused')).mockResolvedValue(modules);
    const route = browserRemoteRoute(storefront);
    // As the start-up does: the matched lazy route resolved before the router starts, the server's data given.
    Object.assign(route, { ...(await (route.lazy as () => Promise<object>)()), lazy: undefined });
    const router = createMemoryRouter([route], { initialEntries: ['/storefront/7'], hydrationData: { loaderData: { storefront: { name: 'Agent 7' } } } });
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Agent 7' })).toBeInTheDocument();
  });

  it('keeps saying so while the remote still does not load', async () => {
    load.mockRejectedValue(new Error('connection refused'));
    await showStorefront();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
