import type { DictCache } from '@server/context/dict-cache.ts';
import type {
  LearnerAnswer,
  PaperCardGroup,
  PaperDetail,
  PaperQuDetail,
  PaperResult,
  PaperRow,
  PaperRules,
  QuDetail,
  QuForAnswer,
} from '@xuekao/contracts';
import { maskQu } from '../qu/match-mask.ts';
import { toQuForAnswer } from '../qu/qu.presenter.ts';
import type { PaperDbRow, PaperQuDbRow } from './paper.queries.ts';

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
const cents = (n: number) => Math.round(n * 100);

/** Seconds left by the server's clock. */
export const leftSecondsOf = (p: Pick<PaperDbRow, 'limitTime'>, now = Date.now()) =>
  Math.max(0, Math.floor((p.limitTime.getTime() - now) / 1000));

/** The answer card: one group per question type, in paper order. */
export function presentCard(qus: PaperQuDbRow[], dict: DictCache): PaperCardGroup[] {
  const groups: PaperCardGroup[] = [];
  for (const q of qus) {
    let g = groups.find((x) => x.quType === q.quType);
    if (!g) {
      g = {
        quType: q.quType,
        quType_dictText: dict.text('qu_type', q.quType),
        title: '',
        quCount: 0,
        totalScore: 0,
        quList: [],
      };
      groups.push(g);
    }
    g.quCount++;
    g.totalScore = (cents(g.totalScore) + cents(Number(q.score))) / 100;
    g.quList.push({ quId: q.quId, sort: q.sort, quType: q.quType, score: Number(q.score), answered: q.answered });
  }
  groups.forEach((g, i) => {
    g.title = `${NUMERALS[i] ?? i + 1}、${g.quType_dictText}（共${g.quCount}题，共${g.totalScore}分）`;
  });
  return groups;
}

/** `/paper-detail`: never an answer key. */
export function presentPaperDetail(
  p: PaperDbRow,
  qus: PaperQuDbRow[],
  rules: PaperRules,
  dict: DictCache,
): PaperDetail {
  const now = Date.now();
  return {
    id: p.id,
    examId: p.examId,
    userId: p.userId,
    title: p.title,
    state: p.state,
    state_dictText: dict.text('paper_state', p.state),
    totalScore: Number(p.totalScore),
    qualifyScore: Number(p.qualifyScore),
    quCount: p.quCount,
    answeredCount: qus.filter((q) => q.answered).length,
    createTime: p.createTime.toISOString(),
    limitTime: p.limitTime.toISOString(),
    leftSeconds: p.state === 0 ? leftSecondsOf(p, now) : 0,
    serverTime: new Date(now).toISOString(),
    leaveTimes: p.leaveTimes,
    actionTimes: p.actionTimes,
    faceFails: p.faceFails,
    rules,
    groups: presentCard(qus, dict),
  };
}

/** Options in this paper's shuffled order (when the exam shuffles options). */
function ordered(qu: QuForAnswer, optOrder: string[] | null): QuForAnswer {
  if (!optOrder?.length) return qu;
  const pos = new Map(optOrder.map((id, i) => [id, i]));
  const answerList = [...qu.answerList].sort((a, b) => (pos.get(a.id) ?? 0) - (pos.get(b.id) ?? 0));
  return { ...qu, answerList: answerList.map((a, i) => ({ ...a, tag: String.fromCharCode(65 + i) })) };
}

/** The question as the learner answers it: no key, matching masked, options in the paper's order. */
export function quForPaper(detail: QuDetail, pq: Pick<PaperQuDbRow, 'optOrder'>): QuForAnswer {
  return ordered(maskQu(toQuForAnswer(detail)), pq.optOrder);
}

export function presentPaperQu(pq: PaperQuDbRow, detail: QuDetail): PaperQuDetail {
  return {
    paperId: pq.paperId,
    quId: pq.quId,
    sort: pq.sort,
    score: Number(pq.score),
    answered: pq.answered,
    answer: (pq.answer as LearnerAnswer | null) ?? null,
    qu: quForPaper(detail, pq),
  };
}

/**
 * What a result shows per question, decided by paper-result.service.ts (resultDisclosure): `keys` the
 * key and analysis, `correctness` right/wrong and the score of each question. Totals always show.
 */
