import { useSessionStore } from '@cargora/shared/runtime';
import { fetchCurrentUser } from './session-api';

/** Spec section 4: with a stored token fetch the user; any failure clears the session silently. */
export async function restoreSession() {
  const { token, setUser, clear, setStatus } = useSessionStore.getState();
  if (!token) {
    setStatus(useSessionStore.getState().user ? 'authenticated' : 'guest');
    return;
  }
  try {
    setUser(await fetchCurrentUser());
  } catch {
    clear();
  }
}
