import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { ROUTER_FUTURE, ROUTER_PROVIDER_FUTURE } from '../routes';

/** Renders `element` at `path` (matching `pattern`) inside the app's providers and a memory router. */
export function renderRoute(
  element: ReactElement,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [path],
      future: ROUTER_FUTURE,
    },
  );
  const utils = render(
    <AppProviders>
      <RouterProvider router={router} future={ROUTER_PROVIDER_FUTURE} />
    </AppProviders>,
  );
  return { ...utils, router };
}
