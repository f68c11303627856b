import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DepartSaveBody,
  DepartTreeNode,
  DepartView,
  DeptTreeNode,
  IdsBody,
  MoveSortBody,
  Page,
} from '@xuekao/contracts';
import { request } from './request';

/** Department calls (docs/REQUIREMENTS.md#users). */
export const departApi = {
  treeSelect: () => request<DeptTreeNode[]>('/api/sys/depart/tree-select'),
  tree: () => request<DepartTreeNode[]>('/api/sys/depart/tree'),
  paging: (body: { current: number; size: number; params?: Record<string, unknown> }) =>
    request<Page<DepartView>>('/api/sys/depart/paging', body),
  detail: (id: string) => request<DepartView>('/api/sys/depart/detail', { id }),
  save: (body: DepartSaveBody) => request<DepartView>('/api/sys/depart/save', body),
  delete: (body: IdsBody) => request<void>('/api/sys/depart/delete', body),
  sort: (body: MoveSortBody) => request<void>('/api/sys/depart/sort', body),
};

export const departKeys = {
  all: ['sys', 'depart'] as const,
  treeSelect: ['sys', 'depart', 'tree-select'] as const,
  tree: ['sys', 'depart', 'tree'] as const,
};

/** The public department tree (for selects; registration uses it without a token). */
export function useDeptTreeSelect(enabled = true) {
  return useQuery({ queryKey: departKeys.treeSelect, queryFn: departApi.treeSelect, enabled, staleTime: 60_000 });
}

/** The admin department tree within the caller's data scope. */
export function useDepartTree() {
  return useQuery({ queryKey: departKeys.tree, queryFn: departApi.tree });
}

/** Save, delete and sort: each refreshes every department query (tree, selects, pages). */
export function useDepartMutations() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: departKeys.all });
  return {
    save: useMutation({ mutationFn: departApi.save, onSuccess }),
    remove: useMutation({ mutationFn: departApi.delete, onSuccess }),
    sort: useMutation({ mutationFn: departApi.sort, onSuccess }),
  };
}
