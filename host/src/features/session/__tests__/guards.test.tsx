import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useSessionStore } from '@cargora/shared/runtime';
import { setupTestI18n } from '@cargora/shared/testing';
import { AccessControl, GuestOnly, RequireAuth, loginRedirectFor } from '../guards';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string, routes: { path: string; element: React.ReactNode }[]) {
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const user = { id: 1, email: 'dana@cargora.test', name: 'Dana', role: 'customer' as const };

beforeAll(() => setupTestI18n(join(__dirname, '../../../../public/locales'), ['host']));
beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});

describe('the auth guard', () => {
  it('sends a visitor without a session to /login with the page as redirect', () => {
    const router = renderAt('/home', [{ path: '/home', element: <RequireAuth><p>secret</p></RequireAuth> }]);
    expect(screen.queryByText('secret')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fhome');
  });

  it('lets a signed-in customer through', () => {
    useSessionStore.getState().signIn(user);
    renderAt('/home', [{ path: '/home', element: <RequireAuth><p>secret</p></RequireAuth> }]);
    expect(screen.getByText('secret')).toBeInTheDocument();
  });

  it('uses plain /login from the root path', () => {
    expect(loginRedirectFor('/')).toBe('/login');
    expect(loginRedirectFor('/home', '?tab=1')).toBe('/login?redirect=%2Fhome%3Ftab%3D1');
  });
});

describe('the guest-only guard', () => {
  it('sends a visitor with a stored profile to /', () => {
    useSessionStore.getState().signIn(user);
    const router = renderAt('/login', [{ path: '/login', element: <GuestOnly><p>login form</p></GuestOnly> }]);
    expect(screen.queryByText('login form')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the page to guests', () => {
    renderAt('/login', [{ path: '/login', element: <GuestOnly><p>login form</p></GuestOnly> }]);
    expect(screen.getByText('login form')).toBeInTheDocument();
  });
});

describe('the access-control wrapper', () => {
  it('lets guests see public routes', () => {
    renderAt('/allServices', [{ path: '/allServices', element: <AccessControl><p>services</p></AccessControl> }]);
    expect(screen.getByText('services')).toBeInTheDocument();
  });

  it('sends guests away from non-public routes', () => {
    const router = renderAt('/home', [{ path: '/home', element: <AccessControl><p>private</p></AccessControl> }]);
    expect(screen.queryByText('private')).toBeNull();
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Fhome');
  });
});

describe('the auth guard after an explicit end of session', () => {
  it('leaves the navigation to the logout flow while on the page, and redirects on a later visit', async () => {
    useSessionStore.getState().signIn(user);
    const router = renderAt('/home', [{ path: '/home', element: <RequireAuth><p>secret</p></RequireAuth> }]);
    expect(screen.getByText('secret')).toBeInTheDocument();
    const { act } = await import('@testing-library/react');
    act(() => useSessionStore.getState().clear('explicit'));
    expect(screen.queryByText('secret')).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/home'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Fhome');
  });
});