export interface ResultDisclosure {
  keys: boolean;
  correctness: boolean;
  /** Why something is withheld and when it shows ('' when all show). */
  note: string;
}

/**
 * `/hand-exam` and `/paper-result`: nothing per question before hand-in, then what `show` allows. Each
 * level is built as its own shape (PaperResultSchema): withheld (no right/wrong, no score), judged, or
 * with keys; keys are never shown without right/wrong.
 */
export function presentPaperResult(
  p: PaperDbRow,
  x: { realName: string; show: ResultDisclosure; qus: PaperQuDbRow[]; details: Map<string, QuDetail> },
  dict: DictCache,
): PaperResult {
  const handed = p.state !== 0;
  const judged = handed && x.show.correctness;
  const withKey = judged && x.show.keys;
  const base = (pq: PaperQuDbRow) => {
    const detail = x.details.get(pq.quId);
    return {
      quId: pq.quId,
      sort: pq.sort,
      quType: pq.quType,
      quType_dictText: dict.text('qu_type', pq.quType),
      score: Number(pq.score),
      pendingMark: pq.subjective && p.state === 1,
      answered: pq.answered,
      answer: (pq.answer as LearnerAnswer | null) ?? null,
      qu: detail ? quForPaper(detail, pq) : emptyQu(pq),
    };
  };
  const graded = (pq: PaperQuDbRow) => ({ ...base(pq), actualScore: Number(pq.actualScore), isRight: pq.isRight });
  const handMs = p.handTime?.getTime() ?? Date.now();
  const head = {
    id: p.id,
    examId: p.examId,
    userId: p.userId,
    realName: x.realName,
    title: p.title,
    state: p.state,
    state_dictText: dict.text('paper_state', p.state),
    handReason: p.handReason,
    totalScore: Number(p.totalScore),
    qualifyScore: Number(p.qualifyScore),
    userScore: Number(p.userScore),
    objScore: Number(p.objScore),
    subjScore: Number(p.subjScore),
    passed: p.passed,
    result_dictText: p.passed === null ? '' : dict.text('exam_result', p.passed ? 1 : 0),
    quCount: p.quCount,
    rightCount: p.rightCount,
    createTime: p.createTime.toISOString(),
    handTime: p.handTime?.toISOString() ?? '',
    usedMinutes: Math.max(0, Math.ceil((handMs - p.createTime.getTime()) / 60_000)),
    note: handed ? x.show.note : '',
  };
  if (!judged) {
    const quList = x.qus.map((pq) => ({ ...base(pq), actualScore: null, isRight: null }));
    return { ...head, showAnswer: false, showCorrectness: false, quList };
  }
  if (!withKey) return { ...head, showAnswer: false, showCorrectness: true, quList: x.qus.map(graded) };
  const quList = x.qus.map((pq) => {
    const key = x.details.get(pq.quId);
    return key ? { ...graded(pq), key } : graded(pq);
  });
  return { ...head, showAnswer: true, showCorrectness: true, quList };
}

/** A question deleted since the paper was drawn. */
function emptyQu(pq: PaperQuDbRow): QuForAnswer {
  return {
    id: pq.quId,
    quType: pq.quType,
    quType_dictText: '',
    level: 1,
    content: '（试题已被删除）',
    image: '',
    answerList: [],
    rightList: [],
    subList: [],
  };
}

export function presentPaperRow(
  p: PaperDbRow & { realName?: string | null; deptCode?: string | null },
  dict: DictCache,
): PaperRow {
  return {
    id: p.id,
    examId: p.examId,
    title: p.title,
    userId: p.userId,
    realName: p.realName ?? '',
    deptCode_dictText: p.deptCode ? dict.deptName(p.deptCode) : '',
    state: p.state,
    state_dictText: dict.text('paper_state', p.state),
    totalScore: Number(p.totalScore),
    qualifyScore: Number(p.qualifyScore),
    userScore: Number(p.userScore),
    passed: p.passed,
    result_dictText: p.passed === null ? '' : dict.text('exam_result', p.passed ? 1 : 0),
    createTime: p.createTime.toISOString(),
    handTime: p.handTime?.toISOString() ?? '',
    limitTime: p.limitTime.toISOString(),
  };
}
