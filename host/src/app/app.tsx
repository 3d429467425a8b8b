import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders, ROUTER_PROVIDER_FUTURE, configureHttp } from '@cargora/shared';
import { createRouter } from './router';
import { listenForLoginSuccess } from '../features/session/login-success-listener';

export function App() {
  const router = useMemo(() => createRouter(), []);
  useEffect(() => {
    configureHttp({
      navigate: (to) => void router.navigate(to),
      currentPath: () => router.state.location.pathname,
    });
    return listenForLoginSuccess(() => void router.navigate('/home'));
  }, [router]);
  return (
    <AppProviders>
      <RouterProvider router={router} future={ROUTER_PROVIDER_FUTURE} />
    </AppProviders>
  );
}
