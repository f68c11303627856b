import { ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createExam,
  createExamBank,
  examBody,
  expirePaper,
  fill,
  newLearner,
  paperDetail,
  startPaper,
  storedAnswers,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { answerWriter } from './answer-writer.ts';

let t: TestApp;
let admin: string;
let examId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  const bank = await createExamBank(t, admin);
  examId = await createExam(t, admin, examBody(bank.repoId));
});
afterAll(() => t.close());

async function openPaper() {
  const l = await newLearner(t);
  const paperId = await startPaper(t, l.token, examId);
  const quIds = (await paperDetail(t, l.token, paperId)).groups.flatMap((g) => g.quList.map((q) => q.quId));
  return { token: l.token, userId: l.id, paperId, quIds };
}

const text = (stored: { qu_id: string; answer: unknown }[], quId: string) =>
  (stored.find((s) => s.qu_id === quId)?.answer as { text?: string } | null)?.text;

describe('answers saved together (group commit of fill-answer)', () => {
  it('writes every answer of many learners sent at once, each to its own paper only', async () => {
    const papers = await Promise.all([openPaper(), openPaper(), openPaper()]);
    const sends = papers.flatMap((p, i) =>
      p.quIds.map((quId) => fill(t, p.token, p.paperId, quId, { text: `p${i}-${quId}` })),
    );
    const results = await Promise.all(sends);
    expect(results.every((r) => r.code === 0)).toBe(true);
    for (const [i, p] of papers.entries()) {
      const stored = await storedAnswers(t, p.paperId);
      for (const quId of p.quIds) expect(text(stored, quId)).toBe(`p${i}-${quId}`);
    }
  });

  it('keeps the later of two answers to one question sent at once', async () => {
    const p = await openPaper();
    const quId = p.quIds[0] as string;
    const [a, b] = await Promise.all([
      fill(t, p.token, p.paperId, quId, { text: 'first' }),
      fill(t, p.token, p.paperId, quId, { text: 'second' }),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(text(await storedAnswers(t, p.paperId), quId)).toBe('second');
  });

  it("refuses only the answers that are not the learner's to give, in the same batch as good ones", async () => {
    const mine = await openPaper();
    const other = await openPaper();
    const closed = await openPaper();
    await expirePaper(t, closed.paperId);
    const quId = mine.quIds[0] as string;
    const [ok, foreign, late] = await Promise.all([
      fill(t, mine.token, mine.paperId, quId, { text: 'mine' }),
      fill(t, mine.token, other.paperId, other.quIds[0] as string, { text: 'intruder' }),
      fill(t, closed.token, closed.paperId, closed.quIds[0] as string, { text: 'late' }),
    ]);
    expect(ok.code).toBe(0);
    expect(foreign.code).toBe(ErrorCode.NOT_FOUND);
    expect(late.code).toBe(ErrorCode.PAPER_CLOSED);
    expect(text(await storedAnswers(t, mine.paperId), quId)).toBe('mine');
    expect(text(await storedAnswers(t, other.paperId), other.quIds[0] as string)).toBeUndefined();
  });

  it("an intruder's answer to the same question in the same batch neither lands nor costs the owner theirs", async () => {
    const owner = await openPaper();
    const intruder = await openPaper();
    const quId = owner.quIds[0] as string;
    const [mine, theirs] = await Promise.all([
      fill(t, owner.token, owner.paperId, quId, { text: 'owner' }),
      fill(t, intruder.token, owner.paperId, quId, { text: 'intruder' }),
    ]);
    expect(mine.code).toBe(0);
    expect(theirs.code).toBe(ErrorCode.NOT_FOUND);
    expect(text(await storedAnswers(t, owner.paperId), quId)).toBe('owner');
  });

  it("flush (before hand-in) resolves only once the paper's answers taken so far are written", async () => {
    const p = await openPaper();
    const writer = answerWriter(t.ctx.db);
    const settled: string[] = [];
    const writes = p.quIds.slice(0, 3).map((quId) =>
      writer
        .write({
          paperId: p.paperId,
          quId,
          userId: p.userId,
          answer: { text: `f-${quId}` },
          answered: true,
          seq: 0,
          at: 0,
        })
        .then((ok) => settled.push(`${quId}:${ok}`)),
    );
    await writer.flush(p.paperId);
    expect(settled.sort()).toEqual(
      p.quIds
        .slice(0, 3)
        .map((q) => `${q}:true`)
        .sort(),
    );
    const stored = await storedAnswers(t, p.paperId);
    for (const quId of p.quIds.slice(0, 3)) expect(text(stored, quId)).toBe(`f-${quId}`);
    await Promise.all(writes);
    await writer.flush(p.paperId); // nothing waiting: resolves at once
  });
});
