// Addresses that name no page show the 404 page in the browser too, as the server answers them (matchRoute of
// @cargora/shared): a parameter of nothing but spaces or line separators, and a line separator that not even the
// router's catch-all route matches (it used to show the router's "Unexpected Application Error!").
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setupTestI18n } from '@cargora/shared/testing';
import { appRoutes } from '../app/router';

// Remote pages that render their id: this test is about the host's routes around them.
const stubRemoteRoute = (route: { id: string; path: string }) => ({ id: route.id, path: route.path, Component: () => <p>{route.id}</p> });

beforeAll(() => setupTestI18n(join(__dirname, '../../public/locales'), ['host']));

const showAt = (path: string) => render(<RouterProvider router={createMemoryRouter(appRoutes(stubRemoteRoute), { initialEntries: [path] })} />);

describe('an address that names no page', () => {
  it.each(['/company-details/%E2%80%A8/%E2%80%A9', '/company-details/%20/%C2%A0', '/storefront/%E2%80%A8', '/landing-page%E2%80%A8', '/no-such-page'])(
    'shows the 404 page: %s',
    async (path) => {
      showAt(path);
      expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
      expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    },
  );
});
