import { screen } from '@testing-library/react';
import { mockFetch, renderPage as renderWith } from '@web/test/page-harness';
import type { PaperResult } from '@xuekao/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import ExamResultPage from './index';

const qu = (sort: number, isRight: boolean | null, actualScore: number | null) => ({
  quId: `q${sort}`,
  sort,
  quType: 3,
  quType_dictText: '判断题',
  score: 2,
  actualScore,
  isRight,
  pendingMark: false,
  answered: true,
  answer: { optionIds: ['a'] },
  qu: {
    id: `q${sort}`,
    quType: 3,
    quType_dictText: '判断题',
    level: 1,
    content: `<p>判断${sort}</p>`,
    image: '',
    answerList: [
      { id: 'a', tag: 'A', content: '正确', image: '' },
      { id: 'b', tag: 'B', content: '错误', image: '' },
    ],
    rightList: [],
    subList: [],
  },
});

/** A result of the given disclosure (the fixtures pair `showCorrectness` with their questions' nulls). */
const paper = (o: object): PaperResult =>
  ({
    id: 'p1',
    examId: 'e1',
    userId: 'u1',
    realName: '学员',
    title: '安全考试',
    state: 2,
    state_dictText: '已完成',
    handReason: 1,
    totalScore: 4,
    qualifyScore: 2,
    userScore: 2,
    objScore: 2,
    subjScore: 0,
    passed: true,
    result_dictText: '通过',
    quCount: 2,
    rightCount: 1,
    createTime: '2026-01-02T03:04:05.000Z',
    handTime: '2026-01-02T03:14:05.000Z',
    usedMinutes: 10,
    showAnswer: false,
    showCorrectness: true,
    note: '',
    quList: [],
    ...o,
  }) as PaperResult;

let answer: PaperResult;
beforeEach(() => {
  mockFetch({ '*': () => answer });
});

const renderPage = () => renderWith(<ExamResultPage />, { route: '/web/exam/result/p1', path: '/web/exam/result/:id' });

describe('考试结果', { timeout: 20_000 }, () => {
  it('per-question right/wrong withheld: totals, the note, 已作答 tags and no 错题 filter', async () => {
    const note = '本场考试不公布答案；每题的对错与得分在考试结束（或考试次数用完）后公布。';
    answer = paper({ showCorrectness: false, note, quList: [qu(1, null, null), qu(2, null, null)] });
    renderPage();
    expect((await screen.findByTestId('result-note')).textContent).toBe(note);
    expect(screen.getByTestId('result-score').textContent).toBe('2 分');
    expect(screen.getAllByText('已作答')).toHaveLength(2);
    expect(screen.getAllByText('分值 2')).toHaveLength(2);
    expect(screen.queryByText(/^错题（/)).toBeNull();
    expect(screen.queryByText(/^得分 /)).toBeNull();
  });

  it('right/wrong shown: tags, scores and the 错题 filter', async () => {
    answer = paper({ quList: [qu(1, true, 2), qu(2, false, 0)] });
    renderPage();
    expect(await screen.findByText('错题（1）')).toBeTruthy();
    expect(screen.getByText('得分 2 / 2')).toBeTruthy();
    expect(screen.getByText('得分 0 / 2')).toBeTruthy();
    expect(screen.getByText('错误', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.queryByTestId('result-note')).toBeNull();
  });
});
