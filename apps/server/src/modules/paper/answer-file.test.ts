import {
  ANSWER_STAMP_TOLERANCE_MS,
  type AnswerFileEntry,
  type AnswerFileResult,
  type AnswerKey,
  ErrorCode,
  type QuDetail,
  sealAnswerFile,
} from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  answerFileLog,
  createExam,
  createExamBank,
  examBody,
  examQuTotals,
  examRecord,
  expirePaper,
  fill,
  hand,
  keypairCount,
  newLearner,
  paperDetail,
  quDetail,
  rightAnswer,
  startPaper,
  storedAnswers,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { createUserAdmin } from '../../../test/user-helpers.ts';

/** Issue 25 item 6: the answer file, sealed by the page, applied by staff under the journal's rules. */
let t: TestApp;
let admin: string;
let bank: Awaited<ReturnType<typeof createExamBank>>;
let key: AnswerKey;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  bank = await createExamBank(t, admin);
  const l = await newLearner(t);
  key = (await t.post<AnswerKey>('/api/paper/paper/answer-key', {}, l.token)).data;
});
afterAll(() => t.close());

/** An exam of a single, a multiple and a judge question, 10 points each, passed at 20; one learner's paper. */
async function openPaper(o: { short?: boolean; examId?: string } = {}) {
  const rule = (quType: number) => ({ repoId: bank.repoId, quType, level: 0, count: 1, score: 10 });
  const rules = [rule(1), rule(2), rule(3), ...(o.short ? [rule(4), rule(99)] : [])];
  const examId = o.examId ?? (await createExam(t, admin, examBody(bank.repoId, { rules, qualifyScore: 20 })));
  const l = await newLearner(t);
  const paperId = await startPaper(t, l.token, examId);
  const limit = new Date((await paperDetail(t, l.token, paperId)).limitTime).getTime();
  const right = async (quId: string) => {
    const k = (await t.post<QuDetail>('/api/qu/qu/detail', { id: quId }, admin)).data;
    return rightAnswer(k, (await quDetail(t, l.token, paperId, quId)).data.qu);
  };
  return { examId, paperId, limit, learner: l, right };
}

function fileOf(p: { paperId: string; learner: { id: string }; examId: string }, entries: AnswerFileEntry[]) {
  const payload = { v: 1 as const, paperId: p.paperId, userId: p.learner.id, examId: p.examId, made: Date.now() };
  return sealAnswerFile({ ...payload, lastAck: Date.now() - 90_000, entries }, key.publicKey);
}

const apply = (paperId: string, file: string, token = admin, path = '/api/exam/watch/answer-file') =>
  t.post<AnswerFileResult>(path, { paperId, file }, token);

const answerOf = async (paperId: string, quId: string) =>
  (await storedAnswers(t, paperId)).find((r) => r.qu_id === quId)?.answer;

describe('the site key', () => {
  it('is one key for every page, made once and kept', async () => {
    expect(key.alg).toBe('RSA-OAEP-256+A256GCM');
    expect(key.publicKey.length).toBeGreaterThan(400);
    const again = await t.post<AnswerKey>('/api/paper/paper/answer-key', {}, admin);
    expect(again.data.publicKey).toBe(key.publicKey);
    expect(await keypairCount(t)).toBe(1);
  });

  it('needs a signed-in user', async () => {
    const res = await t.post('/api/paper/paper/answer-key', {});
    expect(res.code).toBe(ErrorCode.SESSION_EXPIRED);
  });
});

