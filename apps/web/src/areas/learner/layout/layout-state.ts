import { createStore, useStore } from '@web/core/store';

const KEY = 'xk_web_sidebar_opened';

function load(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the learner navigation drawer is open; remembered across visits (docs/REQUIREMENTS.md#layouts). */
export const webSidebarStore = createStore<{ opened: boolean }>({ opened: load() });
webSidebarStore.subscribe(() => {
  try {
    localStorage.setItem(KEY, webSidebarStore.get().opened ? '1' : '0');
  } catch {
    // storage may be unavailable (private mode); the state then lasts for the visit
  }
});

export const useWebSidebarOpened = () => useStore(webSidebarStore, (s) => s.opened);
export const setWebSidebarOpened = (opened: boolean) => webSidebarStore.set({ opened });
