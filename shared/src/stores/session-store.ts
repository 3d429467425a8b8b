import { create } from 'zustand';
import { type SessionUser, STORAGE_KEYS } from '@cargora/shared/contracts';
import { storage } from '../storage';

export type SessionStatus = 'loading' | 'authenticated' | 'guest';
/** How the last session ended: 'explicit' (logout, expiry) navigates by itself; 'silent' leaves it to the guards. */
export type SessionEnd = 'explicit' | 'silent' | null;

/**
 * The signed-in visitor as the site knows it. The credential is not here: it is the API's HttpOnly session cookie
 * (cargora_session), which no script can read and every request to the API carries (the HTTP client sends
 * credentials). Local storage keeps only the user it names (userData), so pages can greet them before /auth/me answers.
 */
export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  endedBy: SessionEnd;
  /** Stores the user of a session the API has just put in its cookie (OTP success, login-success message). */
  signIn: (user: SessionUser) => void;
  /** Forgets the user everywhere (the API clears the cookie on logout). */
  clear: (how?: Exclude<SessionEnd, null>) => void;
  setUser: (user: SessionUser) => void;
  setStatus: (status: SessionStatus) => void;
}

// A token kept by an earlier version of the site under the spec's key: no script may read it any more.
storage.remove(STORAGE_KEYS.legacyToken);

export const useSessionStore = create<SessionState>((set) => ({
  status: 'loading',
  user: storage.getJson<SessionUser>(STORAGE_KEYS.user),
  endedBy: null,
  signIn: (user) => {
    storage.setJson(STORAGE_KEYS.user, user);
    set({ user, status: 'authenticated', endedBy: null });
  },
  clear: (how = 'silent') => {
    storage.remove(STORAGE_KEYS.user);
    set({ user: null, status: 'guest', endedBy: how });
  },
  setUser: (user) => {
    storage.setJson(STORAGE_KEYS.user, user);
    set({ user, status: 'authenticated' });
  },
  setStatus: (status) => set({ status }),
}));

/** A stored profile: what the guards of the spec's section 4 look at (the cookie itself is out of scripts' reach). */
export function hasStoredSession(): boolean {
  return Boolean(useSessionStore.getState().user);
}
