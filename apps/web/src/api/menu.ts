import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RequestOf } from '@xuekao/contracts';
import { call } from './request';

const E = endpoints.menu;

export const menuKeys = {
  all: ['sys', 'menu'] as const,
  tree: ['sys', 'menu', 'tree'] as const,
};

/** The whole menu tree (menu page, menu tree select, the role's grant dialog; docs/REQUIREMENTS.md#users). */
export function useMenuTree(enabled = true) {
  return useQuery({ queryKey: menuKeys.tree, queryFn: () => call(E.tree, {}), enabled, staleTime: 0 });
}

/** Save, delete and sort: each refreshes the menu tree. */
export function useMenuMutations() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: menuKeys.all });
  return {
    save: useMutation({ mutationFn: (body: RequestOf<typeof E.save>) => call(E.save, body), onSuccess }),
    remove: useMutation({ mutationFn: (body: RequestOf<typeof E.delete>) => call(E.delete, body), onSuccess }),
    sort: useMutation({ mutationFn: (body: RequestOf<typeof E.sort>) => call(E.sort, body), onSuccess }),
  };
}
