import type { PaperDetail, QuDetail } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createExam,
  examBody,
  fill,
  hand,
  newLearner,
  paperDetail,
  quDetail,
  rightAnswer,
  startPaper,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { createRepo } from '../../../test/qu-helpers.ts';

/**
 * No response about a paper in progress carries a correct answer or an analysis, for every question
 * type: the analyses and option analyses carry markers, fill-blank answers and matching pairs are
 * distinctive, and every response is scanned for them and for key fields.
 */

let t: TestApp;
let admin: string;
let repoId: string;

const opt = (content: string, isRight = false) => ({ content, isRight, analysis: `OPTAN-${content}` });

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  repoId = await createRepo(t, admin);
  const qus = [
    { quType: 1, content: '单选', analysis: 'SECRET-1', answerList: [opt('甲', true), opt('乙')] },
    { quType: 2, content: '多选', analysis: 'SECRET-2', answerList: [opt('丙', true), opt('丁', true), opt('戊')] },
    { quType: 3, content: '判断', analysis: 'SECRET-3', answerList: [opt('对', true), opt('错')] },
    { quType: 4, content: '简答', analysis: 'SECRET-4' },
    { quType: 5, content: '填空', analysis: 'SECRET-5', answerList: [{ answer: 'BLANKANSWERX|BLANKALTY' }] },
    {
      quType: 6,
      content: '匹配',
      analysis: 'SECRET-6',
      answerList: [
        { content: '左一', answer: '右一' },
        { content: '左二', answer: '右二' },
      ],
    },
    {
      quType: 99,
      content: '组合',
      analysis: 'SECRET-99',
      subList: [
        { quType: 1, content: '子单选', analysis: 'SECRET-SUB', answerList: [opt('己', true), opt('庚')] },
        { quType: 5, content: '子填空', answerList: [{ answer: 'SUBBLANKZ' }] },
      ],
    },
  ];
  for (const q of qus) expect((await t.post('/api/qu/qu/save', { repoId, ...q }, admin)).code).toBe(0);
});
afterAll(() => t.close());

const FORBIDDEN_KEYS = ['isRight', 'analysis', 'answers', 'key'];
const FORBIDDEN_TEXT = ['SECRET-', 'OPTAN-', 'BLANKANSWERX', 'BLANKALTY', 'SUBBLANKZ'];

/** Every key path of a JSON value. */
function keysOf(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) keysOf(x, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.push(k);
      keysOf(x, out);
    }
  }
  return out;
}

/** The learner's own stored answers (top-level `answer` of a question or a result row) are not keys. */
function withoutOwnAnswers(v: unknown): unknown {
  const env = v as { data?: { answer?: unknown; quList?: Array<{ answer?: unknown }> } };
  if (!env?.data || typeof env.data !== 'object') return v;
  const data = { ...env.data, answer: null, quList: env.data.quList?.map((q) => ({ ...q, answer: null })) };
  return { ...env, data };
}

function assertSecret(label: string, raw: unknown, allowKeys: string[] = []) {
  const data = withoutOwnAnswers(raw);
  const text = JSON.stringify(data);
  for (const s of FORBIDDEN_TEXT) expect(text, `${label} leaks ${s}`).not.toContain(s);
  const keys = keysOf(data);
  for (const k of FORBIDDEN_KEYS) if (!allowKeys.includes(k)) expect(keys, `${label} has key ${k}`).not.toContain(k);
}

describe('answer secrecy before hand-in', () => {
  it('no paper or question response of any type carries a key or an analysis', async () => {
    const rule = (quType: number) => ({ repoId, quType, count: 1, score: 2 });
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, { rules: [1, 2, 3, 4, 5, 6, 99].map(rule), qualifyScore: 1, itemRand: true, quRand: true }),
    );
    const l = await newLearner(t);
    const created = await t.post('/api/paper/paper/create-paper', { examId }, l.token);
    assertSecret('create-paper', created);
    const paperId = await startPaper(t, l.token, examId);
    const detail = await t.post<PaperDetail>('/api/paper/paper/paper-detail', { id: paperId }, l.token);
    assertSecret('paper-detail', detail);
    const quIds = detail.data.groups.flatMap((g) => g.quList.map((q) => q.quId));
    expect(quIds).toHaveLength(7);
    for (const quId of quIds) {
      const shown = await quDetail(t, l.token, paperId, quId);
      assertSecret(`qu-detail ${shown.data.qu.quType}`, shown);
      const key = (await t.post<QuDetail>('/api/qu/qu/detail', { id: quId }, admin)).data;
      const filled = await fill(t, l.token, paperId, quId, rightAnswer(key, shown.data.qu));
      assertSecret(`fill-answer ${key.quType}`, filled);
      // The learner's own answer comes back (that is not a key); everything else stays secret.
      assertSecret(`qu-detail after answering ${key.quType}`, await quDetail(t, l.token, paperId, quId));
    }
    assertSecret('check-process', await t.post('/api/paper/paper/check-process', { examId }, l.token));
    assertSecret('exam paging', await t.post('/api/exam/exam/paging', { current: 1, size: 10 }, l.token));
    assertSecret('exam detail (learner)', await t.post('/api/exam/exam/detail', { id: examId }, l.token));
    // The result asked for while in progress: the page's own isRight flags are zeroed, no key.
    const early = await t.post('/api/paper/paper/paper-result', { id: paperId }, l.token);
    assertSecret('paper-result in progress', early, ['isRight']);
    expect(JSON.stringify(early)).not.toContain('"isRight":true');

    // After hand-in with showAnswer on, the result reveals the keys.
    const done = await hand(t, l.token, paperId);
    expect(JSON.stringify(done.data)).toContain('SECRET-1');
  });

  it('with showAnswer off the result never reveals keys, even after hand-in', async () => {
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, { rules: [{ repoId, quType: 5, count: 1, score: 2 }], qualifyScore: 1, showAnswer: false }),
    );
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    const res = await hand(t, l.token, paperId);
    expect(res.data.showAnswer).toBe(false);
    assertSecret('result without showAnswer', res, ['isRight']);
    const again = await t.post('/api/paper/paper/paper-result', { id: paperId }, l.token);
    assertSecret('paper-result without showAnswer', again, ['isRight']);
  });

  it('matching questions show masked right-hand ids and option order follows the paper', async () => {
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, { rules: [{ repoId, quType: 6, count: 1, score: 2 }], qualifyScore: 1 }),
    );
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    const quId = (await paperDetail(t, l.token, paperId)).groups[0]?.quList[0]?.quId as string;
    const shown = (await quDetail(t, l.token, paperId, quId)).data.qu;
    expect(shown.rightList.map((r) => r.id)).toEqual(['m1', 'm2']);
    const leftIds = shown.answerList.map((a) => a.id);
    for (const r of shown.rightList) expect(leftIds).not.toContain(r.id);
  });
});
