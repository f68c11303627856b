import type { PaperDetail } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { markAnswered } from './use-exam-paper';

const item = (quId: string, answered: boolean) => ({ quId, sort: 1, quType: 1, score: 1, answered });

describe('markAnswered', () => {
  it('flips one card item and recounts the answered questions', () => {
    const detail = {
      answeredCount: 1,
      groups: [
        { quType: 1, quList: [item('a', true), item('b', false)] },
        { quType: 3, quList: [item('c', false)] },
      ],
    } as unknown as PaperDetail;
    const next = markAnswered(detail, { quId: 'c', answered: true });
    expect(next.answeredCount).toBe(2);
    expect(next.groups[1].quList[0].answered).toBe(true);
    expect(markAnswered(next, { quId: 'a', answered: false }).answeredCount).toBe(1);
    expect(detail.groups[1].quList[0].answered).toBe(false);
  });
});
