import { useNavigate } from 'react-router-dom';
import { pathTo } from '@cargora/shared/contracts';
import { http, useSessionStore } from '@cargora/shared/runtime';

/** Where the API revokes a token (a copy of it stops working everywhere). */
export const LOGOUT_ENDPOINT = '/auth/logout';

/**
 * Ends the session everywhere (an explicit end: the guards leave the navigation to us) and goes to /login. The API
 * revokes the token; the browser forgets it at once, without waiting for that answer (nor failing on it).
 */
export function useLogout() {
  const clear = useSessionStore((s) => s.clear);
  const navigate = useNavigate();
  return () => {
    const { token } = useSessionStore.getState();
    if (token) {
      void http
        .post(LOGOUT_ENDPOINT, {}, { headers: { Authorization: `Bearer ${token}` }, cargora: { toastOnError: false, silentUnauthorized: true } })
        .catch(() => undefined);
    }
    clear('explicit');
    navigate(pathTo('login'));
  };
}
