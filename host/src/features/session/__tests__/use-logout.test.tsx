import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { http, useSessionStore } from '@cargora/shared/runtime';
import { LOGOUT_ENDPOINT, useLogout } from '../use-logout';

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={logout}>Log out</button>;
}

const user = { id: 1, email: 'dana@cargora.test', name: 'Dana', role: 'customer' as const };

function renderHome() {
  const router = createMemoryRouter([{ path: '/home', element: <LogoutButton /> }, { path: '*', element: <p>elsewhere</p> }], { initialEntries: ['/home'] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});
afterEach(() => jest.restoreAllMocks());

describe('logout', () => {
  it('asks the API to revoke the token it carried, forgets the session and goes to /login', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: { revoked: true } } } as never);
    useSessionStore.getState().signIn('the-token', user);
    const router = renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(post).toHaveBeenCalledWith(LOGOUT_ENDPOINT, {}, expect.objectContaining({ headers: { Authorization: 'Bearer the-token' } }));
    expect(useSessionStore.getState().token).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('still signs out in the browser when the API cannot be reached', async () => {
    jest.spyOn(http, 'post').mockRejectedValue(new Error('Network Error'));
    useSessionStore.getState().signIn('the-token', user);
    const router = renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(useSessionStore.getState().user).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
