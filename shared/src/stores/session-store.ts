import { create } from 'zustand';
import { type SessionUser, STORAGE_KEYS } from '@cargora/shared/contracts';
import { storage } from '../storage';

export type SessionStatus = 'loading' | 'authenticated' | 'guest';
/** How the last session ended: 'explicit' (logout, expiry) navigates by itself; 'silent' leaves it to the guards. */
export type SessionEnd = 'explicit' | 'silent' | null;

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  endedBy: SessionEnd;
  /** Stores the token and user (login, OTP success, login-success message). */
  signIn: (token: string, user: SessionUser) => void;
  /** Clears token and user everywhere. */
  clear: (how?: Exclude<SessionEnd, null>) => void;
  setUser: (user: SessionUser) => void;
  setStatus: (status: SessionStatus) => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  status: 'loading',
  user: storage.getJson<SessionUser>(STORAGE_KEYS.user),
  token: storage.get(STORAGE_KEYS.token),
  endedBy: null,
  signIn: (token, user) => {
    storage.set(STORAGE_KEYS.token, token);
    storage.setJson(STORAGE_KEYS.user, user);
    set({ token, user, status: 'authenticated', endedBy: null });
  },
  clear: (how = 'silent') => {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.user);
    set({ token: null, user: null, status: 'guest', endedBy: how });
  },
  setUser: (user) => {
    storage.setJson(STORAGE_KEYS.user, user);
    set({ user, status: 'authenticated' });
  },
  setStatus: (status) => set({ status }),
}));

/** Stored profile or token: what the guards of the spec's section 4 look at. */
export function hasStoredSession(): boolean {
  const { user, token } = useSessionStore.getState();
  return Boolean(user || token);
}
