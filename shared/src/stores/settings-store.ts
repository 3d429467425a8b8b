import { createRenderStore } from './render-store';
import { STORAGE_KEYS } from '@cargora/shared/contracts';
import { storage } from '../storage';
import { DEFAULT_SETTINGS, type Settings } from './default-settings';
import { cleanSettings } from '../ssr/render-state';

export * from './default-settings';

export interface SettingsState {
  settings: Settings;
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
}

/** The stored settings, cleaned: keys of older versions (skin, navHidden, toastPosition, layout) and bad values drop. */
function load(): Settings {
  return cleanSettings(storage.getJson<unknown>(STORAGE_KEYS.settings));
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
