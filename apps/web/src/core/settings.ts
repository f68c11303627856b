import { createStore, useStore } from './store';

/** Admin-shell UI settings, remembered in localStorage (settings drawer, sidebar, font size). */
export interface UiSettings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  sidebarOpened: boolean;
  size: 'default' | 'medium' | 'small' | 'mini';
}

const KEY = 'xk_ui_settings';
export const DEFAULT_THEME = '#409EFF';
const DEFAULTS: UiSettings = {
  theme: DEFAULT_THEME,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  sidebarOpened: true,
  size: 'medium',
};

function load(): UiSettings {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<UiSettings>) };
  } catch {
    return DEFAULTS;
  }
}

export const settingsStore = createStore<UiSettings>(load());
settingsStore.subscribe(() => localStorage.setItem(KEY, JSON.stringify(settingsStore.get())));

export const useSettings = () => useStore(settingsStore, (s) => s);
export const updateSettings = (patch: Partial<UiSettings>) => settingsStore.set(patch);
