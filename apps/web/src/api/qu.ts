import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdsBody, QuDetail, SaveQuBody } from '@xuekao/contracts';
import { invalidatePaging } from './paging';
import { repoKeys } from './repo';
import { request } from './request';

export const QU_PAGING_URL = '/api/qu/qu/paging';
export const QU_DELETE_URL = '/api/qu/qu/delete';
export const QU_IMPORT_URL = '/api/qu/qu/import';
export const QU_TEMPLATE_URL = '/api/qu/qu/import/template';
export const QU_EXPORT_URL = '/api/qu/qu/export';

/** Admin question calls (docs/REQUIREMENTS.md#question-banks); the list goes through `<ListPage>`. */
export const quApi = {
  detail: (id: string) => request<QuDetail>('/api/qu/qu/detail', { id }),
  save: (body: SaveQuBody) => request<QuDetail>('/api/qu/qu/save', body),
  delete: (body: IdsBody) => request<void>(QU_DELETE_URL, body),
};

export const quKeys = {
  all: ['qu'] as const,
  detail: (id: string) => ['qu', 'detail', id] as const,
};

/** One question with its key, for the editor; idle without an id. */
export function useQuDetail(id: string | undefined) {
  return useQuery({
    queryKey: quKeys.detail(id ?? ''),
    queryFn: () => quApi.detail(id ?? ''),
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
      mutationFn: quApi.save,
      onSuccess: async () => {
        await Promise.all([
          qc.invalidateQueries({ queryKey: quKeys.all }),
          qc.invalidateQueries({ queryKey: repoKeys.all }),
          invalidatePaging(qc, QU_PAGING_URL),
        ]);
      },
    }),
  };
}
