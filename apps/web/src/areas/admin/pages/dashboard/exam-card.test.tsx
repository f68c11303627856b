import { screen } from '@testing-library/react';
import { calls, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import { DASH_EXAM_SIZE, ExamCard } from './exam-card';

describe('dashboard ExamCard', () => {
  beforeEach(() => {
    signInAs({ permissions: ['exam:watch'] });
    mockFetch({
      '*': {
        records: [{ id: 'e1', title: '期中考试', procCount: 12, handCount: 30 }],
        total: 1,
        size: 5,
        current: 1,
        pages: 1,
      },
    });
  });

  it('asks for five ongoing exams and shows in progress and handed-in counts', async () => {
    renderPage(<ExamCard />);
    expect(await screen.findByText('期中考试')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('30')).toBeTruthy();
    const [first] = calls();
    expect(first.url).toBe('/api/stat/exam/dash-exam-list');
    expect(first.body).toMatchObject({ current: 1, size: DASH_EXAM_SIZE });
    expect(DASH_EXAM_SIZE).toBe(5);
  });
});
