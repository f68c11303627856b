import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { isBlankRichText, sanitizeRichText } from '@server/lib/sanitize.ts';
import { blankAnswersOf, CHOICE_QU_TYPES, optionTag, QuType, type SaveQuParsed } from '@xuekao/contracts';
import type { NewAnswer, NewQu } from './qu.queries.ts';

type ParsedSub = SaveQuParsed['subList'][number];
type ParsedItem = SaveQuParsed['answerList'][number];

/** An answer item ready to store; `givenId` is the id the client sent (kept on update when it belongs). */
export type BuiltAnswer = Omit<NewAnswer, 'id' | 'quId'> & { givenId?: string };

/** A question ready to store, with its answer items and (composite) sub-questions. */
export interface BuiltQu {
  givenId?: string;
  fields: Pick<NewQu, 'quType' | 'level' | 'content' | 'analysis' | 'image'>;
  answers: BuiltAnswer[];
  subs: BuiltQu[];
}

/** Rich text of a question: sanitized; blank content is refused with `label` (题目内容不能为空！). */
export function cleanContent(html: string, label = '题目内容不能为空！'): string {
  const content = sanitizeRichText(html);
  if (isBlankRichText(content)) throw AppError.badParams(label);
  return content;
}

/** Answer items by type: tags from the order (A..Z; 1, 2... for blanks and pairs), texts sanitized. */
export function buildAnswers(quType: number, items: readonly ParsedItem[]): BuiltAnswer[] {
  if (quType === QuType.SHORT || quType === QuType.COMPOSITE) return [];
  return items.map((a, i) => {
    const base = { givenId: a.id, image: a.image.trim(), analysis: sanitizeRichText(a.analysis), sort: i + 1 };
    if (CHOICE_QU_TYPES.includes(quType)) {
      return { ...base, tag: optionTag(i), content: sanitizeRichText(a.content), isRight: a.isRight, answers: [] };
    }
    if (quType === QuType.FILL) {
      return {
        ...base,
        tag: String(i + 1),
        content: sanitizeRichText(a.content),
        isRight: true,
        answers: blankAnswersOf(a),
      };
    }
    return {
      ...base,
      tag: String(i + 1),
      content: sanitizeRichText(a.content),
      isRight: true,
      answers: [a.answer.trim()],
    };
  });
}

function buildOne(q: ParsedSub, label: string): BuiltQu {
  return {
    givenId: q.id,
    fields: {
      quType: q.quType,
      level: q.level,
      content: cleanContent(q.content, label),
      analysis: sanitizeRichText(q.analysis),
      image: q.image.trim(),
    },
    answers: buildAnswers(q.quType, q.answerList),
    subs: [],
  };
}

/** A validated save body -> what is stored. Throws a bad-params error for blank (after sanitizing) content. */
export function buildQu(body: SaveQuParsed): BuiltQu {
  const top = buildOne(body, '题目内容不能为空！');
  if (body.quType === QuType.COMPOSITE) {
    top.subs = body.subList.map((s, i) => buildOne(s, `第${i + 1}个小题的内容不能为空！`));
  }
  return top;
}

/** Rows for inserting a new question (fresh ids for it, its answers and sub-questions). */
export function newQuRows(
  q: BuiltQu,
  ctx: { repoId: string; chapterId: string; createBy: string; sort?: number },
  parentId = '0',
): { qus: NewQu[]; answers: NewAnswer[]; id: string } {
  const id = newId();
  const qus: NewQu[] = [
    {
      id,
      repoId: ctx.repoId,
      chapterId: ctx.chapterId,
      parentId,
      createBy: ctx.createBy,
      sort: ctx.sort ?? 0,
      ...q.fields,
    },
  ];
  const answers: NewAnswer[] = q.answers.map(({ givenId: _, ...a }) => ({ ...a, id: newId(), quId: id }));
  q.subs.forEach((s, i) => {
    const sub = newQuRows(s, { ...ctx, sort: i + 1 }, id);
    qus.push(...sub.qus);
    answers.push(...sub.answers);
  });
  return { qus, answers, id };
}