describe('a paper still in progress', () => {
  it('applies newer answers given before the deadline; older, late and foreign ones are counted, not written', async () => {
    const p = await openPaper();
    const [single, multi, judge] = [bank.ids.single, bank.ids.multiple, bank.ids.judge] as string[];
    await t.post(
      '/api/paper/paper/fill-answer',
      { paperId: p.paperId, quId: single, answer: {}, seq: 50 },
      p.learner.token,
    );
    const now = Date.now();
    const file = await fileOf(p, [
      { quId: single, answer: await p.right(single), seq: 40, at: now }, // older than the server's
      { quId: multi, answer: await p.right(multi), seq: 60, at: now },
      { quId: judge, answer: await p.right(judge), seq: 61, at: p.limit + ANSWER_STAMP_TOLERANCE_MS + 5000 },
      { quId: 'no-such-question', answer: { optionIds: ['x'] }, seq: 62, at: now },
    ]);
    const res = await apply(p.paperId, file);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ entries: 4, applied: 1, stale: 1, late: 1, skipped: 1, paperState: 0 });
    expect(await answerOf(p.paperId, single)).toEqual({});
    expect(await answerOf(p.paperId, multi)).toEqual(await p.right(multi));
    expect(await answerOf(p.paperId, judge)).toBeNull();
    // the learner's page sending the same answer again is acknowledged without effect
    const resend = await t.post<{ stale?: boolean }>(
      '/api/paper/paper/fill-answer',
      { paperId: p.paperId, quId: multi, answer: {}, seq: 60 },
      p.learner.token,
    );
    expect(resend.data.stale).toBe(true);
    // hand-in grades what the file brought
    expect((await hand(t, p.learner.token, p.paperId)).data.userScore).toBe(10);
    const log = await answerFileLog(t, p.paperId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ applied: 1, late: 1, paper_state: 0 });
  });
});

describe('a paper handed in at the deadline', () => {
  it('is graded again: score, pass, exam record, points and the analysis roll-ups move once', async () => {
    const p = await openPaper();
    const [single, multi, judge] = [bank.ids.single, bank.ids.multiple, bank.ids.judge] as string[];
    expect((await fill(t, p.learner.token, p.paperId, single, await p.right(single))).code).toBe(0);
    await expirePaper(t, p.paperId);
    const handed = await hand(t, p.learner.token, p.paperId);
    expect(handed.data).toMatchObject({ state: 2, userScore: 10, passed: false });

    const before = Date.now() - 120_000; // answered offline while the exam was still on
    const file = await fileOf(p, [
      { quId: multi, answer: await p.right(multi), seq: 70, at: before },
      { quId: judge, answer: await p.right(judge), seq: 71, at: before },
    ]);
    const res = await apply(p.paperId, file, admin, '/api/paper/mark/answer-file');
    expect(res.data).toMatchObject({ applied: 2, paperState: 2, scoreBefore: 10, scoreAfter: 30 });
    const result = await t.post<{ userScore: number; passed: boolean }>(
      '/api/paper/paper/paper-result',
      { id: p.paperId },
      p.learner.token,
    );
    expect(result.data).toMatchObject({ userScore: 30, passed: true });
    const record = await examRecord(t, p.examId, p.learner.id);
    expect(record).toMatchObject({ passed: true, tries: 1 });
    expect(Number(record?.max_score)).toBe(30);
    const rights = await examQuTotals(t, p.examId);
    expect(rights).toEqual({ rights: 3, answers: 3 });

    // the same file again changes nothing (its answers are no longer newer)
    const again = await apply(p.paperId, file);
    expect(again.data).toMatchObject({ applied: 0, stale: 2, scoreBefore: 30, scoreAfter: 30 });
    expect((await examQuTotals(t, p.examId))?.rights).toBe(3);
  });

  it('a paper awaiting marking takes subjective answers too, graded as a hand-in would have graded them', async () => {
    const p = await openPaper({ short: true });
    const [short, composite, multi] = [bank.ids.short, bank.ids.composite, bank.ids.multiple] as string[];
    await expirePaper(t, p.paperId);
    expect((await hand(t, p.learner.token, p.paperId)).data.state).toBe(1);
    const answers = [
      { quId: short, answer: { text: '断网时写的回答' } },
      { quId: composite, answer: await p.right(composite) },
      { quId: multi, answer: await p.right(multi) },
    ];
    const at = Date.now() - 60_000;
    const file = await fileOf(
      p,
      answers.map((a, i) => ({ ...a, seq: 5 + i, at })),
    );
    const res = await apply(p.paperId, file);
    expect(res.data).toMatchObject({ applied: 3, paperState: 1, scoreBefore: 0 });
    const mark = await t.post<{ objScore: number; qus: { quId: string; answerText: string }[] }>(
      '/api/paper/mark/paper-detail',
      { id: p.paperId },
      admin,
    );
    expect(mark.data.qus.find((q) => q.quId === short)?.answerText).toBe('断网时写的回答');
    // the same answers given online and handed in: the same objective score
    const twin = await openPaper({ examId: p.examId });
    for (const a of answers) expect((await fill(t, twin.learner.token, twin.paperId, a.quId, a.answer)).code).toBe(0);
    await expirePaper(t, twin.paperId);
    const twinResult = await hand(t, twin.learner.token, twin.paperId);
    expect(res.data.scoreAfter).toBe(twinResult.data.objScore);
    expect(mark.data.objScore).toBe(twinResult.data.objScore);
    expect(res.data.scoreAfter).toBeGreaterThan(10);
  });
});

