import type { QuDetail, QuForAnswer } from '@xuekao/contracts';

/** The answering shape of a question detail (for showing its options read-only). */
export function toAnswerView(d: QuDetail): QuForAnswer {
  return {
    id: d.id,
    quType: d.quType,
    quType_dictText: d.quType_dictText,
    level: d.level,
    content: d.content,
    image: d.image,
    answerList: d.answerList.map((a) => ({ id: a.id, tag: a.tag, content: a.content, image: a.image })),
    rightList: d.answerList.map((a) => ({ id: a.id, content: a.answer })),
    subList: d.subList.map(toAnswerView),
  };
}
