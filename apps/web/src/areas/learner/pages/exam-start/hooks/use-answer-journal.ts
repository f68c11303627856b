import { paperApi } from '@web/api/paper';
import { onSessionRenewed } from '@web/api/session-rescue';
import type { FillAnswerResult, LearnerAnswer } from '@xuekao/contracts';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AnswerJournal, type JournalEntry, type JournalState } from '../offline/answer-journal';

/** A send that takes longer counts as failed (a hung connection); the journal retries it. */
export const SEND_TIMEOUT_MS = 15_000;

const EMPTY: JournalState = { waiting: new Map(), refused: new Map(), online: true, closed: false };
const noop = () => () => undefined;

/**
 * The answer journal of the exam page (docs/EXAMS.md#answer-journal): `record` keeps an answer on the
 * device and sends it when it can; `state` says what waits, what was refused and whether the page is
 * online. The journal of an earlier page of this paper (a reload, a closed tab) is picked up and sent; what
 * waited for an expired session is sent as soon as the learner has signed in again.
 */
export function useAnswerJournal(
  paperId: string | undefined,
  serverNow: () => number,
  onAck?: (e: JournalEntry, r: FillAnswerResult) => void,
) {
  const [journal, setJournal] = useState<AnswerJournal | null>(null);
  const acked = useRef(onAck);
  acked.current = onAck;

  useEffect(() => {
    if (!paperId) return;
    const j = new AnswerJournal(paperId, {
      send: (e) =>
        paperApi.fill(
          e.paperId,
          e.quId,
          e.answer,
          { seq: e.seq, at: e.at },
          { silent: true, quiet: true, timeout: SEND_TIMEOUT_MS },
        ),
      serverNow,
      onAck: (e, r) => acked.current?.(e, r),
    });
    setJournal(j);
    void j.load();
    const online = () => void j.flush();
    const offline = () => j.setOffline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) j.setOffline();
    // Signed in again after the session expired (components/session-rescue.tsx): what waits goes at once.
    const offRenewed = onSessionRenewed(online);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      offRenewed();
      j.stop();
    };
  }, [paperId, serverNow]);

  const state = useSyncExternalStore(journal?.subscribe ?? noop, journal?.getState ?? (() => EMPTY));

  // Leaving the page with answers that only the device has (no server reached): the browser asks first.
  const stranded = state.waiting.size > 0 && !state.online;
  useEffect(() => {
    if (!stranded) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [stranded]);

  const record = useCallback(
    (quId: string, answer: LearnerAnswer, answered: boolean) => journal?.record(quId, answer, answered),
    [journal],
  );
  const flush = useCallback(() => journal?.flush() ?? Promise.resolve(0), [journal]);
  const forget = useCallback(() => journal?.forget() ?? Promise.resolve(), [journal]);
  return { state, record, flush, forget, ready: !!journal };
}
