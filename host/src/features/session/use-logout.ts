import { useNavigate } from 'react-router-dom';
import { pathTo, useSessionStore } from '@cargora/shared';

/** Ends the session everywhere (an explicit end: the guards leave the navigation to us) and goes to /login. */
export function useLogout() {
  const clear = useSessionStore((s) => s.clear);
  const navigate = useNavigate();
  return () => {
    clear('explicit');
    navigate(pathTo('login'));
  };
}
