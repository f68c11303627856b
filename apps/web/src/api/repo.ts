import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChapterListBody,
  ChapterRow,
  IdsBody,
  MoveSortBody,
  Page,
  RepoRow,
  SaveChapterBody,
  SaveRepoBody,
} from '@xuekao/contracts';
import { invalidatePaging } from './paging';
import { request } from './request';

export const REPO_PAGING_URL = '/api/repo/paging';
export const REPO_DELETE_URL = '/api/repo/delete';

/** Filters of the bank select (docs/REQUIREMENTS.md#pickers). */
export interface RepoSelectFilter {
  title?: string;
  isExam?: boolean;
  isTrain?: boolean;
}

/** Question bank and chapter calls (docs/REQUIREMENTS.md#question-banks); the list goes through `<ListPage>`. */
export const repoApi = {
  /** Page 1, size 100: what the bank select offers. */
  select: (filter: RepoSelectFilter) =>
    request<Page<RepoRow>>(REPO_PAGING_URL, { current: 1, size: 100, params: filter, orders: [], t: Date.now() }),
  detail: (id: string) => request<RepoRow>('/api/repo/detail', { id }),
  save: (body: SaveRepoBody) => request<RepoRow>('/api/repo/save', body),
  delete: (body: IdsBody) => request<void>(REPO_DELETE_URL, body),
  chapters: (body: ChapterListBody) => request<ChapterRow[]>('/api/repo/chapter/list', body),
  saveChapter: (body: SaveChapterBody) => request<ChapterRow>('/api/repo/chapter/save', body),
  deleteChapter: (body: IdsBody) => request<void>('/api/repo/chapter/delete', body),
  sortChapter: (body: MoveSortBody) => request<void>('/api/repo/chapter/sort', body),
};

export const repoKeys = {
  all: ['repo'] as const,
  select: (filter: RepoSelectFilter) => ['repo', 'select', filter] as const,
  detail: (id: string) => ['repo', 'detail', id] as const,
  chapters: (repoId: string, title?: string) => ['repo', 'chapters', repoId, title ?? ''] as const,
};

/** The banks the select offers for a search text and filters. */
export function useRepoSelect(filter: RepoSelectFilter, enabled = true) {
  return useQuery({
    queryKey: repoKeys.select(filter),
    queryFn: () => repoApi.select(filter),
    enabled,
    staleTime: 30_000,
  });
}

/** One bank (the chapter page title); idle without an id. */
export function useRepoDetail(id: string | undefined) {
  return useQuery({
    queryKey: repoKeys.detail(id ?? ''),
    queryFn: () => repoApi.detail(id ?? ''),
    enabled: Boolean(id),
  });
}

/** The chapters of a bank, optionally searched by title; idle without a bank. */
export function useChapters(repoId: string | undefined, title?: string) {
  return useQuery({
    queryKey: repoKeys.chapters(repoId ?? '', title),
    queryFn: () => repoApi.chapters({ repoId: repoId ?? '', title: title || undefined }),
    enabled: Boolean(repoId),
    staleTime: 0,
  });
}

/** Bank and chapter writes: each refreshes the bank list, the selects and the chapters. */
export function useRepoMutations() {
  const qc = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([qc.invalidateQueries({ queryKey: repoKeys.all }), invalidatePaging(qc, REPO_PAGING_URL)]);
  };
  return {
    save: useMutation({ mutationFn: repoApi.save, onSuccess }),
    saveChapter: useMutation({ mutationFn: repoApi.saveChapter, onSuccess }),
    deleteChapter: useMutation({ mutationFn: repoApi.deleteChapter, onSuccess }),
    sortChapter: useMutation({ mutationFn: repoApi.sortChapter, onSuccess }),
  };
}
