import type { DictCache } from '@server/context/dict-cache.ts';
import type { ExamDetail, ExamLearnerRow, ExamSimple, ExamStaffRow } from '@xuekao/contracts';
import type { ExamDbRow, ExamListRow, LearnerExamRow } from './exam.queries.ts';

/** Time state of an exam: 0 not started, 1 in progress, 2 ended. */
export function timeStateOf(e: Pick<ExamDbRow, 'startTime' | 'endTime'>, now = Date.now()): number {
  if (now < e.startTime.getTime()) return 0;
  return now < e.endTime.getTime() ? 1 : 2;
}

type RowInput = Omit<ExamDbRow, 'content'>;

/** The fields every exam row of the lists holds. Call `await app.dict.ready()` first. */
export function presentExamRow(r: RowInput, dict: DictCache) {
  return {
    id: r.id,
    title: r.title,
    examType: r.examType,
    examType_dictText: dict.text('exam_type', r.examType),
    openType: r.openType,
    openType_dictText: dict.text('open_type', r.openType),
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    totalTime: r.totalTime,
    totalScore: Number(r.totalScore),
    qualifyScore: Number(r.qualifyScore),
    quCount: r.quCount,
    chance: r.chance,
    state: r.state,
    state_dictText: dict.text('state', r.state),
    timeState: timeStateOf(r),
    createTime: r.createTime.toISOString(),
  };
}

/** A row of the staff lists: with the papers awaiting marking. */
export function presentStaffExamRow(r: ExamListRow, dict: DictCache): ExamStaffRow {
  return { ...presentExamRow(r, dict), markCount: Number(r.markCount) };
}

/** A row of the learner's list: with my attempts, best score, passed, and a paper in progress. */
export function presentLearnerExamRow(r: LearnerExamRow, dict: DictCache): ExamLearnerRow {
  return {
    ...presentExamRow(r, dict),
    myTries: Number(r.myTries),
    myMaxScore: Number(r.myMaxScore ?? 0),
    myPassed: !!r.myPassed,
    myPaperId: r.myPaperId ?? '',
  };
}

/** What a learner sees of an exam before entry: no password, no composition. */
export function presentExamSimple(
  r: ExamDbRow,
  dict: DictCache,
  mine: { tries: number; applyState: number; paperId: string },
): ExamSimple {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    openType: r.openType,
    openType_dictText: dict.text('open_type', r.openType),
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    totalTime: r.totalTime,
    totalScore: Number(r.totalScore),
    qualifyScore: Number(r.qualifyScore),
    quCount: r.quCount,
    chance: r.chance,
    lateMax: r.lateMax,
    handMin: r.handMin,
    copyPaste: r.copyPaste,
    leaveOn: r.leaveOn,
    leaveCheck: r.leaveCheck,
    leaveCount: r.leaveCount,
    faceOn: r.faceOn,
    camOn: r.camOn,
    camInterval: r.camInterval,
    faceLimit: r.faceLimit,
    showAnswer: r.showAnswer,
    myTries: mine.tries,
    applyState: mine.applyState,
    myPaperId: mine.paperId,
  };
}

export interface DetailExtras {
  deptCodes: string[];
  users: Array<{ userId: string; realName: string }>;
  repoTitle: (id: string) => string;
  chapterTitle: (id: string) => string;
  qu: (id: string) => { content: string; quType: number } | undefined;
}

/** The exam as staff edit it. */
export function presentExamDetail(r: ExamDbRow, dict: DictCache, x: DetailExtras): ExamDetail {
  return {
    ...presentExamRow(r, dict),
    content: r.content,
    password: r.password,
    deptCodes: x.deptCodes,
    users: x.users,
    lateMax: r.lateMax,
    handMin: r.handMin,
    quRand: r.quRand,
    itemRand: r.itemRand,
    showAnswer: r.showAnswer,
    copyPaste: r.copyPaste,
    leaveOn: r.leaveOn,
    leaveCheck: r.leaveCheck,
    leaveCount: r.leaveCount,
    actionOn: r.actionOn,
    actionInterval: r.actionInterval,
    actionLimit: r.actionLimit,
    faceOn: r.faceOn,
    camOn: r.camOn,
    camInterval: r.camInterval,
    faceLimit: r.faceLimit,
    partialPercent: r.partialPercent,
    certId: r.certId,
    points: r.points,
    tmplId: r.tmplId,
    composeType: r.composeType,
    ...presentComposition(r, dict, x),
    updateTime: r.updateTime.toISOString(),
  };
}

/** Rule rows and fixed questions with their titles (exams and templates). */
export function presentComposition(
  c: Pick<ExamDbRow, 'rules' | 'fixedQus'>,
  dict: DictCache,
  x: Pick<DetailExtras, 'repoTitle' | 'chapterTitle' | 'qu'>,
): Pick<ExamDetail, 'rules' | 'fixedQus'> {
  return {
    rules: c.rules.map((rule) => ({
      ...rule,
      repoId_dictText: x.repoTitle(rule.repoId),
      chapterId_dictText: rule.chapterId ? x.chapterTitle(rule.chapterId) : '',
      quType_dictText: dict.text('qu_type', rule.quType),
    })),
    fixedQus: c.fixedQus.map((q) => {
      const qu = x.qu(q.quId);
      return {
        ...q,
        content: qu?.content ?? '',
        quType: qu?.quType ?? 0,
        quType_dictText: qu ? dict.text('qu_type', qu.quType) : '',
      };
    }),
  };
}
