// Issue 50: an error a remote's page throws while rendering, shown by its route's error boundary, is measured for the
// canary: one boundaryError page event for the remote that owns the route and the version this page loaded. A route's
// declared status (a loader's 404) is not an error of the remote's version, and posts none; nor does a remote loaded in
// a version a developer's override named (it would count toward a canary's arm).
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { REMOTE_ROUTES } from '@cargora/shared/contracts';
import { setupTestI18n } from '@cargora/shared/testing';
import { routeError, type RouteModule } from '@cargora/shared/runtime';
import { browserRemoteRoute } from '../remote-routes';
import { loadRemoteRoutes } from '../remote-registry';
import { startPageTelemetry, type PageEvent } from '../../telemetry/page-telemetry';

const VERSIONS: Record<string, string> = {
  directory: '1.4.0-abc1234-20261128t101500123',
  content: '2.0.0-def5678-20261128t101500123',
  careers: '3.1.0-0123abc-20261128t101500123',
};
/** The careers remote is loaded in an overridden version. */
const isOverriddenRemote = (remote: string) => remote === 'careers';

jest.mock('../remote-registry', () => ({
  loadRemoteRoutes: jest.fn(),
  loadedVersion: (remote: string) => VERSIONS[remote],
  isOverridden: (remote: string) => isOverriddenRemote(remote),
  resetRemote: jest.fn(),
}));
const load = jest.mocked(loadRemoteRoutes);

let sent: PageEvent[];
let stop: () => void;
beforeAll(() => setupTestI18n(join(__dirname, '../../../public/locales'), ['host']));
beforeEach(() => {
  sent = [];
  stop = startPageTelemetry({
    endpoint: 'http://api.test/api/v1/misc/telemetry/page-event',
    sampleRate: 0,
    versionOf: (remote) => VERSIONS[remote],
    overridden: isOverriddenRemote,
    send: (_url, body) => sent.push(JSON.parse(body) as PageEvent),
  });
  // React and the router say what the boundaries caught; the remote-load report is printed.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

/** Shows `url` of the route `id`, whose module is `page`, inside the layout's Suspense boundary. */
function show(id: string, url: string, page: RouteModule) {
  const route = REMOTE_ROUTES.find((r) => r.id === id)!;
  load.mockResolvedValue({ [id]: () => Promise.resolve(page) } as unknown as Awaited<ReturnType<typeof loadRemoteRoutes>>);
  const layout = { id: 'layout', element: <Suspense fallback={<p>loading</p>}><Outlet /></Suspense>, children: [browserRemoteRoute(route)] };
  render(<RouterProvider router={createMemoryRouter([layout], { initialEntries: [url] })} />);
}

const Boundary = () => <p role="alert">boundary shown</p>;

describe("a remote route's error boundary", () => {
  it('posts one boundaryError for the remote and version of a page that threw while rendering', async () => {
    show('storefront', '/storefront/7', {
      loader: async () => ({ ok: true }),
      Component: () => {
        throw new Error('cannot read properties of undefined');
      },
      ErrorBoundary: Boundary,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('boundary shown');
    // Once the boundary's effects have run: one event.
    await act(async () => undefined);
    expect(sent).toEqual([{ remote: 'directory', version: VERSIONS.directory, kind: 'boundaryError' }]);
  });

  it('posts nothing, neither event nor remote-load report, for a remote in an overridden version', async () => {
    show('career', '/career', {
      Component: () => {
        throw new Error('work in progress');
      },
      ErrorBoundary: Boundary,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('boundary shown');
    await act(async () => undefined);
    expect(sent).toEqual([]);
    // The remote-load report (printed in tests, posted in production) is not made either.
    const printed = jest.mocked(console.warn).mock.calls.map((call) => String(call[0]));
    expect(printed.filter((line) => line.includes('[federation] careers'))).toEqual([]);
  });

  it("posts none for a loader's declared 404", async () => {
    show('blogPost', '/popularblogs/404', {
      loader: async () => {
        throw routeError(404);
      },
      Component: () => <h1>never</h1>,
      ErrorBoundary: Boundary,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('boundary shown');
    await act(async () => undefined);
    expect(sent).toEqual([]);
  });
});
