import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { http, useSessionStore } from '@cargora/shared/runtime';
import { join } from 'node:path';
import { setupTestI18n } from '@cargora/shared/testing';
import { LOGOUT_ENDPOINT, useLogout } from '../use-logout';
import { LoginPage } from '../login-page';

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={logout}>Log out</button>;
}

const user = { id: 1, email: 'dana@cargora.test', name: 'Dana', role: 'customer' as const };

function renderHome() {
  const router = createMemoryRouter(
    [{ path: '/home', element: <LogoutButton /> }, { path: '/login', element: <LoginPage /> }, { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => setupTestI18n(join(__dirname, '../../../../public/locales'), ['host']));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});
afterEach(() => jest.restoreAllMocks());

describe('logout', () => {
  it('asks the API to revoke the session its cookie carries, forgets the user and goes to /login saying so', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: { revoked: true } } } as never);
    useSessionStore.getState().signIn(user);
    const router = renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    // No token in a header: the page has none; the HttpOnly cookie goes with the request.
    expect(post).toHaveBeenCalledWith(LOGOUT_ENDPOINT, {}, expect.not.objectContaining({ headers: expect.anything() }));
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ signedOut: true });
    // The sign-in page says so, and offers the site's own sign-in the Login dialog names.
    expect(await screen.findByRole('status')).toHaveTextContent('You have signed out.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('a visit to /login that is not a logout says nothing about signing out', async () => {
    const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('still signs out in the browser when the API cannot be reached', async () => {
    jest.spyOn(http, 'post').mockRejectedValue(new Error('Network Error'));
    useSessionStore.getState().signIn(user);
    const router = renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(useSessionStore.getState().user).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
