import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingGrid, PageBody, isPublicPath, useSessionStore } from '@cargora/shared';

function useSignedIn() {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const token = useSessionStore((s) => s.token);
  return { loading: status === 'loading', signedIn: Boolean(user || token) };
}

/** Guest-only pages: a visitor with a stored profile goes to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  return user ? <Navigate to="/" replace /> : <>{children}</>;
}

export function loginRedirectFor(pathname: string, search = '') {
  return pathname === '/' ? '/login' : `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/** Signed-in pages: others go to /login?redirect={path} (or /login from /). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, signedIn } = useSignedIn();
  const location = useLocation();
  if (loading) return <PageBody><LoadingGrid count={1} /></PageBody>;
  if (!signedIn) return <Navigate to={loginRedirectFor(location.pathname, location.search)} replace />;
  return <>{children}</>;
}

/** Access control for non-public routes (every route of the spec's section 2 is public). */
export function AccessControl({ children }: { children: ReactNode }) {
  const { loading, signedIn } = useSignedIn();
  const location = useLocation();
  if (isPublicPath(location.pathname) || signedIn || loading) return <>{children}</>;
  const to = location.pathname === '/' ? '/landing-page' : `/login?redirect=${encodeURIComponent(location.pathname)}`;
  return <Navigate to={to} replace />;
}
