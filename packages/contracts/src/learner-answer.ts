/** A learner's answer to one question (what training and exams store and grade). */
export interface LearnerAnswer {
  /** Chosen option ids (single, judge, multiple). */
  optionIds?: string[];
  /** Text per blank, in blank order (fill-blank). */
  blanks?: string[];
  /** Chosen right item id per left item id (matching). */
  pairs?: Record<string, string>;
  /** Free text (short answer). */
  text?: string;
  /** Answers of a composite's sub-questions, by sub-question id. */
  children?: Record<string, LearnerAnswer>;
}

/** Does the answer hold anything? An empty answer un-answers the question (server and exam page alike). */
export function hasAnswer(a: LearnerAnswer): boolean {
  if (a.optionIds?.length) return true;
  if (a.blanks?.some((b) => b.trim() !== '')) return true;
  if (a.pairs && Object.keys(a.pairs).length) return true;
  if (a.text?.trim()) return true;
  return !!a.children && Object.values(a.children).some(hasAnswer);
}
