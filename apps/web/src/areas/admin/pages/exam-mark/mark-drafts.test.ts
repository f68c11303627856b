import type { MarkQu } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { changedQus, draftsOf, markKey, subjectiveTotal, unmarkedCount } from './mark-drafts';

const qu = (quId: string, markedScore: number | null, subId = ''): MarkQu => ({
  quId,
  subId,
  sort: 1,
  content: '',
  analysis: '',
  maxScore: 10,
  answerText: '',
  markedScore,
  remark: '',
});

describe('marking drafts', () => {
  const qus = [qu('a', null), qu('b', 4), qu('c', null, 's1')];

  it('opens with the saved marks', () => {
    const d = draftsOf(qus);
    expect(d[markKey(qus[1])]).toEqual({ score: 4, remark: '' });
    expect(unmarkedCount(qus, d)).toBe(2);
    expect(subjectiveTotal(qus, d)).toBe(4);
  });

  it('finds typed but unsaved scores and what is still unmarked', () => {
    const d = { ...draftsOf(qus), 'a|': { score: 7.5, remark: '' }, 'b|': { score: 4, remark: '很好' } };
    expect(changedQus(qus, d).map((q) => q.quId)).toEqual(['a', 'b']);
    expect(unmarkedCount(qus, d)).toBe(1);
    expect(subjectiveTotal(qus, d)).toBe(11.5);
  });
});
