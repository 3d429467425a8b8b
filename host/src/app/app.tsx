import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { configureHttp } from '@cargora/shared/runtime';
import { AppProviders } from '@cargora/shared/ui';
import { createRouter } from './router';
import { listenForLoginSuccess } from '../features/session/login-success-listener';

/** `router` may be created beforehand (start-up builds it in a task of its own); otherwise the App makes one. */
export function App({ router: given }: { router?: ReturnType<typeof createRouter> }) {
  const router = useMemo(() => given ?? createRouter(), [given]);
  useEffect(() => {
    // For tests and tools: the app is live (hydrated or rendered), its controls answer from now on.
    document.documentElement.dataset.app = 'ready';
    configureHttp({
      navigate: (to) => void router.navigate(to),
      currentPath: () => router.state.location.pathname,
    });
    return listenForLoginSuccess((destination) => void router.navigate(destination));
  }, [router]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
