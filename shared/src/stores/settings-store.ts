import { create } from 'zustand';
import { STORAGE_KEYS, TOAST } from '../constants';
import { storage } from '../storage';

export type Mode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type Skin = 'default' | 'bordered';
export type ContentWidth = 'full' | 'boxed';
export type ToastPosition =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right';

export interface Settings {
  skin: Skin;
  mode: Mode;
  direction: Direction;
  themeColor: string;
  layout: 'horizontal';
  contentWidth: ContentWidth;
  navHidden: boolean;
  toastPosition: ToastPosition;
}

export const DEFAULT_SETTINGS: Settings = {
  skin: 'default',
  mode: 'light',
  direction: 'ltr',
  themeColor: 'primary',
  layout: 'horizontal',
  contentWidth: 'boxed',
  navHidden: false,
  toastPosition: TOAST.defaultPosition,
};

export interface SettingsState {
  settings: Settings;
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
}

function load(): Settings {
  const stored = storage.getJson<Partial<Settings>>(STORAGE_KEYS.settings);
  return { ...DEFAULT_SETTINGS, ...(stored && typeof stored === 'object' ? stored : {}) };
}

export const useSettingsStore = create<SettingsState>((set, get) => ({
  settings: load(),
  update: (patch) => {
    const settings = { ...get().settings, ...patch };
    storage.setJson(STORAGE_KEYS.settings, settings);
    set({ settings });
  },
  reset: () => {
    storage.setJson(STORAGE_KEYS.settings, DEFAULT_SETTINGS);
    set({ settings: DEFAULT_SETTINGS });
  },
}));

/** Top offset of toasts: 139 px under a visible horizontal navigation, else 75 px. */
export function toastTopOffset(settings: Pick<Settings, 'layout' | 'navHidden'>): number {
  return settings.layout === 'horizontal' && !settings.navHidden
    ? TOAST.topOffsetHorizontalPx
    : TOAST.topOffsetPx;
}
