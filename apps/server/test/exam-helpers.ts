import type { PaperDetail, PaperQuDetail, PaperResult, QuDetail, SaveExamBody } from '@xuekao/contracts';
import { sql } from 'drizzle-orm';
import type { TestApp } from './build-test-app.ts';
import { createUser, login } from './factories.ts';
import { createRepo, sampleQuestions } from './qu-helpers.ts';

/** A bank holding one question of each of the seven types; answers the ids by type name. */
export async function createExamBank(t: TestApp, adminToken: string) {
  const repoId = await createRepo(t, adminToken, { title: `考试题库${Date.now()}${Math.random()}` });
  const ids: Record<string, string> = {};
  for (const [name, body] of Object.entries(sampleQuestions(repoId))) {
    const res = await t.post<{ id: string }>('/api/qu/qu/save', body, adminToken);
    if (res.code !== 0) throw new Error(`${name}: ${res.msg}`);
    ids[name] = res.data.id;
  }
  return { repoId, ids };
}

const hour = 3600_000;

/** An exam open now for an hour, every type once by rules (scores 2 each, short answer 5, composite 4). */
export function examBody(repoId: string, o: Partial<SaveExamBody> = {}): SaveExamBody {
  const rule = (quType: number, score: number) => ({ repoId, quType, level: 0, count: 1, score });
  return {
    title: `考试${Date.now()}`,
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + hour).toISOString(),
    totalTime: 30,
    qualifyScore: 10,
    rules: [rule(1, 2), rule(2, 2), rule(3, 2), rule(5, 2), rule(6, 2), rule(4, 5), rule(99, 4)],
    ...o,
  };
}

export async function createExam(t: TestApp, token: string, body: SaveExamBody): Promise<string> {
  const res = await t.post<{ id: string }>('/api/exam/exam/save', body, token);
  if (res.code !== 0) throw new Error(`save exam: ${res.msg}`);
  return res.data.id;
}

export async function newLearner(t: TestApp, o: { deptCode?: string } = {}) {
  const u = await createUser(t, o);
  const s = await login(t, u.userName);
  return { id: u.id, token: s.token };
}

export async function startPaper(t: TestApp, token: string, examId: string, extra: Record<string, unknown> = {}) {
  const res = await t.post<{ id: string }>('/api/paper/paper/create-paper', { examId, ...extra }, token);
  if (res.code !== 0) throw new Error(`create-paper: ${res.code} ${res.msg}`);
  return res.data.id;
}

export const paperDetail = async (t: TestApp, token: string, id: string) =>
  (await t.post<PaperDetail>('/api/paper/paper/paper-detail', { id }, token)).data;

export const quDetail = (t: TestApp, token: string, paperId: string, quId: string) =>
  t.post<PaperQuDetail>('/api/paper/paper/qu-detail', { paperId, quId }, token);

export const fill = (t: TestApp, token: string, paperId: string, quId: string, answer: unknown) =>
  t.post<{ quId: string; answered: boolean }>('/api/paper/paper/fill-answer', { paperId, quId, answer }, token);

export const hand = (t: TestApp, token: string, id: string) =>
  t.post<PaperResult>('/api/paper/paper/hand-exam', { id }, token);

/**
 * Answers every question of a paper right (keys read with the admin's token); answers the question ids in
 * paper order. Throws when a save is refused.
 */
export async function answerAllRight(t: TestApp, adminToken: string, token: string, paperId: string) {
  const ids = (await paperDetail(t, token, paperId)).groups.flatMap((g) => g.quList.map((q) => q.quId));
  for (const quId of ids) {
    const shown = (await quDetail(t, token, paperId, quId)).data;
    const key = (await t.post<QuDetail>('/api/qu/qu/detail', { id: quId }, adminToken)).data;
    const res = await fill(t, token, paperId, quId, rightAnswer(key, shown.qu));
    if (res.code !== 0) throw new Error(`fill-answer ${quId}: ${res.msg}`);
  }
  return ids;
}

/** The right answer of a question as the paper shows it (masked matching ids resolved by text). */
export function rightAnswer(key: QuDetail, shown: PaperQuDetail['qu']): Record<string, unknown> {
  switch (key.quType) {
    case 1:
    case 2:
    case 3:
      return { optionIds: key.answerList.filter((a) => a.isRight).map((a) => a.id) };
    case 5:
      return { blanks: key.answerList.map((a) => a.answers[0] ?? '') };
    case 6: {
      const pairs: Record<string, string> = {};
      for (const a of key.answerList) {
        const right = shown.rightList.find((r) => r.content === a.answer);
        if (right) pairs[a.id] = right.id;
      }
      return { pairs };
    }
    case 4:
      return { text: '我的回答' };
    default: {
      const children: Record<string, unknown> = {};
      key.subList.forEach((s, i) => {
        const sub = shown.subList[i];
        if (sub) children[s.id] = rightAnswer(s, sub);
      });
      return { children };
    }
  }
}

/** Moves a paper's deadline into the past (as if time ran out). */
export async function expirePaper(t: TestApp, paperId: string): Promise<void> {
  await t.ctx.db.execute(sql`update el_paper set limit_time = now() - interval '1 second' where id = ${paperId}`);
}

const rowsOf = async <T>(t: TestApp, q: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

/** State and hand-in reason of a paper, straight from the database. */
export async function paperState(t: TestApp, id: string) {
  return (
    await rowsOf<{ state: number; hand_reason: number }>(
      t,
      sql`select state, hand_reason from el_paper where id = ${id}`,
    )
  )[0];
}

/** The stored answers of a paper's questions. */
export async function storedAnswers(t: TestApp, paperId: string) {
  return rowsOf<{ qu_id: string; answer: unknown }>(
    t,
    sql`select qu_id, answer from el_paper_qu where paper_id = ${paperId}`,
  );
}

/** The answer files applied to a paper (el_paper_answer_file). */
export function answerFileLog(t: TestApp, paperId: string) {
  return rowsOf<{ upload_by: string; applied: number; late: number; paper_state: number }>(
    t,
    sql`select upload_by, applied, late, paper_state from el_paper_answer_file where paper_id = ${paperId}`,
  );
}

/** A learner's record of an exam. */
export async function examRecord(t: TestApp, examId: string, userId: string) {
  const [row] = await rowsOf<{ max_score: string; passed: boolean; tries: number }>(
    t,
    sql`select max_score, passed, tries from el_exam_record where exam_id = ${examId} and user_id = ${userId}`,
  );
  return row;
}

/** The exam's question roll-up summed: answers and rights over all its questions. */
export async function examQuTotals(t: TestApp, examId: string) {
  const [row] = await rowsOf<{ rights: number; answers: number }>(
    t,
    sql`select sum(rights)::int as rights, sum(answers)::int as answers from el_stat_exam_qu where exam_id = ${examId}`,
  );
  return row;
}

/** How many key pairs the site keeps. */
export async function keypairCount(t: TestApp): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from sys_keypair`);
  return row?.n ?? 0;
}
