import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from '@cargora/shared/router';
import { configureHttp, i18next } from '@cargora/shared/runtime';
import { AppProviders } from '@cargora/shared/ui';
import { listenForLoginSuccess } from '../features/session/login-success-listener';
import { followHead } from '../layout/document-head';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: Router }) {
  useEffect(() => {
    // For tests and tools: the app is live (hydrated or rendered), its controls answer from now on.
    document.documentElement.dataset.app = 'ready';
    configureHttp({
      navigate: (to) => void router.navigate(to),
      currentPath: () => router.state.location.pathname,
    });
    // The loaders ask the API in the page's language: a switch asks again.
    const revalidate = () => void router.revalidate();
    i18next.on('languageChanged', revalidate);
    const stopHead = followHead(router);
    const stopLogin = listenForLoginSuccess((destination) => void router.navigate(destination));
    return () => {
      i18next.off('languageChanged', revalidate);
      stopHead();
      stopLogin();
    };
  }, [router]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
