import type { DictCache } from '@server/context/dict-cache.ts';
import type {
  LearnerAnswer,
  QuDetail,
  TrainCardItem,
  TrainQuDetail,
  TrainQuRevealed,
  TrainRecord,
  WrongBookRecord,
} from '@xuekao/contracts';
import { maskAnswer, maskQu } from '../qu/match-mask.ts';
import { toQuForAnswer } from '../qu/qu.presenter.ts';
import type { TrainQuRow, TrainRow } from './train.queries.ts';
import type { WrongBookListRow } from './wrong-book.queries.ts';

const STATE_TEXT: Record<number, string> = { 0: '进行中', 1: '已结束' };

/** Accuracy in whole percent of the answered questions. */
export const percentOf = (right: number, answered: number) => (answered > 0 ? Math.round((right * 100) / answered) : 0);

/** A training (detail and history). Call `await app.dict.ready()` first. */
export function presentTrain(r: TrainRow & { repoTitle: string }, dict: DictCache): TrainRecord {
  return {
    id: r.id,
    repoId: r.repoId,
    repoId_dictText: r.repoTitle,
    mode: r.mode,
    mode_dictText: dict.text('train_mode', r.mode),
    quType: r.quType,
    chapterId: r.chapterId,
    state: r.state,
    state_dictText: STATE_TEXT[r.state] ?? '',
    totalCount: r.totalCount,
    answerCount: r.answerCount,
    rightCount: r.rightCount,
    percent: percentOf(r.rightCount, r.answerCount),
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
  };
}

export function presentCardItem(
  r: { quId: string; sort: number; quType: number; answered: boolean; isRight: boolean },
  dict: DictCache,
): TrainCardItem {
  return {
    quId: r.quId,
    sort: r.sort,
    quType: r.quType,
    quType_dictText: dict.text('qu_type', r.quType),
    answered: r.answered,
    isRight: r.isRight,
  };
}

/**
 * A training question for answering. The key (right options, accepted answers, analysis) is included
 * only when `revealed`; otherwise the learner gets the keyless `QuForAnswer` and no `key` field at all.
 */
export function presentTrainQu(tq: TrainQuRow, detail: QuDetail, revealed: true): TrainQuRevealed;
export function presentTrainQu(tq: TrainQuRow, detail: QuDetail, revealed: boolean): TrainQuDetail;
export function presentTrainQu(tq: TrainQuRow, detail: QuDetail, revealed: boolean): TrainQuDetail {
  const qu = toQuForAnswer(detail);
  const shown = {
    trainId: tq.trainId,
    sort: tq.sort,
    answered: tq.answered,
    isRight: tq.isRight,
    answer: tq.answered ? maskAnswer((tq.answer ?? {}) as LearnerAnswer, qu) : null,
    qu: maskQu(qu),
  };
  return revealed ? { ...shown, revealed: true, key: detail } : { ...shown, revealed: false };
}

/** A wrong-answer book entry with the question's text (sanitized HTML) but no key. */
export function presentWrongBook(r: WrongBookListRow, dict: DictCache): WrongBookRecord {
  return {
    id: r.id,
    quId: r.quId,
    repoId: r.repoId,
    repoId_dictText: r.repoTitle,
    examId: r.examId,
    quType: r.quType,
    quType_dictText: dict.text('qu_type', r.quType),
    content: r.content,
    wrongCount: r.wrongCount,
    lastWrongTime: r.lastWrongTime.toISOString(),
  };
}
