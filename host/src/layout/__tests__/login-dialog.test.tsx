import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@cargora/shared/ui';
import { setupTestI18n } from '@cargora/shared/testing';
import { LoginDialog } from '../login-dialog';

beforeAll(() => setupTestI18n(join(__dirname, '../../../public/locales'), ['host']));

it('names the site’s own sign-in, where signing out leads, beside the customer and agent sites', () => {
  const onClose = jest.fn();
  const router = createMemoryRouter([
    { path: '/landing-page', element: <LoginDialog open onClose={onClose} /> },
    { path: '/login', element: <p>sign-in page</p> },
  ], { initialEntries: ['/landing-page'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const here = screen.getByRole('link', { name: 'Or sign in here with your e-mail and password', hidden: true });
  expect(here).toHaveAttribute('href', '/login');
  fireEvent.click(here);
  expect(onClose).toHaveBeenCalled();
  expect(router.state.location.pathname).toBe('/login');
});
