import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type SaveQuBody } from '@xuekao/contracts';
import { invalidatePaging } from './paging';
import { repoKeys } from './repo';
import { call } from './request';

const E = endpoints.qu;

export const quKeys = {
  all: ['qu'] as const,
  detail: (id: string) => ['qu', 'detail', id] as const,
};

/** One question with its key, for the editor; idle without an id. */
export function useQuDetail(id: string | undefined) {
  return useQuery({
    queryKey: quKeys.detail(id ?? ''),
    queryFn: () => call(E.detail, { id: id ?? '' }),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Saving refreshes the question list, the detail and the bank counts. */
export function useQuMutations() {
  const qc = useQueryClient();
  return {
    save: useMutation({
      mutationFn: (body: SaveQuBody) => call(E.save, body),
      onSuccess: async () => {
        await Promise.all([
          qc.invalidateQueries({ queryKey: quKeys.all }),
          qc.invalidateQueries({ queryKey: repoKeys.all }),
          invalidatePaging(qc, E.paging),
        ]);
      },
    }),
  };
}
