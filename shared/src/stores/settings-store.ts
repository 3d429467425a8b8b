import { createRenderStore } from './render-store';
import { STORAGE_KEYS, TOAST } from '@cargora/shared/contracts';
import { storage } from '../storage';
import { DEFAULT_SETTINGS, type Settings } from './default-settings';

export * from './default-settings';

export interface SettingsState {
  settings: Settings;
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
}

function load(): Settings {
  const stored = storage.getJson<Partial<Settings>>(STORAGE_KEYS.settings);
  return { ...DEFAULT_SETTINGS, ...(stored && typeof stored === 'object' ? stored : {}) };
}

export const useSettingsStore = createRenderStore<SettingsState>((set, get) => ({
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
