import { useQuery } from '@tanstack/react-query';
import type {
  ConfigPropDetail,
  ConfigPropSaveBody,
  ConfigPropType,
  SaveSiteConfigBody,
  SiteData,
  SwitchConfig,
} from '@xuekao/contracts';
import { sessionStore } from '../app/session';
import { authApi } from './auth';
import { request } from './request';

/** System configuration calls (docs/REQUIREMENTS.md#config). */
export const configApi = {
  /** The site data; with `sys:config:view` it also carries the admin fields (tmpDir). */
  detail: () => request<SiteData>('/api/sys/config/detail', { id: '1' }),
  save: (body: SaveSiteConfigBody) => request<void>('/api/sys/config/save', body),
  switchDetail: () => request<SwitchConfig>('/api/sys/config/switch/detail'),
  switchSave: (body: SwitchConfig) => request<void>('/api/sys/config/switch/save', body),
  propDetail: (type: ConfigPropType, provider?: string) =>
    request<ConfigPropDetail>('/api/sys/config/prop/detail', { type, provider }),
  propSave: (body: ConfigPropSaveBody) => request<void>('/api/sys/config/prop/save', body),
};

export const configKeys = {
  all: ['sys', 'config'] as const,
  detail: ['sys', 'config', 'detail'] as const,
  switches: ['sys', 'config', 'switch'] as const,
  prop: (type: ConfigPropType, provider?: string) => ['sys', 'config', 'prop', type, provider ?? ''] as const,
};

/** The base form's data (site detail with the admin fields); always fresh when the tab opens. */
export function useSiteConfig() {
  return useQuery({ queryKey: configKeys.detail, queryFn: configApi.detail, staleTime: 0 });
}

export function useSwitchConfig() {
  return useQuery({ queryKey: configKeys.switches, queryFn: configApi.switchDetail, staleTime: 0 });
}

/** One provider's saved settings (the active provider when `provider` is empty). */
export function useConfigProp(type: ConfigPropType, provider?: string) {
  return useQuery({
    queryKey: configKeys.prop(type, provider),
    queryFn: () => configApi.propDetail(type, provider),
    staleTime: 0,
  });
}

/**
 * After a save of the base config or the switches: the site data in the session store (title, logos,
 * registration link) and the menu routes (module switches) are reloaded, so the change shows at once.
 */
export async function refreshSiteData(withRoutes = false): Promise<void> {
  const site = await authApi.siteDetail();
  sessionStore.set({ site });
  if (withRoutes && sessionStore.get().user) sessionStore.set({ routes: await authApi.menuRoutes() });
}
