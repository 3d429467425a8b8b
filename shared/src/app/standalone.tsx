// A remote's stand-in shell: lets a team run its remote alone with hot reload, no host needed.
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';
import { routesOf, type RemoteAppProps, type RemoteName } from '@cargora/shared/contracts';
import { directionOf, i18next, initI18n, registerNamespace, colors } from '@cargora/shared/runtime';
import { AppProviders } from './app-providers';
import { Container } from '../ui/primitives';
import { LoadingGrid } from '../ui/states';
import { Link } from 'react-router-dom';

const Header = styled.header`
  padding: 12px;
  background: ${colors.topBar};
  a {
    color: ${colors.topBarText};
    margin-inline-end: 12px;
  }
`;

export function mountStandalone(remote: RemoteName, App: ComponentType<RemoteAppProps>) {
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
        ...routes.map((r) => ({ path: r.path, element: <App routeId={r.id} /> })),
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
