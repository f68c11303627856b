import { localTable } from '@web/shared/offline/local-store';
import type { PaperDetail, PaperQuDetail } from '@xuekao/contracts';

/** The paper as last read from the server, with the page clock's distance from the server's then. */
interface StoredPaper {
  detail: PaperDetail;
  /** server time - device time (ms) when it was read. */
  offset: number;
}

const papers = localTable<StoredPaper | string>('papers');
const qus = localTable<PaperQuDetail>('qus');
/** The paper of an exam is looked up per learner: on a shared computer one learner never opens another's. */
const examKey = (userId: string, examId: string) => `exam:${userId}:${examId}`;
const paperKey = (paperId: string) => `paper:${paperId}`;

/** server time - device time, from a detail just read. */
export const offsetOf = (detail: PaperDetail, readAt = Date.now()) => Date.parse(detail.serverTime) - readAt;

/**
 * The exam page's copy of its paper on the device (docs/EXAMS.md#answer-journal): the card and rules
 * (paper-detail) and every question (qu-detail, never a key), so the page can be read and answered
 * without a connection, also after a reload. Failures to store are ignored: the page works online.
 */
export const paperCache = {
  async savePaper(detail: PaperDetail, offset: number): Promise<void> {
    await Promise.all([
      papers.put(paperKey(detail.id), { detail, offset }),
      papers.put(examKey(detail.userId, detail.examId), detail.id),
    ]).catch(() => undefined);
  },

  /** The card changed on this page (an answer): the stored copy follows, its clock as it was. */
  async updateCard(detail: PaperDetail): Promise<void> {
    const key = paperKey(detail.id);
    const row = (await papers.get(key).catch(() => undefined)) as StoredPaper | undefined;
    if (row)
      await papers
        .put(key, {
          detail: { ...row.detail, groups: detail.groups, answeredCount: detail.answeredCount },
          offset: row.offset,
        })
        .catch(() => undefined);
  },

  /**
   * The stored paper of this learner with its clock moved on to now (seconds left by the server's clock as
   * last known); null when none is kept, or it is another learner's.
   */
  async loadPaper(paperId: string, userId: string): Promise<{ detail: PaperDetail; offset: number } | null> {
    const row = (await papers.get(paperKey(paperId)).catch(() => undefined)) as StoredPaper | undefined;
    if (!row || row.detail.userId !== userId) return null;
    const now = Date.now() + row.offset;
    const leftSeconds = Math.max(0, Math.floor((Date.parse(row.detail.limitTime) - now) / 1000));
    return { detail: { ...row.detail, leftSeconds, serverTime: new Date(now).toISOString() }, offset: row.offset };
  },

  async paperOfExam(userId: string, examId: string): Promise<string | null> {
    const id = await papers.get(examKey(userId, examId)).catch(() => undefined);
    return typeof id === 'string' ? id : null;
  },

  async saveQu(qu: PaperQuDetail): Promise<void> {
    await qus.put(`${qu.paperId}/${qu.quId}`, qu).catch(() => undefined);
  },

  loadQu(paperId: string, quId: string): Promise<PaperQuDetail | undefined> {
    return qus.get(`${paperId}/${quId}`).catch(() => undefined);
  },

  /**
   * Forgets the copies of other learners' papers (a shared computer: whoever sat here before); the
   * answers they left waiting stay, only their session can deliver them.
   */
  async forgetOthers(userId: string): Promise<void> {
    const rows = (await papers.list('paper:').catch(() => [])) as StoredPaper[];
    for (const { detail } of rows) {
      if (detail.userId !== userId) await paperCache.forget(detail.id, detail.userId, detail.examId);
    }
  },

  /** Forgets the paper's copy (handed in): its questions and card leave the device. */
  async forget(paperId: string, userId: string, examId: string): Promise<void> {
    await Promise.all([
      papers.delete(paperKey(paperId)),
      papers.delete(examKey(userId, examId)),
      qus.clear(`${paperId}/`),
    ]).catch(() => undefined);
  },
};
