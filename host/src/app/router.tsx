import { createBrowserRouter, Navigate, Outlet, useParams, type RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import { HOST_PATHS, REMOTE_ROUTES, type RemoteName } from '@cargora/shared/contracts';
import { PublicLayout } from '../layout/public-layout';
import { RemotePage } from '../federation/remote-page';
import { NotFoundScreen, UnauthorizedScreen, UnexpectedErrorScreen } from '../features/errors/error-screens';
import { AccessControl, GuestOnly, RequireAuth } from '../features/session/guards';
import { lazyExport } from './lazy-export';

// The host's own pages are chunks of their own: a visitor arriving on a remote's page never downloads them.
const LoginPage = lazyExport(() => import('../features/session/login-page'), 'LoginPage');
const VerifyOtpPage = lazyExport(() => import('../features/session/verify-otp-page'), 'VerifyOtpPage');
const HomePage = lazyExport(() => import('../features/session/home-page'), 'HomePage');

/** What a route of the table says about itself: the remote that renders it (none: the host's own page). */
export interface RouteHandle {
  remote?: RemoteName;
}

/** The remote whose page the router matched (the last match is the page's own route). */
export function remoteOfMatches(matches: readonly { route: { handle?: unknown } }[]): RemoteName | null {
  return (matches[matches.length - 1]?.route.handle as RouteHandle | undefined)?.remote ?? null;
}

/**
 * A page whose address has a parameter of nothing but spaces or line separators (`/company-details/%20/%E2%80%A8`)
 * names no page: the 404 page, as the server answers it (matchRoute of @cargora/shared).
 */
function BlankParamsNotFound({ children }: { children: ReactNode }) {
  const params = useParams();
  return Object.values(params).some((value) => value !== undefined && value.trim() === '') ? <NotFoundScreen /> : children;
}

/** The site's route table, the same for the browser's router and the server's (render-worker.tsx). */
export function appRoutes(): RouteObject[] {
  return [
    {
      errorElement: <UnexpectedErrorScreen />,
      element: (
        <AccessControl>
          <Outlet />
        </AccessControl>
      ),
      children: [
        { path: HOST_PATHS.root, element: <Navigate to={HOST_PATHS.landing} replace /> },
        {
          element: <PublicLayout />,
          children: [
            ...REMOTE_ROUTES.map((route) => ({
              path: route.path,
              element: (
                <BlankParamsNotFound>
                  <RemotePage key={route.remote} remote={route.remote} routeId={route.id} />
                </BlankParamsNotFound>
              ),
              handle: { remote: route.remote } satisfies RouteHandle,
            })),
            { path: HOST_PATHS.login, element: <GuestOnly><LoginPage /></GuestOnly> },
            { path: HOST_PATHS.verifyOtp, element: <GuestOnly><VerifyOtpPage /></GuestOnly> },
            { path: HOST_PATHS.home, element: <RequireAuth><HomePage /></RequireAuth> },
          ],
        },
        { path: HOST_PATHS.unauthorized, element: <UnauthorizedScreen /> },
        { path: HOST_PATHS.notFound, element: <NotFoundScreen /> },
        // An unknown path keeps its URL and shows the bare 404 page (the server answers it with status 404).
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(appRoutes());
}
