import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paperApi } from '@web/api/paper';
import type { FillAnswerResult, LearnerAnswer, PaperCardItem, PaperDetail, PaperQuDetail } from '@xuekao/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { m } from '../messages';

/** What the check page hands over: the entry proof create-paper needs for a new paper. */
export interface ExamStartState {
  password: string;
  faceToken: string;
}

/** The paper-detail re-sync (the countdown follows the server's clock every minute). */
export const DETAIL_SYNC_MS = 60_000;

export const paperKeys = {
  detail: (id: string) => ['paper', 'detail', id] as const,
  qu: (paperId: string, quId: string) => ['paper', 'qu', paperId, quId] as const,
};

/**
 * Opens the paper of an exam. Coming from the check page (`entry`), create-paper writes a new paper or
 * resumes the one in progress; `onEntryUsed` then forgets the entry so a reload cannot start another
 * attempt. Without an entry (a reload, a 继续考试 link) only a paper in progress is resumed; with none,
 * `noPaper` sends the learner to the check page. The detail (answer card, seconds left, rules) is
 * re-read every minute.
 */
export function useExamPaper(examId: string, entry: ExamStartState | null, onEntryUsed: () => void) {
  const [paperId, setPaperId] = useState<string>();
  const [createError, setCreateError] = useState<string>();
  const [noPaper, setNoPaper] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !examId) return;
    started.current = true;
    const open = async (): Promise<string | null> => {
      if (entry) {
        const r = await paperApi.create(examId, entry.password, entry.faceToken);
        onEntryUsed();
        return r.id;
      }
      const running = await paperApi.process(examId);
      return running && running.examId === examId ? running.paperId : null;
    };
    open()
      .then((id) => (id ? setPaperId(id) : setNoPaper(true)))
      .catch((e: unknown) => setCreateError(e instanceof Error ? e.message : m('cannotStart')));
  }, [examId, entry, onEntryUsed]);

  const detail = useQuery({
    queryKey: paperKeys.detail(paperId ?? ''),
    queryFn: () => paperApi.detail(paperId ?? ''),
    enabled: !!paperId,
    refetchInterval: DETAIL_SYNC_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

  const items = useMemo<PaperCardItem[]>(() => detail.data?.groups.flatMap((g) => g.quList) ?? [], [detail.data]);
  return { paperId, createError, noPaper, detail, items };
}

/** One question of the paper (no key), cached for the page's life: only this page changes its answer. */
export function usePaperQu(paperId: string | undefined, quId: string | undefined) {
  return useQuery({
    queryKey: paperKeys.qu(paperId ?? '', quId ?? ''),
    queryFn: () => paperApi.quDetail(paperId ?? '', quId ?? ''),
    enabled: !!paperId && !!quId,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves one answer and marks it on the cached question and answer card (no refetch, no timer re-sync). */
export function useFillAnswer(paperId: string | undefined) {
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const fill = useCallback(
    async (quId: string, answer: LearnerAnswer): Promise<FillAnswerResult> => {
      if (!paperId) throw new Error(m('notLoaded'));
      setSaving(true);
      try {
        const r = await paperApi.fill(paperId, quId, answer);
        client.setQueryData<PaperQuDetail>(paperKeys.qu(paperId, quId), (old) =>
          old ? { ...old, answer, answered: r.answered } : old,
        );
        client.setQueryData<PaperDetail>(paperKeys.detail(paperId), (old) => (old ? markAnswered(old, r) : old));
        return r;
      } finally {
        setSaving(false);
      }
    },
    [client, paperId],
  );
  return { fill, saving };
}

/** The detail with one card item's answered flag replaced and the count recounted. */
export function markAnswered(detail: PaperDetail, r: FillAnswerResult): PaperDetail {
  const groups = detail.groups.map((g) => ({
    ...g,
    quList: g.quList.map((q) => (q.quId === r.quId ? { ...q, answered: r.answered } : q)),
  }));
  const answeredCount = groups.reduce((n, g) => n + g.quList.filter((q) => q.answered).length, 0);
  return { ...detail, groups, answeredCount };
}
