import { useQuery } from '@tanstack/react-query';
import { type ConfigPropType, endpoints } from '@xuekao/contracts';
import { builtRoutes, sessionStore } from '../core/session';
import { call } from './request';
import { fetchSiteData } from './site-data';

/** System configuration calls (docs/REQUIREMENTS.md#config): `call(endpoints.config.*)`. */
const E = endpoints.config;

export { fetchSiteData };

export const configKeys = {
  all: ['sys', 'config'] as const,
  detail: ['sys', 'config', 'detail'] as const,
  switches: ['sys', 'config', 'switch'] as const,
  prop: (type: ConfigPropType, provider?: string) => ['sys', 'config', 'prop', type, provider ?? ''] as const,
};

/** The base form's data (site detail with the admin fields); always fresh when the tab opens. */
export function useSiteConfig() {
  return useQuery({ queryKey: configKeys.detail, queryFn: fetchSiteData, staleTime: 0 });
}

export function useSwitchConfig() {
  return useQuery({ queryKey: configKeys.switches, queryFn: () => call(E.switchDetail), staleTime: 0 });
}

/** One provider's saved settings (the active provider when `provider` is empty). */
export function useConfigProp(type: ConfigPropType, provider?: string) {
  return useQuery({
    queryKey: configKeys.prop(type, provider),
    queryFn: () => call(E.propDetail, { type, provider }),
    staleTime: 0,
  });
}

/**
 * After a save of the base config or the switches: the site data in the session store (title, logos,
 * registration link) and the menu routes (module switches) are reloaded, so the change shows at once.
 */
export async function refreshSiteData(withRoutes = false): Promise<void> {
  const site = await fetchSiteData();
  sessionStore.set({ site });
  if (withRoutes && sessionStore.get().user) {
    sessionStore.set({ routes: builtRoutes(await call(endpoints.menu.routes, {})) });
  }
}
