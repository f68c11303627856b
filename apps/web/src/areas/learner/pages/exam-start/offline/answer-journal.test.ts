import { NETWORK_FAILED, RequestError } from '@web/api/request';
import { ErrorCode, type FillAnswerResult } from '@xuekao/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerJournal, type JournalEntry, RETRY_MAX_MS, retryDelay } from './answer-journal';

const offline = () => new RequestError('服务器无法连接或无法响应！', NETWORK_FAILED, false);
let clock = 1_800_000_000_000;
const serverNow = () => clock;
let n = 0;
const newPaper = () => {
  n += 1;
  return `paper-${n}`;
};

/** A journal whose sends go to `server` (a function of the entry), recording what was sent. */
function journalOf(paperId: string, server: (e: JournalEntry) => Promise<FillAnswerResult>) {
  const sent: JournalEntry[] = [];
  const j = new AnswerJournal(paperId, {
    serverNow,
    send: (e) => {
      sent.push(e);
      return server(e);
    },
  });
  return { j, sent };
}
const ack = async (e: JournalEntry): Promise<FillAnswerResult> => ({ quId: e.quId, answered: e.answered, seq: e.seq });

afterEach(() => {
  vi.useRealTimers();
});

describe('the answer journal', () => {
  it('numbers every answer above the last and above the server clock, stamps it, and drops it once acknowledged', async () => {
    const { j, sent } = journalOf(newPaper(), ack);
    await j.record('q1', { optionIds: ['a'] }, true);
    await j.record('q2', { text: 'x' }, true);
    expect(await j.flush()).toBe(0);
    expect(sent.map((e) => [e.quId, e.seq, e.at])).toEqual([
      ['q1', clock, clock],
      ['q2', clock + 1, clock],
    ]);
    expect(j.getState().waiting.size).toBe(0);
  });

  it('keeps answers while there is no server, retries with backoff, and sends them in order when it is back', async () => {
    vi.useFakeTimers();
    let up = false;
    const { j, sent } = journalOf(newPaper(), (e) => (up ? ack(e) : Promise.reject(offline())));
    await j.record('q1', { optionIds: ['a'] }, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(j.getState()).toMatchObject({ online: false });
    await j.record('q2', { optionIds: ['b'] }, true);
    await j.record('q1', { optionIds: ['c'] }, true);
    expect(j.getState().waiting.size).toBe(2);
    up = true;
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS);
    expect(j.getState()).toMatchObject({ online: true });
    expect(j.getState().waiting.size).toBe(0);
    // the newest answer of q1 only, after q2 (numbers in order)
    const delivered = sent.filter((_, i) => i >= sent.length - 2);
    expect(delivered.map((e) => [e.quId, e.answer])).toEqual([
      ['q2', { optionIds: ['b'] }],
      ['q1', { optionIds: ['c'] }],
    ]);
  });

  it('an answer changed while its send is on the way is sent again (the older acknowledgement does not drop it)', async () => {
    let release: () => void = () => undefined;
    const first = new Promise<void>((r) => (release = r));
    let calls = 0;
    const { j, sent } = journalOf(newPaper(), async (e) => {
      calls += 1;
      if (calls === 1) await first;
      return ack(e);
    });
    await j.record('q1', { optionIds: ['a'] }, true);
    await j.record('q1', { optionIds: ['b'] }, true);
    release();
    expect(await j.flush()).toBe(0);
    expect(sent.map((e) => e.answer)).toEqual([{ optionIds: ['a'] }, { optionIds: ['b'] }]);
  });

  it('an answer refused for good (after the deadline) is named and no longer sent', async () => {
    const { j } = journalOf(newPaper(), () =>
      Promise.reject(new RequestError('该答案作答时间晚于考试截止时间，未计入成绩！', ErrorCode.ANSWER_LATE, false)),
    );
    await j.record('q3', { text: 'late' }, true);
    expect(await j.flush()).toBe(0);
    expect([...j.getState().refused]).toEqual([['q3', '该答案作答时间晚于考试截止时间，未计入成绩！']]);
  });

  it('a closed paper stops the journal and names every answer that did not count', async () => {
    const { j, sent } = journalOf(newPaper(), () =>
      Promise.reject(new RequestError('考试已交卷，无法继续作答！', ErrorCode.PAPER_CLOSED, false)),
    );
    await j.record('q1', { optionIds: ['a'] }, true);
    await j.record('q2', { optionIds: ['b'] }, true);
    await j.flush();
    expect(j.getState().closed).toBe(true);
    expect([...j.getState().refused.keys()].sort()).toEqual(['q1', 'q2']);
    expect(sent).toHaveLength(1);
  });

  it('a busy server (操作失败) is retried, not dropped', async () => {
    vi.useFakeTimers();
    let busy = true;
    const { j } = journalOf(newPaper(), (e) =>
      busy ? Promise.reject(new RequestError('答案保存失败，请重试！', ErrorCode.FAIL, false)) : ack(e),
    );
    await j.record('q1', { optionIds: ['a'] }, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(j.getState().waiting.size).toBe(1);
    busy = false;
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS);
    expect(j.getState().waiting.size).toBe(0);
    expect(j.getState().refused.size).toBe(0);
  });

  it('an expired session keeps the answer waiting (never refused), retried like a lost connection; a flush after sign-in sends it at once', async () => {
    vi.useFakeTimers();
    let signedIn = false;
    const { j, sent } = journalOf(newPaper(), (e) =>
      signedIn ? ack(e) : Promise.reject(new RequestError('会话超时，请重新登录！', ErrorCode.SESSION_EXPIRED, false)),
    );
    await j.record('q1', { text: '长的作答' }, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(j.getState().waiting.size).toBe(1);
    // retried with backoff while the learner has not signed in
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS);
    expect(sent.length).toBeGreaterThan(1);
    expect(j.getState()).toMatchObject({ online: true, closed: false });
    expect(j.getState().refused.size).toBe(0);
    await j.record('q2', { optionIds: ['b'] }, true);
    expect(j.getState().waiting.size).toBe(2);
    // signed in again: the flush sends at once, without waiting for the backoff
    signedIn = true;
    const tries = sent.length;
    expect(await j.flush()).toBe(0);
    expect(sent.slice(tries).map((e) => e.quId)).toEqual(['q1', 'q2']);
    expect(j.getState().refused.size).toBe(0);
  });

  it('a page opened again finds what the last one left waiting, and numbers on from it', async () => {
    const paperId = newPaper();
    const first = journalOf(paperId, () => Promise.reject(offline()));
    await first.j.record('q1', { optionIds: ['a'] }, true);
    await first.j.flush();
    first.j.stop();
    clock -= 5_000; // this device's clock runs behind: numbers still grow
    const again = journalOf(paperId, ack);
    await again.j.load();
    expect(await again.j.flush()).toBe(0);
    expect(again.sent.map((e) => [e.quId, e.answer])).toEqual([['q1', { optionIds: ['a'] }]]);
    await again.j.record('q2', {}, false);
    expect(await again.j.flush()).toBe(0);
    expect(again.sent[1].seq).toBeGreaterThan(again.sent[0].seq);
  });

  it('backoff doubles from 1 s to at most 30 s, cut by up to half at random', () => {
    expect(retryDelay(1, 1)).toBe(1_000);
    expect(retryDelay(3, 1)).toBe(4_000);
    expect(retryDelay(20, 1)).toBe(30_000);
    expect(retryDelay(20, 0)).toBe(15_000);
  });
});