describe('a paper handed in before the deadline', () => {
  it('answers stamped after a hand-in by staff do not count', async () => {
    const p = await openPaper();
    const multi = bank.ids.multiple as string;
    const forced = await t.post('/api/exam/watch/force-hand', { paperIds: [p.paperId], examId: p.examId }, admin);
    expect(forced.code).toBe(0);
    const file = await fileOf(p, [{ quId: multi, answer: await p.right(multi), seq: 9, at: Date.now() + 1000 }]);
    expect((await apply(p.paperId, file)).data).toMatchObject({ applied: 0, late: 1, scoreAfter: 0 });
  });
});

describe('files that must be refused', () => {
  it('a file of another paper, a damaged file, not a file at all', async () => {
    const a = await openPaper();
    const b = await openPaper();
    const fileA = await fileOf(a, [
      { quId: bank.ids.single as string, answer: { optionIds: ['x'] }, seq: 1, at: Date.now() },
    ]);
    expect(await apply(b.paperId, fileA)).toMatchObject({ code: 1, msg: '答案文件与该试卷不符！' });
    const parsed = JSON.parse(fileA) as { data: string; paperId: string };
    const flipped = `${parsed.data.slice(0, 10)}${parsed.data[10] === 'A' ? 'B' : 'A'}${parsed.data.slice(11)}`;
    const damaged = JSON.stringify({ ...parsed, data: flipped });
    const cannot = '答案文件无法打开：不是本站生成的答案文件，或文件已损坏！';
    expect(await apply(a.paperId, damaged)).toMatchObject({ code: 1, msg: cannot });
    // a file claiming another paper on its cover than inside
    expect(await apply(b.paperId, JSON.stringify({ ...parsed, paperId: b.paperId }))).toMatchObject({ msg: cannot });
    expect(await apply(a.paperId, 'not a file')).toMatchObject({ code: 1, msg: cannot });
    expect(await apply(a.paperId, '')).toMatchObject({ code: ErrorCode.BAD_PARAMS });
    expect(await storedAnswers(t, a.paperId)).toSatisfy((r: { answer: unknown }[]) => r.every((x) => !x.answer));
  });

  it('only staff with the permission, and only for papers in their data scope', async () => {
    const p = await openPaper();
    const file = await fileOf(p, [
      { quId: bank.ids.single as string, answer: { optionIds: ['x'] }, seq: 1, at: Date.now() },
    ]);
    const learnerTry = await apply(p.paperId, file, p.learner.token);
    expect(learnerTry.code).not.toBe(0);
    const menus = ['m-exam', 'm-exam-mark', 'm-exam-watch'];
    const other = await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02', menus });
    const scoped = await apply(p.paperId, file, other.session.token);
    expect(scoped).toMatchObject({ code: 10010003, msg: '试卷不存在！' });
  });
});
