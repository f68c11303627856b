import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type LearnerAnswer, type TrainStartBody } from '@xuekao/contracts';
import { invalidatePaging, type PagingQuery, usePaging } from './paging';
import { call } from './request';

/** Training and wrong-answer book calls of the learner (docs/REQUIREMENTS.md#training). */
const E = endpoints.train;

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
  return usePaging(E.paging, query);
}

export interface BookParams {
  repoId?: string;
  examId?: string;
}

/** The learner's wrong-answer book. */
export function useWrongBook(query: PagingQuery<BookParams>) {
  return usePaging(E.bookPaging, query);
}

export function useTrainDetail(id: string | undefined) {
  return useQuery({
    queryKey: trainKeys.detail(id ?? ''),
    queryFn: () => call(E.detail, { id: id ?? '' }),
    enabled: !!id,
  });
}

export function useTrainCard(id: string | undefined) {
  return useQuery({ queryKey: trainKeys.card(id ?? ''), queryFn: () => call(E.card, { id: id ?? '' }), enabled: !!id });
}

export function useTrainQu(trainId: string | undefined, quId: string | undefined, mode: number) {
  return useQuery({
    queryKey: trainKeys.qu(trainId ?? '', quId ?? ''),
    queryFn: () => call(E.quDetail, { trainId: trainId ?? '', quId: quId ?? '', mode }),
    enabled: !!trainId && !!quId,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Types and chapters of a bank with counts (the mode pickers). */
export function useChapterGroup(repoId: string | undefined) {
  return useQuery({
    queryKey: trainKeys.chapterGroup(repoId ?? ''),
    queryFn: () => call(endpoints.repo.chapterGroup, { repoId: repoId ?? '' }),
    enabled: !!repoId,
  });
}

/** A question the learner answered before, with key and analysis. */
export function useQuView(id: string | undefined) {
  return useQuery({
    queryKey: trainKeys.quView(id ?? ''),
    queryFn: () => call(E.quView, { id: id ?? '' }),
    enabled: !!id,
  });
}

/**
 * Answering: the result replaces the cached question (now revealed), the card and the training counts
 * are refreshed.
 */
export function useTrainCheck(trainId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { quId: string; answer: LearnerAnswer }) =>
      call(E.check, { trainId, quId: v.quId, answer: v.answer }),
    onSuccess: (r, v) => {
      qc.setQueryData(trainKeys.qu(trainId, v.quId), r.qu);
      qc.setQueryData(trainKeys.detail(trainId), r.train);
      void qc.invalidateQueries({ queryKey: trainKeys.card(trainId) });
      void invalidatePaging(qc, E.bookPaging);
    },
  });
}

export function useTrainFinish() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(E.finish, { id }),
    onSuccess: (r) => {
      qc.setQueryData(trainKeys.detail(r.id), r);
      void invalidatePaging(qc, E.paging);
    },
  });
}

export function useTrainStart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainStartBody) => call(E.start, body),
    onSuccess: (r) => {
      qc.setQueryData(trainKeys.detail(r.id), r);
      void invalidatePaging(qc, E.paging);
    },
  });
}
