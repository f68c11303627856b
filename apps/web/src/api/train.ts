import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LearnerAnswer,
  QuDetail,
  RepoChapterGroup,
  TrainCardItem,
  TrainCheckResult,
  TrainQuDetail,
  TrainRecord,
  TrainStartBody,
  WrongBookRecord,
} from '@xuekao/contracts';
import { invalidatePaging, type PagingQuery, usePaging } from './paging';
import { request } from './request';

export const TRAIN_PAGING_URL = '/api/repo/train/paging';
export const BOOK_PAGING_URL = '/api/repo/book/paging';

/** Training and wrong-answer book calls of the learner (docs/REQUIREMENTS.md#training). */
export const trainApi = {
  start: (body: TrainStartBody) => request<TrainRecord>('/api/repo/train/start', body),
  detail: (id: string) => request<TrainRecord>('/api/repo/train/detail', { id }),
  card: (id: string) => request<TrainCardItem[]>('/api/repo/train/card', { id }),
  quDetail: (trainId: string, quId: string, mode: number) =>
    request<TrainQuDetail>('/api/repo/train/qu-detail', { trainId, quId, mode }),
  check: (trainId: string, quId: string, answer: LearnerAnswer) =>
    request<TrainCheckResult>('/api/repo/train/check', { trainId, quId, answer }),
  finish: (id: string) => request<TrainRecord>('/api/repo/train/finish', { id }),
  chapterGroup: (repoId: string) => request<RepoChapterGroup>('/api/repo/chapter-group', { repoId }),
  quView: (id: string) => request<QuDetail>('/api/repo/train/qu-view', { id }),
};

export const trainKeys = {
  all: ['train'] as const,
  detail: (id: string) => ['train', 'detail', id] as const,
  card: (id: string) => ['train', 'card', id] as const,
  qu: (trainId: string, quId: string) => ['train', 'qu', trainId, quId] as const,
  chapterGroup: (repoId: string) => ['train', 'chapter-group', repoId] as const,
  quView: (id: string) => ['train', 'qu-view', id] as const,
};

export interface TrainParams {
  repoId?: string;
}

/** The learner's training history (optionally of one bank). */
export function useMyTrains(query: PagingQuery<TrainParams>) {
  return usePaging<TrainRecord, TrainParams>(TRAIN_PAGING_URL, query);
}

export interface BookParams {
  repoId?: string;
  examId?: string;
}

/** The learner's wrong-answer book. */
export function useWrongBook(query: PagingQuery<BookParams>) {
  return usePaging<WrongBookRecord, BookParams>(BOOK_PAGING_URL, query);
}

export function useTrainDetail(id: string | undefined) {
  return useQuery({ queryKey: trainKeys.detail(id ?? ''), queryFn: () => trainApi.detail(id ?? ''), enabled: !!id });
}

export function useTrainCard(id: string | undefined) {
  return useQuery({ queryKey: trainKeys.card(id ?? ''), queryFn: () => trainApi.card(id ?? ''), enabled: !!id });
}

export function useTrainQu(trainId: string | undefined, quId: string | undefined, mode: number) {
  return useQuery({
    queryKey: trainKeys.qu(trainId ?? '', quId ?? ''),
    queryFn: () => trainApi.quDetail(trainId ?? '', quId ?? '', mode),
    enabled: !!trainId && !!quId,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Types and chapters of a bank with counts (the mode pickers). */
export function useChapterGroup(repoId: string | undefined) {
  return useQuery({
    queryKey: trainKeys.chapterGroup(repoId ?? ''),
    queryFn: () => trainApi.chapterGroup(repoId ?? ''),
    enabled: !!repoId,
  });
}

/** A question the learner answered before, with key and analysis. */
export function useQuView(id: string | undefined) {
  return useQuery({ queryKey: trainKeys.quView(id ?? ''), queryFn: () => trainApi.quView(id ?? ''), enabled: !!id });
}

/**
 * Answering: the result replaces the cached question (now revealed), the card and the training counts
 * are refreshed.
 */
export function useTrainCheck(trainId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { quId: string; answer: LearnerAnswer }) => trainApi.check(trainId, v.quId, v.answer),
    onSuccess: (r, v) => {
      qc.setQueryData(trainKeys.qu(trainId, v.quId), r.qu);
      qc.setQueryData(trainKeys.detail(trainId), r.train);
      void qc.invalidateQueries({ queryKey: trainKeys.card(trainId) });
      void invalidatePaging(qc, BOOK_PAGING_URL);
    },
  });
}

export function useTrainFinish() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: trainApi.finish,
    onSuccess: (r) => {
      qc.setQueryData(trainKeys.detail(r.id), r);
      void invalidatePaging(qc, TRAIN_PAGING_URL);
    },
  });
}

export function useTrainStart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: trainApi.start,
    onSuccess: (r) => {
      qc.setQueryData(trainKeys.detail(r.id), r);
      void invalidatePaging(qc, TRAIN_PAGING_URL);
    },
  });
}
