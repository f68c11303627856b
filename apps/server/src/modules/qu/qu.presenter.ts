import type { DictCache } from '@server/context/dict-cache.ts';
import {
  BLANK_ANSWER_SEP,
  type QuAnswerItem,
  type QuDetail,
  type QuForAnswer,
  type QuRow,
  QuType,
} from '@xuekao/contracts';
import type { AnswerDbRow, QuListRow } from './qu.queries.ts';

/** A question of the admin list. Call `await app.dict.ready()` first. */
export function presentQuRow(r: QuListRow, dict: DictCache): QuRow {
  return {
    id: r.id,
    repoId: r.repoId,
    repoId_dictText: r.repoTitle ?? '',
    chapterId: r.chapterId,
    chapterId_dictText: r.chapterTitle ?? '',
    quType: r.quType,
    quType_dictText: dict.text('qu_type', r.quType),
    level: r.level,
    level_dictText: dict.text('qu_level', r.level),
    content: r.content,
    subCount: r.subCount,
    sort: r.sort,
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
  };
}

export function presentAnswer(a: AnswerDbRow, quType: number): QuAnswerItem {
  const answers = quType === QuType.FILL || quType === QuType.MATCH ? a.answers : [];
  return {
    id: a.id,
    tag: a.tag,
    content: a.content,
    image: a.image,
    isRight: a.isRight,
    analysis: a.analysis,
    answer: quType === QuType.FILL ? answers.join(BLANK_ANSWER_SEP) : (answers[0] ?? ''),
    answers,
  };
}

/** The admin detail: question, answer key and sub-questions. */
export function presentQuDetail(
  r: QuListRow,
  answersOf: (quId: string) => AnswerDbRow[],
  subsOf: (quId: string) => QuListRow[],
  dict: DictCache,
): QuDetail {
  return {
    ...presentQuRow(r, dict),
    parentId: r.parentId,
    analysis: r.analysis,
    image: r.image,
    answerList: answersOf(r.id).map((a) => presentAnswer(a, r.quType)),
    subList: subsOf(r.id).map((s) => presentQuDetail(s, answersOf, subsOf, dict)),
  };
}

/**
 * The learner's view of a question while answering: every answer key removed. Matching offers the
 * right-hand texts in text order, so their order tells nothing about the pairing.
 */
export function toQuForAnswer(d: QuDetail): QuForAnswer {
  const isFill = d.quType === QuType.FILL;
  return {
    id: d.id,
    quType: d.quType,
    quType_dictText: d.quType_dictText,
    level: d.level,
    content: d.content,
    image: d.image,
    answerList: d.answerList.map((a) => ({
      id: a.id,
      tag: a.tag,
      content: isFill ? '' : a.content,
      image: isFill ? '' : a.image,
    })),
    // Right-hand ids here are the answer rows of their left items: callers must `maskQu` (match-mask.ts)
    // before a learner sees them.
    rightList:
      d.quType === QuType.MATCH
        ? d.answerList
            .map((a) => ({ id: a.id, content: a.answer }))
            .sort((x, y) => x.content.localeCompare(y.content, 'zh-CN') || x.id.localeCompare(y.id))
        : [],
    subList: d.subList.map(toQuForAnswer),
  };
}
