import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RequestOf } from '@xuekao/contracts';
import { call } from './request';

const E = endpoints.depart;

export const departKeys = {
  all: ['sys', 'depart'] as const,
  treeSelect: ['sys', 'depart', 'tree-select'] as const,
  tree: ['sys', 'depart', 'tree'] as const,
};

/** The public department tree (for selects; registration uses it without a token). */
export function useDeptTreeSelect(enabled = true) {
  return useQuery({
    queryKey: departKeys.treeSelect,
    queryFn: () => call(E.treeSelect, {}),
    enabled,
    staleTime: 60_000,
  });
}

/** The admin department tree within the caller's data scope. */
export function useDepartTree() {
  return useQuery({ queryKey: departKeys.tree, queryFn: () => call(E.tree, {}) });
}

/** Save, delete and sort (docs/REQUIREMENTS.md#users): each refreshes every department query (tree, selects, pages). */
export function useDepartMutations() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: departKeys.all });
  return {
    save: useMutation({ mutationFn: (body: RequestOf<typeof E.save>) => call(E.save, body), onSuccess }),
    remove: useMutation({ mutationFn: (body: RequestOf<typeof E.delete>) => call(E.delete, body), onSuccess }),
    sort: useMutation({ mutationFn: (body: RequestOf<typeof E.sort>) => call(E.sort, body), onSuccess }),
  };
}
