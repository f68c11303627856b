import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import { CourseCard, DASH_COURSE_SIZE } from './course-card';

describe('dashboard CourseCard', () => {
  beforeEach(() => {
    signInAs({ permissions: ['course:list'] });
    mockFetch({
      '*': {
        records: [{ id: 'c1', title: '安全生产课程', procCount: 12, finishCount: 30 }],
        total: 1,
        size: 5,
        current: 1,
        pages: 1,
      },
    });
  });

  it('asks for five ongoing courses, shows learners and finishers, and searches by title', async () => {
    renderPage(<CourseCard />);
    expect(await screen.findByText('安全生产课程')).toBeTruthy();
    expect(screen.getByText('学习人数')).toBeTruthy();
    expect(screen.getByText('完成人数')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('30')).toBeTruthy();
    const [first] = calls();
    expect(first.url).toBe('/api/stat/course/dash-course-list');
    expect(first.body).toMatchObject({ current: 1, size: DASH_COURSE_SIZE });
    expect(DASH_COURSE_SIZE).toBe(5);
    const search = screen.getByLabelText('搜索进行中的课程');
    fireEvent.change(search, { target: { value: '安全' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls().at(-1)?.body).toMatchObject({ params: { title: '安全' } }));
  });
});
