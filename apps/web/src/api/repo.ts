import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type IdsBody, type MoveSortBody, type SaveChapterBody, type SaveRepoBody } from '@xuekao/contracts';
import { invalidatePaging } from './paging';
import { call } from './request';

const E = endpoints.repo;

/** Filters of the bank select (docs/REQUIREMENTS.md#pickers). */
export interface RepoSelectFilter {
  title?: string;
  isExam?: boolean;
  isTrain?: boolean;
}

export const repoKeys = {
  all: ['repo'] as const,
  select: (filter: RepoSelectFilter) => ['repo', 'select', filter] as const,
  detail: (id: string) => ['repo', 'detail', id] as const,
  chapters: (repoId: string, title?: string) => ['repo', 'chapters', repoId, title ?? ''] as const,
};

/** The banks the select offers for a search text and filters (page 1, size 100). */
export function useRepoSelect(filter: RepoSelectFilter, enabled = true) {
  return useQuery({
    queryKey: repoKeys.select(filter),
    queryFn: () => call(E.paging, { current: 1, size: 100, params: filter, orders: [], t: Date.now() }),
    enabled,
    staleTime: 30_000,
  });
}

/** One bank (the chapter page title); idle without an id. */
export function useRepoDetail(id: string | undefined) {
  return useQuery({
    queryKey: repoKeys.detail(id ?? ''),
    queryFn: () => call(E.detail, { id: id ?? '' }),
    enabled: Boolean(id),
  });
}

/** The chapters of a bank, optionally searched by title; idle without a bank. */
export function useChapters(repoId: string | undefined, title?: string) {
  return useQuery({
    queryKey: repoKeys.chapters(repoId ?? '', title),
    queryFn: () => call(E.chapterList, { repoId: repoId ?? '', title: title || undefined }),
    enabled: Boolean(repoId),
    staleTime: 0,
  });
}

/** Bank and chapter writes: each refreshes the bank list, the selects and the chapters. */
export function useRepoMutations() {
  const qc = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([qc.invalidateQueries({ queryKey: repoKeys.all }), invalidatePaging(qc, E.paging)]);
  };
  return {
    save: useMutation({ mutationFn: (body: SaveRepoBody) => call(E.save, body), onSuccess }),
    saveChapter: useMutation({ mutationFn: (body: SaveChapterBody) => call(E.chapterSave, body), onSuccess }),
    deleteChapter: useMutation({ mutationFn: (body: IdsBody) => call(E.chapterDelete, body), onSuccess }),
    sortChapter: useMutation({ mutationFn: (body: MoveSortBody) => call(E.chapterSort, body), onSuccess }),
  };
}
