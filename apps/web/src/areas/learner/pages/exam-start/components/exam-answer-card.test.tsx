import { fireEvent, render, screen } from '@testing-library/react';
import type { PaperCardGroup } from '@xuekao/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ExamAnswerCard } from './exam-answer-card';

const groups = [
  {
    quType: 1,
    title: '一、单选题',
    quList: [
      { quId: 'a', sort: 1, answered: true },
      { quId: 'b', sort: 2, answered: false },
    ],
  },
] as unknown as PaperCardGroup[];

describe('ExamAnswerCard (keyboard and screen readers)', () => {
  it('names each question with its state, marks the open one and opens one from the keyboard', () => {
    const onGo = vi.fn();
    render(<ExamAnswerCard groups={groups} currentQuId="a" marked={new Set(['b'])} onGo={onGo} />);
    expect(screen.getByRole('navigation', { name: '答题卡' })).toBeTruthy();
    const first = screen.getByRole('button', { name: '第1题，已答' });
    expect(first.getAttribute('aria-current')).toBe('step');
    const second = screen.getByRole('button', { name: '第2题，未答，已标记' });
    expect(second.getAttribute('aria-current')).toBeNull();
    // A native button: focusable, and Enter / Space click it.
    second.focus();
    expect(document.activeElement).toBe(second);
    fireEvent.click(second);
    expect(onGo).toHaveBeenCalledWith('b');
  });
});
