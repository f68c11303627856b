import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isConnectionFailure } from '@web/api/connection';
import { paperApi } from '@web/api/paper';
import { useUser } from '@web/core/session';
import type { FillAnswerResult, LearnerAnswer, PaperCardItem, PaperDetail, PaperQuDetail } from '@xuekao/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { m } from '../messages';
import { offsetOf, paperCache } from '../offline/paper-cache';

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

/** Questions read ahead at a time once the paper is open. */
export const PREFETCH_PARALLEL = 3;

/** The paper-detail call with the device's copy behind it: read and kept when online, the copy when not. */
async function readDetail(
  paperId: string,
  userId: string,
  clock: { offset: number },
): Promise<PaperDetail & { fromDevice?: boolean }> {
  try {
    const d = await paperApi.detail(paperId, { quiet: true });
    clock.offset = offsetOf(d);
    void paperCache.savePaper(d, clock.offset);
    return d;
  } catch (e) {
    const stored = isConnectionFailure(e) ? await paperCache.loadPaper(paperId, userId) : null;
    if (!stored) throw e;
    clock.offset = stored.offset;
    return { ...stored.detail, fromDevice: true };
  }
}

/** The qu-detail call with the device's copy behind it. */
async function readQu(paperId: string, quId: string): Promise<PaperQuDetail> {
  try {
    const q = await paperApi.quDetail(paperId, quId, { quiet: true });
    void paperCache.saveQu(q);
    return q;
  } catch (e) {
    const stored = isConnectionFailure(e) ? await paperCache.loadQu(paperId, quId) : undefined;
    if (!stored) throw e;
    return stored;
  }
}

/**
 * Opens the paper of an exam. Coming from the check page (`entry`), create-paper writes a new paper or
 * resumes the one in progress; `onEntryUsed` then forgets the entry so a reload cannot start another
 * attempt. Without an entry (a reload, a 继续考试 link) only a paper in progress is resumed; with none,
 * `noPaper` sends the learner to the check page. Without a connection, the paper of this exam the device
 * keeps is resumed (docs/EXAMS.md#answer-journal). The detail (answer card, seconds left, rules) is
 * re-read every minute; `serverNow` is the server's clock as the page knows it.
 */
export function useExamPaper(examId: string, entry: ExamStartState | null, onEntryUsed: () => void) {
  const [paperId, setPaperId] = useState<string>();
  const [createError, setCreateError] = useState<string>();
  const [noPaper, setNoPaper] = useState(false);
  const started = useRef(false);
  const clock = useRef({ offset: 0 }).current;
  const userId = useUser()?.userId ?? '';

  // whoever sat at this computer before: their paper copies go
  useEffect(() => {
    if (userId) void paperCache.forgetOthers(userId);
  }, [userId]);

  useEffect(() => {
    if (started.current || !examId) return;
    started.current = true;
    const open = async (): Promise<string | null> => {
      try {
        if (entry) {
          const r = await paperApi.create(examId, entry.password, entry.faceToken);
          onEntryUsed();
          return r.id;
        }
        const running = await paperApi.process(examId, { quiet: true });
        return running && running.examId === examId ? running.paperId : null;
      } catch (e) {
        const kept = isConnectionFailure(e) && userId ? await paperCache.paperOfExam(userId, examId) : null;
        if (kept) return kept;
        throw e;
      }
    };
    open()
      .then((id) => (id ? setPaperId(id) : setNoPaper(true)))
      .catch((e: unknown) => setCreateError(e instanceof Error ? e.message : m('cannotStart')));
  }, [examId, entry, onEntryUsed, userId]);

  const detail = useQuery({
    queryKey: paperKeys.detail(paperId ?? ''),
    queryFn: () => readDetail(paperId ?? '', userId, clock),
    enabled: !!paperId,
    refetchInterval: DETAIL_SYNC_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // offline too: the device's copy answers then
    networkMode: 'always',
  });

  // The connection is back: the server's card and clock replace the device's copy at once.
  const { refetch } = detail;
  useEffect(() => {
    const back = () => void refetch();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [refetch]);

  const items = useMemo<PaperCardItem[]>(() => detail.data?.groups.flatMap((g) => g.quList) ?? [], [detail.data]);
  const serverNow = useCallback(() => Date.now() + clock.offset, [clock]);
  return { paperId, createError, noPaper, detail, items, serverNow };
}

/** One question of the paper (no key), cached for the page's life: only this page changes its answer. */
export function usePaperQu(paperId: string | undefined, quId: string | undefined) {
  return useQuery({
    queryKey: paperKeys.qu(paperId ?? '', quId ?? ''),
    queryFn: () => readQu(paperId ?? '', quId ?? ''),
    enabled: !!paperId && !!quId,
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });
}

/**
 * Reads every question of the paper ahead (a few at a time) and the pictures they show, so moving
 * between questions needs no connection; each is kept on the device too.
 */
export function usePrefetchPaper(paperId: string | undefined, items: readonly PaperCardItem[]) {
  const client = useQueryClient();
  const ids = items.map((i) => i.quId).join(',');
  useEffect(() => {
    if (!paperId || !ids) return;
    let active = true;
    const queue = ids.split(',');
    const worker = async () => {
      for (let quId = queue.shift(); quId && active; quId = queue.shift()) {
        try {
          const q = await client.fetchQuery({
            queryKey: paperKeys.qu(paperId, quId),
            queryFn: () => readQu(paperId, quId),
            staleTime: Number.POSITIVE_INFINITY,
            networkMode: 'always',
          });
          for (const src of imagesOf(q)) new Image().src = src;
        } catch {
          // read when the learner opens it
        }
      }
    };
    for (let i = 0; i < PREFETCH_PARALLEL; i += 1) void worker();
    return () => {
      active = false;
    };
  }, [client, paperId, ids]);
}

/** The pictures a question shows: its own and its options'. */
export function imagesOf(q: PaperQuDetail): string[] {
  const out = [q.qu.image, ...q.qu.answerList.map((a) => a.image)];
  return out.filter((src): src is string => !!src);
}

/** The answered flag of one question put on the cached question and answer card (no refetch, no timer re-sync). */
export function useMarkAnswer(paperId: string | undefined) {
  const client = useQueryClient();
  return useCallback(
    (quId: string, answer: LearnerAnswer, answered: boolean) => {
      if (!paperId) return;
      client.setQueryData<PaperQuDetail>(paperKeys.qu(paperId, quId), (old) => {
        if (!old) return old;
        const next = { ...old, answer, answered };
        void paperCache.saveQu(next);
        return next;
      });
      client.setQueryData<PaperDetail>(paperKeys.detail(paperId), (old) => {
        if (!old) return old;
        const next = markAnswered(old, { quId, answered });
        void paperCache.updateCard(next);
        return next;
      });
    },
    [client, paperId],
  );
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
