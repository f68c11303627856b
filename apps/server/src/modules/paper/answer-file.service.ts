import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { perApp } from '@server/lib/per-app.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  ANSWER_FILE_ALG,
  ANSWER_STAMP_TOLERANCE_MS,
  type AnswerFileEntry,
  type AnswerFilePayload,
  type AnswerFileResult,
  type AnswerKey,
  answerFileCodec,
  HandReason,
  hasAnswer,
  openAnswerFile,
} from '@xuekao/contracts';
import { afterCertGrants, grantCertFor } from '../cert/cert-grant.service.ts';
import { settleCoursesOfExam } from '../course/index.ts';
import { findExamById } from '../exam/exam.queries.ts';
import { grantExamPassPoints } from '../points/points.service.ts';
import { sumScores } from '../qu/grading.ts';
import { recordPaperMarked } from '../stat/analysis-rollup.ts';
import { recordMarkedPass, safely } from '../stat/stat-rollup.ts';
import { recordExamWrongAnswers } from '../train/wrong-book.service.ts';
import {
  findKeypair,
  insertAnswerFileLog,
  insertKeypair,
  lockPaper,
  updatePaperScores,
  writeFileAnswer,
} from './answer-file.queries.ts';
import { answerWriter } from './answer-writer.ts';
import {
  findPaperQus,
  type PaperDbRow,
  type PaperQuDbRow,
  updatePaperQuGrades,
  upsertExamRecord,
} from './paper.queries.ts';
import { examCertSource, loadGrader } from './paper-hand-one.service.ts';
import { getPaperInScope } from './paper-scope.ts';

/**
 * The answer file (docs/EXAMS.md#answer-file). The site's key pair is made once, by whichever process
 * needs it first, and kept in sys_keypair; the page seals the learner's waiting answers to its public key,
 * and staff upload the file on the paper's ExamWatch or marking page. The server applies each answer
 * under the journal's rules: newer than the one it holds (sequence number), given before the deadline
 * (and before a hand-in that was not the deadline's), and regrades a paper already handed in. Each use is
 * logged (el_paper_answer_file) for staff to judge: a learner can forge a file, so it proves only what the
 * learner says they answered, with times trusted no further than the deadline.
 */

const KEY_NAME = 'answer-file';
const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

interface SiteKeys {
  publicKey: string;
  privateKey: CryptoKey;
}

/** Per app: the loading of its keys (a failed load, e.g. the database was down, is tried again next time). */
const keysOf = perApp((_: AppContext) => ({ loading: null as Promise<SiteKeys> | null }));

