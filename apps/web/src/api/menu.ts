import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdsBody, MenuSaveBody, MenuTreeNode, MenuView, MoveSortBody } from '@xuekao/contracts';
import { request } from './request';

/** Menu administration calls (docs/REQUIREMENTS.md#users); the signed-in user's routes are in auth.ts. */
export const menuApi = {
  tree: () => request<MenuTreeNode[]>('/api/sys/menu/tree'),
  detail: (id: string) => request<MenuView>('/api/sys/menu/detail', { id }),
  save: (body: MenuSaveBody) => request<MenuView>('/api/sys/menu/save', body),
  delete: (body: IdsBody) => request<void>('/api/sys/menu/delete', body),
  sort: (body: MoveSortBody) => request<void>('/api/sys/menu/sort', body),
};

export const menuKeys = {
  all: ['sys', 'menu'] as const,
  tree: ['sys', 'menu', 'tree'] as const,
};

/** The whole menu tree (menu page, menu tree select, the role's grant dialog). */
export function useMenuTree(enabled = true) {
  return useQuery({ queryKey: menuKeys.tree, queryFn: menuApi.tree, enabled, staleTime: 0 });
}

/** Save, delete and sort: each refreshes the menu tree. */
export function useMenuMutations() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: menuKeys.all });
  return {
    save: useMutation({ mutationFn: menuApi.save, onSuccess }),
    remove: useMutation({ mutationFn: menuApi.delete, onSuccess }),
    sort: useMutation({ mutationFn: menuApi.sort, onSuccess }),
  };
}
