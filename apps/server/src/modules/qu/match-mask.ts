import type { LearnerAnswer, QuForAnswer } from '@xuekao/contracts';

/**
 * Matching questions offer right-hand items whose ids are the answer rows of their correct left items
 * (`toQuForAnswer`), so those ids would give the pairing away: every learner-facing response (training,
 * and exams from the exam issue on) must pass through `maskQu`. It shows them under positional tokens
 * ('m1', 'm2'... in the neutral text order of `rightList`) and maps answers back before grading.
 */

const token = (i: number) => `m${i + 1}`;

/** The question with every matching right-hand id replaced by its token (sub-questions too). */
export function maskQu(qu: QuForAnswer): QuForAnswer {
  return {
    ...qu,
    rightList: qu.rightList.map((r, i) => ({ id: token(i), content: r.content })),
    subList: qu.subList.map(maskQu),
  };
}

function mapPairs(
  pairs: Readonly<Record<string, string>>,
  qu: QuForAnswer,
  dir: 'toReal' | 'toToken',
): Record<string, string> {
  const m = new Map(qu.rightList.map((r, i) => (dir === 'toReal' ? [token(i), r.id] : [r.id, token(i)])));
  const out: Record<string, string> = {};
  for (const [left, right] of Object.entries(pairs)) {
    const v = m.get(right);
    if (v !== undefined) out[left] = v;
  }
  return out;
}

function mapAnswer(a: LearnerAnswer, qu: QuForAnswer, dir: 'toReal' | 'toToken'): LearnerAnswer {
  const out: LearnerAnswer = { ...a };
  if (a.pairs) out.pairs = mapPairs(a.pairs, qu, dir);
  if (a.children) {
    const children: Record<string, LearnerAnswer> = {};
    for (const sub of qu.subList) {
      const c = a.children[sub.id];
      if (c) children[sub.id] = mapAnswer(c, sub, dir);
    }
    out.children = children;
  }
  return out;
}

/** A learner's answer in tokens -> the real ids the grading key uses. `qu` is the unmasked question. */
export const unmaskAnswer = (a: LearnerAnswer, qu: QuForAnswer) => mapAnswer(a, qu, 'toReal');
/** A stored answer in real ids -> tokens, for showing it again. `qu` is the unmasked question. */
export const maskAnswer = (a: LearnerAnswer, qu: QuForAnswer) => mapAnswer(a, qu, 'toToken');
