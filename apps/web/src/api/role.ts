import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdsBody, RoleMenusBody, RoleSaveBody, RoleView } from '@xuekao/contracts';
import { invalidatePaging } from './paging';
import { request } from './request';

export const ROLE_PAGING_URL = '/api/sys/role/paging';

/** Role calls (docs/REQUIREMENTS.md#users). */
export const roleApi = {
  list: () => request<RoleView[]>('/api/sys/role/list'),
  detail: (id: string) => request<RoleView>('/api/sys/role/detail', { id }),
  save: (body: RoleSaveBody) => request<RoleView>('/api/sys/role/save', body),
  delete: (body: IdsBody) => request<void>('/api/sys/role/delete', body),
  listMenus: (id: string) => request<string[]>('/api/sys/role/list-menus', { id }),
  saveMenus: (body: RoleMenusBody) => request<void>('/api/sys/role/save-menus', body),
};

export const roleKeys = {
  all: ['sys', 'role'] as const,
  list: ['sys', 'role', 'list'] as const,
  menus: (id: string) => ['sys', 'role', 'menus', id] as const,
};

/** Every role (role selects, e.g. the user page). */
export function useRoleList(enabled = true) {
  return useQuery({ queryKey: roleKeys.list, queryFn: roleApi.list, enabled });
}

/** The menu ids granted to a role (the grant dialog); idle without an id. */
export function useRoleMenuIds(id: string | undefined) {
  return useQuery({
    queryKey: roleKeys.menus(id ?? ''),
    queryFn: () => roleApi.listMenus(id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Save and grant: each refreshes the role list, the role page and the role's grant. */
export function useRoleMutations() {
  const qc = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([qc.invalidateQueries({ queryKey: roleKeys.all }), invalidatePaging(qc, ROLE_PAGING_URL)]);
  };
  return {
    save: useMutation({ mutationFn: roleApi.save, onSuccess }),
    saveMenus: useMutation({ mutationFn: roleApi.saveMenus, onSuccess }),
  };
}
