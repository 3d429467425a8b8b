import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '@cargora/shared/router';
import { isPublicPath, pathTo } from '@cargora/shared/contracts';
import { useHydrated, useSessionStore } from '@cargora/shared/runtime';
import { LoadingGrid, PageBody } from '@cargora/shared/ui';

function useSignedIn() {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  return { loading: status === 'loading', signedIn: Boolean(user) };
}

/**
 * Guest-only pages: a visitor who arrives with a stored profile goes to /. Checked on arrival, so
 * signing in on the page itself lets the page choose where to go next.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [arrivedSignedIn] = useState(() => Boolean(useSessionStore.getState().user));
  // The server renders the page for a guest: a stored session is known once hydrated.
  const hydrated = useHydrated();
  return hydrated && arrivedSignedIn ? <Navigate to={pathTo('root')} replace /> : <>{children}</>;
}

export function loginRedirectFor(pathname: string, search = '') {
  return pathname === '/' ? '/login' : `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/** Signed-in pages: others go to /login?redirect={path} (or /login from /). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, signedIn } = useSignedIn();
  const endedBy = useSessionStore((s) => s.endedBy);
  const [endedBeforeArrival] = useState(() => useSessionStore.getState().endedBy === 'explicit');
  const location = useLocation();
  if (loading) return <PageBody><LoadingGrid count={1} /></PageBody>;
  // A logout or expiry on this page navigates to /login by itself; don't race it with our redirect.
  if (!signedIn && endedBy === 'explicit' && !endedBeforeArrival) return null;
  if (!signedIn) return <Navigate to={loginRedirectFor(location.pathname, location.search)} replace />;
  return <>{children}</>;
}

/** Access control for non-public routes (every route of the spec's section 2 is public). */
export function AccessControl({ children }: { children: ReactNode }) {
  const { loading, signedIn } = useSignedIn();
  const endedBy = useSessionStore((s) => s.endedBy);
  const location = useLocation();
  // After a logout or expiry the flow itself navigates; the route's own guard covers later visits.
  if (isPublicPath(location.pathname) || signedIn || loading || endedBy === 'explicit') return <>{children}</>;
  const to = location.pathname === '/' ? '/landing-page' : `/login?redirect=${encodeURIComponent(location.pathname)}`;
  return <Navigate to={to} replace />;
}
