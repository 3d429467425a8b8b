import { useNavigate } from '@cargora/shared/router';
import { pathTo } from '@cargora/shared/contracts';
import { http, useSessionStore } from '@cargora/shared/runtime';
import type { SignedOutState } from './login-page';

/** Where the API revokes a token (a copy of it stops working everywhere). */
export const LOGOUT_ENDPOINT = '/auth/logout';

/**
 * Ends the session everywhere (an explicit end: the guards leave the navigation to us) and goes to /login, which says
 * the visitor signed out and offers the sign-in the top bar's Login dialog names. The API revokes the token and clears
 * its HttpOnly cookie (the request carries the cookie); the page forgets the user at once, without waiting for that
 * answer (nor failing on it).
 */
export function useLogout() {
  const clear = useSessionStore((s) => s.clear);
  const navigate = useNavigate();
  return () => {
    void http.post(LOGOUT_ENDPOINT, {}, { cargora: { toastOnError: false, silentUnauthorized: true } }).catch(() => undefined);
    clear('explicit');
    const state: SignedOutState = { signedOut: true };
    navigate(pathTo('login'), { state });
  };
}
