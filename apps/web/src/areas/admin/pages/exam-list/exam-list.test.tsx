import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import ExamListPage from './index';

const EXAM = {
  id: 'e1',
  title: '消防考试',
  timeState: 1,
  examType: 1,
  examType_dictText: '正式考试',
  openType: 1,
  openType_dictText: '完全公开',
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: '2026-12-31T00:00:00.000Z',
  totalTime: 60,
  totalScore: 100,
  qualifyScore: 60,
  quCount: 10,
  state: 0,
};
const page = (records: unknown[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });

beforeEach(() => {
  // exam:list alone: the course select's call (/options) is open to it, /api/course/course/paging is not.
  signInAs({ permissions: ['exam:list'] });
  mockFetch({
    '/api/exam/exam/paging': page([EXAM]),
    '/api/course/course/options': page([{ id: 'c1', title: '消防课程' }]),
    '*': [],
  });
});

describe('ListExam course filter', { timeout: 60_000 }, () => {
  it('offers the courses (size 100, titles only) and filters the exams by courseId', async () => {
    renderPage(<ExamListPage />);
    expect(await screen.findByText('消防考试', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(callsTo('/api/course/course/options')).toHaveLength(1));
    expect(callsTo('/api/course/course/options')[0]).toMatchObject({ current: 1, size: 100 });
    expect(callsTo('/api/course/course/paging')).toEqual([]);

    const select = document.querySelector('#search-course') as HTMLElement;
    fireEvent.mouseDown(select);
    const option = await waitFor(() => {
      const el = document.querySelector('.ant-select-item-option[title="消防课程"]');
      if (!el) throw new Error('no option yet');
      return el;
    });
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(callsTo('/api/exam/exam/paging').at(-1)).toMatchObject({ params: { courseId: 'c1' } }));
  });
});
