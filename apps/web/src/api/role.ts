import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RequestOf } from '@xuekao/contracts';
import { invalidatePaging } from './paging';
import { call } from './request';

const E = endpoints.role;

export const roleKeys = {
  all: ['sys', 'role'] as const,
  list: ['sys', 'role', 'list'] as const,
  menus: (id: string) => ['sys', 'role', 'menus', id] as const,
};

/** Every role (role selects, e.g. the user page; docs/REQUIREMENTS.md#users). */
export function useRoleList(enabled = true) {
  return useQuery({ queryKey: roleKeys.list, queryFn: () => call(E.list, {}), enabled });
}

/** The menu ids granted to a role (the grant dialog); idle without an id. */
export function useRoleMenuIds(id: string | undefined) {
  return useQuery({
    queryKey: roleKeys.menus(id ?? ''),
    queryFn: () => call(E.listMenus, { id: id ?? '' }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Save and grant: each refreshes the role list, the role page and the role's grant. */
export function useRoleMutations() {
  const qc = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([qc.invalidateQueries({ queryKey: roleKeys.all }), invalidatePaging(qc, E.paging)]);
  };
  return {
    save: useMutation({ mutationFn: (body: RequestOf<typeof E.save>) => call(E.save, body), onSuccess }),
    saveMenus: useMutation({ mutationFn: (body: RequestOf<typeof E.saveMenus>) => call(E.saveMenus, body), onSuccess }),
  };
}
