import { useSessionStore } from '@cargora/shared/runtime';
import { fetchCurrentUser } from './session-api';

/**
 * Spec section 4: with a stored user ask the API who the session cookie belongs to (the cookie is HttpOnly: only the
 * API can tell); any failure clears the session silently. A guest (no stored user) asks nothing.
 */
export async function restoreSession() {
  const { user, setUser, clear, setStatus } = useSessionStore.getState();
  if (!user) {
    setStatus('guest');
    return;
  }
  try {
    setUser(await fetchCurrentUser());
  } catch {
    clear();
  }
}
