import { elCourseUser, elExam, elPaper, elPaperQu, elQu, elRepo, elTrain, elTrainQu } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * Hand-built rows for the analysis tests (modules/stat/analysis*.test.ts): exams, banks, questions, papers
 * with their questions, training answers and course progress, written directly so each figure is known.
 */

/** An exam of `totalScore` points passed at `qualifyScore`. */
export async function insertExamRow(t: TestApp, totalScore = 100, qualifyScore = 60): Promise<string> {
  const id = newId();
  const now = Date.now();
  await t.ctx.db.insert(elExam).values({
    id,
    title: `分析考试${id.slice(-6)}`,
    startTime: new Date(now - 3600_000),
    endTime: new Date(now + 3600_000),
    totalTime: 30,
    totalScore,
    qualifyScore,
  });
  return id;
}

/** A bank with `n` single-choice questions (content 'Q1'..'Qn'); answers the bank and question ids. */
export async function insertBankRows(t: TestApp, n: number): Promise<{ repoId: string; quIds: string[] }> {
  const repoId = newId();
  await t.ctx.db.insert(elRepo).values({ id: repoId, title: `分析题库${repoId.slice(-6)}` });
  const quIds = Array.from({ length: n }, () => newId());
  await t.ctx.db
    .insert(elQu)
    .values(quIds.map((id, i) => ({ id, repoId, quType: 1, content: `<p>Q${i + 1}&nbsp;题干</p>` })));
  return { repoId, quIds };
}

export interface PaperSpec {
  userId: string;
  score: number;
  /** 1 awaiting marking, 2 finished (0 in progress: not handed). */
  state?: number;
  passed?: boolean | null;
  leaveTimes?: number;
  faceFails?: number;
  /** Per question: true right, false wrong, null unanswered. */
  answers?: Record<string, boolean | null>;
}

/** A paper of the exam with its questions (all of bank `repoId`). */
export async function insertPaperRow(t: TestApp, examId: string, repoId: string, p: PaperSpec): Promise<string> {
  const id = newId();
  const state = p.state ?? 2;
  await t.ctx.db.insert(elPaper).values({
    id,
    examId,
    userId: p.userId,
    title: '分析试卷',
    userScore: p.score,
    state,
    passed: p.passed === undefined ? (state === 2 ? p.score >= 60 : null) : p.passed,
    limitTime: new Date(),
    handTime: state === 0 ? null : new Date(),
    leaveTimes: p.leaveTimes ?? 0,
    faceFails: p.faceFails ?? 0,
  });
  const qus = Object.entries(p.answers ?? {});
  if (qus.length) {
    await t.ctx.db.insert(elPaperQu).values(
      qus.map(([quId, right], i) => ({
        paperId: id,
        quId,
        repoId,
        sort: i,
        quType: 1,
        score: 10,
        answered: right !== null,
        isRight: right === true,
      })),
    );
  }
  return id;
}

/** A training of the learner on the bank with the answers given (true right, false wrong, null not reached). */
export async function insertTrainRows(
  t: TestApp,
  userId: string,
  repoId: string,
  answers: Record<string, boolean | null>,
): Promise<void> {
  const id = newId();
  await t.ctx.db.insert(elTrain).values({ id, userId, repoId, mode: 1 });
  await t.ctx.db.insert(elTrainQu).values(
    Object.entries(answers).map(([quId, right], i) => ({
      trainId: id,
      quId,
      sort: i,
      answered: right !== null,
      isRight: right === true,
    })),
  );
}

/** A learner's progress in a course. */
export async function insertCourseUserRow(
  t: TestApp,
  courseId: string,
  userId: string,
  o: { learnSec: number; finished: boolean },
): Promise<void> {
  await t.ctx.db.insert(elCourseUser).values({ courseId, userId, learnSec: o.learnSec, finished: o.finished });
}
