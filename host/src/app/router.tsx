// The site's data routes, built from the route table (shared/src/routes.ts): the host's own pages and layout, and one
// route per remote route id whose module (loader, Component, ErrorBoundary, head) comes from the remote through the
// federation. The same table serves the browser's router (bootstrap.tsx: remote-routes.tsx resolves the modules) and
// the server's static handler (server/render-page.tsx: the render worker's remote server builds resolve them).
import { Outlet, redirect, useParams, type RouteObject } from '@cargora/shared/router';
import type { ReactNode } from 'react';
import { HOST_PATHS, REMOTE_ROUTES, type RemoteRouteEntry } from '@cargora/shared/contracts';
import { routeError, type RouteModuleHandle } from '@cargora/shared/runtime';
import { PublicLayout } from '../layout/public-layout';
import { NotFoundScreen, UnauthorizedScreen, UnexpectedErrorScreen } from '../features/errors/error-screens';
import { AccessControl, GuestOnly, RequireAuth } from '../features/session/guards';
import { lazyExport } from './lazy-export';

// The host's own pages are chunks of their own: a visitor arriving on a remote's page never downloads them.
const LoginPage = lazyExport(() => import('../features/session/login-page'), 'LoginPage');
const VerifyOtpPage = lazyExport(() => import('../features/session/verify-otp-page'), 'VerifyOtpPage');
const HomePage = lazyExport(() => import('../features/session/home-page'), 'HomePage');

/** How a remote route id becomes a data route: `{ id, path, lazy }` resolving the remote's module. */
export type RemoteRouteFactory = (route: RemoteRouteEntry) => RouteObject;

/**
 * A page whose address has a parameter of nothing but spaces or line separators (`/company-details/%20/%E2%80%A8`)
 * names no page: the 404 page, as the server answers it (matchRoute of @cargora/shared).
 */
function BlankParamsNotFound({ children }: { children: ReactNode }) {
  const params = useParams();
  return Object.values(params).some((value) => value !== undefined && value.trim() === '') ? <NotFoundScreen /> : children;
}

/** The head of a host page known by its title alone (the sign-in pages: never indexed). */
const titled = (key: string) => ({ meta: ({ t }) => ({ title: t(key), noindex: true }) }) satisfies RouteModuleHandle;

/**
 * A host error page: its loader declares the status (the server answers it, the browser's router keeps the page), its
 * boundary is the bare page itself, its head is never indexed.
 */
function errorRoute(status: 401 | 404, Screen: () => ReactNode, texts: { title: string; description: string }) {
  return {
    loader: () => {
      throw routeError(status);
    },
    Component: Screen,
    ErrorBoundary: Screen,
    handle: { meta: ({ t }) => ({ title: t(texts.title), description: t(texts.description), noindex: true }) } satisfies RouteModuleHandle,
  };
}

/** The host's pages that say "not found" (404). */
const notFoundRoute = errorRoute(404, NotFoundScreen, { title: 'errors.notFoundTitle', description: 'errors.notFound' });

/** The site's routes; `remoteRoute` resolves the remotes' route modules (the browser's or the server's way). */
export function appRoutes(remoteRoute: RemoteRouteFactory): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <UnexpectedErrorScreen />,
      element: (
        <AccessControl>
          <Outlet />
        </AccessControl>
      ),
      children: [
        { path: HOST_PATHS.root, loader: ({ request }) => redirectToLanding(request) },
        {
          id: 'layout',
          element: <PublicLayout />,
          children: [
            {
              id: 'pages',
              element: (
                <BlankParamsNotFound>
                  <Outlet />
                </BlankParamsNotFound>
              ),
              children: REMOTE_ROUTES.map(remoteRoute),
            },
            { id: 'login', path: HOST_PATHS.login, element: <GuestOnly><LoginPage /></GuestOnly>, handle: titled('login.title') },
            { id: 'verifyOtp', path: HOST_PATHS.verifyOtp, element: <GuestOnly><VerifyOtpPage /></GuestOnly>, handle: titled('otp.title') },
            { id: 'home', path: HOST_PATHS.home, element: <RequireAuth><HomePage /></RequireAuth>, handle: titled('home.title') },
          ],
        },
        // Status 401, as the server answers it.
        {
          id: 'unauthorized',
          path: HOST_PATHS.unauthorized,
          ...errorRoute(401, UnauthorizedScreen, { title: 'errors.unauthorizedTitle', description: 'errors.unauthorized' }),
        },
        { id: 'notFound', path: HOST_PATHS.notFound, ...notFoundRoute },
        // An unknown path keeps its URL and shows the bare 404 page, with status 404.
        { id: 'unknown', path: '*', ...notFoundRoute },
      ],
    },
  ];
}

/** `/` is the landing page (its query kept). */
function redirectToLanding(request: Request): Response {
  return redirect(`${HOST_PATHS.landing}${new URL(request.url).search}`, 302);
}

/** The i18next namespace of a route's texts: its remote's, or the host's. */
export function namespaceOfRoute(id: string): string {
  return REMOTE_ROUTES.find((route) => route.id === id)?.remote ?? 'host';
}
