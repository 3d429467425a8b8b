// A remote's stand-in shell: lets a team run its remote alone with hot reload, no host needed.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, Link } from '@cargora/shared/router';
import styled from 'styled-components';
import { routesOf, type RemoteName, type RouteIdOf } from '@cargora/shared/contracts';
import { directionOf, i18next, initI18n, registerNamespace, colors, type RemoteRouteModules } from '@cargora/shared/runtime';
import { AppProviders } from './app-providers';
import { Container } from '../ui/primitives';
import { LoadingGrid } from '../ui/states';

const Header = styled.header`
  padding: 12px;
  background: ${colors.topBar};
  a {
    color: ${colors.topBarText};
    margin-inline-end: 12px;
  }
`;

/** Mounts the remote's route modules (its exposed `./routes`) in a data router of their own. */
export function mountStandalone<R extends RemoteName>(remote: R, modules: RemoteRouteModules<R>) {
  const routes = routesOf(remote);
  registerNamespace('common', '/');
  void initI18n({ ns: [remote, 'common'], debug: true });
  // What the host does for the whole site: follow the language with <html lang dir>.
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    document.documentElement.dir = directionOf(lng);
  });
  const router = createBrowserRouter([
    {
      element: (
        <AppProviders>
          <Header>
            <Container as="nav" aria-label="Standalone routes">
              {routes.map((r) => (
                <Link key={r.id} to={r.path.replace(/:[^/]+/g, '1')}>
                  {r.id}
                </Link>
              ))}
            </Container>
          </Header>
          <main>
            <Suspense fallback={<LoadingGrid />}>
              <Outlet />
            </Suspense>
          </main>
        </AppProviders>
      ),
      children: [
        { index: true, element: <Navigate to={routes[0]?.path ?? '/'} replace /> },
        ...routes.map((r) => ({ id: r.id, path: r.path, lazy: () => modules[r.id as RouteIdOf<R>]() })),
      ],
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