async function loadKeys(app: AppContext): Promise<SiteKeys> {
  let row = await findKeypair(app.db, KEY_NAME);
  if (!row) {
    const subtle = globalThis.crypto.subtle;
    const pair = await subtle.generateKey(
      { ...RSA, modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const { toB64 } = answerFileCodec;
    await insertKeypair(app.db, {
      name: KEY_NAME,
      publicKey: toB64(await subtle.exportKey('spki', pair.publicKey)),
      privateKey: toB64(await subtle.exportKey('pkcs8', pair.privateKey)),
    });
    row = await findKeypair(app.db, KEY_NAME);
    if (!row) throw new Error('answer-file key pair not stored');
  }
  const privateKey = await globalThis.crypto.subtle.importKey(
    'pkcs8',
    answerFileCodec.fromB64(row.privateKey),
    RSA,
    false,
    ['decrypt'],
  );
  return { publicKey: row.publicKey, privateKey };
}

function siteKeys(app: AppContext): Promise<SiteKeys> {
  const slot = keysOf(app);
  if (!slot.loading) {
    slot.loading = loadKeys(app);
    slot.loading.catch(() => {
      slot.loading = null;
    });
  }
  return slot.loading;
}

/** `/answer-key`: the public key a page seals answer files to. */
export async function answerKey(app: AppContext): Promise<AnswerKey> {
  return { alg: ANSWER_FILE_ALG, publicKey: (await siteKeys(app)).publicKey };
}

type Outcome = 'applied' | 'stale' | 'late' | 'skipped';

/** The last moment an answer of the paper counts: the deadline, or an earlier hand-in that was not the deadline's. */
function cutoffOf(p: PaperDbRow): number {
  const deadline = p.limitTime.getTime() + ANSWER_STAMP_TOLERANCE_MS;
  if (p.state === 0 || p.handReason === HandReason.TIMEOUT || !p.handTime) return deadline;
  return Math.min(deadline, p.handTime.getTime());
}

/** Each question's newest answer of the file. */
function newestByQu(entries: AnswerFileEntry[]): AnswerFileEntry[] {
  const by = new Map<string, AnswerFileEntry>();
  for (const e of entries) {
    const seen = by.get(e.quId);
    if (!seen || seen.seq < e.seq) by.set(e.quId, e);
  }
  return [...by.values()];
}

function judge(p: PaperDbRow, pq: PaperQuDbRow | undefined, e: AnswerFileEntry): Outcome {
  if (!pq) return 'skipped';
  if (e.at > cutoffOf(p)) return 'late';
  if (e.seq <= pq.answerSeq) return 'stale';
  // a marked subjective answer keeps the answer its marks were given for
  if (p.state === 2 && pq.subjective) return 'skipped';
  return 'applied';
}

async function openFile(app: AppContext, text: string): Promise<AnswerFilePayload> {
  const { privateKey } = await siteKeys(app);
  try {
    return await openAnswerFile(text, privateKey);
  } catch {
    throw AppError.fail('答案文件无法打开：不是本站生成的答案文件，或文件已损坏！');
  }
}

/** Staff apply a learner's answer file to a paper within their data scope. */
export async function applyAnswerFile(
  app: AppContext,
  session: Session,
  body: { paperId: string; file: string },
): Promise<AnswerFileResult> {
  const paper = await getPaperInScope(app, session, body.paperId);
  const payload = await openFile(app, body.file);
  if (payload.paperId !== paper.id || payload.userId !== paper.userId) {
    throw AppError.fail('答案文件与该试卷不符！');
  }
  if (paper.state === 3) throw AppError.fail('该试卷已作废，不能上传答案文件！');
  // what this process holds for the paper is written first (as hand-in does)
  await answerWriter(app.db).flush(paper.id);
  const exam = await findExamById(app.db, paper.examId);
  const grade = await loadGrader(app, exam ?? null, await findPaperQus(app.db, paper.id));
  const entries = newestByQu(payload.entries);
  const counts = { applied: 0, stale: 0, late: 0, skipped: payload.entries.length - entries.length };

  const { before, regraded } = await app.db.transaction(async (tx) => {
    const p = await lockPaper(tx, paper.id);
    if (!p) throw AppError.notFound('试卷不存在！');
    const qus = new Map((await findPaperQus(tx, p.id)).map((q) => [q.quId, q]));
    for (const e of entries) {
      const outcome = judge(p, qus.get(e.quId), e);
      counts[outcome]++;
      if (outcome !== 'applied') continue;
      const answer = { ...e.answer } as Record<string, unknown>;
      // a subjective answer replaced while awaiting marking loses the marks given to the old one
      const clearMarks = p.state === 1 && !!qus.get(e.quId)?.subjective;
      await writeFileAnswer(tx, {
        paperId: p.id,
        quId: e.quId,
        answer,
        answered: hasAnswer(e.answer),
        seq: e.seq,
        clearMarks,
      });
    }
    let r: Regraded | null = null;
    if (p.state !== 0 && counts.applied > 0) {
      r = regrade(p, grade(await findPaperQus(tx, p.id)));
      await saveRegrade(app, tx, p, r, exam?.points ?? 0, exam?.certId);
    }
    await insertAnswerFileLog(tx, {
      paperId: p.id,
      userId: p.userId,
      uploadBy: session.userId,
      paperState: p.state,
      fileMade: payload.made ? new Date(payload.made) : null,
      fileLastAck: payload.lastAck ? new Date(payload.lastAck) : null,
      entries: payload.entries.length,
      ...counts,
      scoreBefore: Number(p.userScore),
      scoreAfter: r ? r.userScore : Number(p.userScore),
    });
    return { before: p, regraded: r };
  });
  app.log.warn(
    { paperId: paper.id, learner: paper.userId, by: session.userId, ...counts },
    'answer file applied by staff',
  );
  if (regraded) await afterRegrade(app, before, regraded);
  return {
    entries: payload.entries.length,
    ...counts,
    paperState: before.state,
    scoreBefore: Number(before.userScore),
    scoreAfter: regraded ? regraded.userScore : Number(before.userScore),
    fileMade: payload.made,
    fileLastAck: payload.lastAck,
  };
}

interface Regraded {
  objScore: number;
  userScore: number;
  rightCount: number;
  passed: boolean | null;
  /** Objective rows with their new grades, and how their rightness moved. */
  rows: { quId: string; repoId: string; isRight: boolean; actualScore: number; was: boolean }[];
  /** Subjective rows of a paper awaiting marking with their graded part. */
  subjective: { quId: string; actualScore: number }[];
  cert: Awaited<ReturnType<typeof grantCertFor>>;
}

/** The paper's scores with its objective answers graded again; marks of subjective ones stay. */
function regrade(p: PaperDbRow, graded: ReturnType<Awaited<ReturnType<typeof loadGrader>>>): Regraded {
  // as the hand-in counts: every row's graded part (a composite's objective children too)
  const objScore = sumScores(graded.map((g) => g.result.score));
  const objective = graded.filter((g) => !g.pq.subjective);
  const objRight = objective.filter((g) => g.result.isRight).length;
  const rows = objective.map((g) => ({
    quId: g.pq.quId,
    repoId: g.pq.repoId,
    isRight: g.result.isRight,
    actualScore: g.result.score,
    was: g.pq.isRight,
  }));
  if (p.state === 1) {
    // awaiting marking: a subjective row holds its graded part until the marker adds the marks
    const subjective = graded
      .filter((g) => g.pq.subjective)
      .map((g) => ({ quId: g.pq.quId, actualScore: g.result.score }));
    return { objScore, userScore: objScore, rightCount: objRight, passed: null, rows, subjective, cert: null };
  }
  const userScore = sumScores([objScore, Number(p.subjScore)]);
  const subjRight = graded.filter((g) => g.pq.subjective && g.pq.isRight).length;
  const passed = userScore >= Number(p.qualifyScore);
  return { objScore, userScore, rightCount: objRight + subjRight, passed, rows, subjective: [], cert: null };
}

async function saveRegrade(
  app: AppContext,
  tx: DbOrTx,
  p: PaperDbRow,
  r: Regraded,
  points: number,
  certId: string | undefined,
): Promise<void> {
  const { objScore, userScore, rightCount } = r;
  await updatePaperScores(tx, p.id, p.state === 2 ? { objScore, userScore, rightCount, passed: r.passed } : r);
  await updatePaperQuGrades(tx, p.id, [
    ...r.rows.map((g) => ({ quId: g.quId, isRight: g.isRight, actualScore: g.actualScore, subjective: false })),
    ...r.subjective.map((g) => ({ quId: g.quId, isRight: false, actualScore: g.actualScore, subjective: true })),
  ]);
  const newlyWrong = r.rows.filter((g) => g.was && !g.isRight);
  await recordExamWrongAnswers(tx, p.userId, p.examId, newlyWrong);
  if (p.state !== 2) return;
  const passed = r.passed === true;
  await upsertExamRecord(tx, {
    examId: p.examId,
    userId: p.userId,
    paperId: p.id,
    score: userScore,
    passed,
    countTry: false,
  });
  // A pass the file brings grants what a pass grants; a pass once given is not taken back (docs/EXAMS.md).
  if (passed && p.passed !== true) {
    await grantExamPassPoints(tx, { userId: p.userId, examId: p.examId, title: p.title, points }, app.config.SITE_TZ);
    r.cert = await grantCertFor(tx, examCertSource(p, certId));
  }
}

async function afterRegrade(app: AppContext, p: PaperDbRow, r: Regraded): Promise<void> {
  const newPass = p.state === 2 && r.passed === true && p.passed !== true;
  if (newPass) {
    await afterCertGrants(app, [r.cert]);
    await settleCoursesOfExam(app, p.userId, p.examId);
    await safely(app, recordMarkedPass(app, { id: p.userId }, p.handTime ?? new Date()));
  }
  const changes = r.rows.map((g) => ({ quId: g.quId, repoId: g.repoId, delta: Number(g.isRight) - Number(g.was) }));
  await safely(app, recordPaperMarked(app, p.id, changes, { finished: false }));
}
