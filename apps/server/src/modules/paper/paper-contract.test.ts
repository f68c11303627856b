import { endpoints } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';

/**
 * The paper answers' schemas are the last line against a leak (route tests check every answer against
 * them): a key during an exam, per-question results a disclosure withholds, or an unsigned photo address
 * must not match.
 */
const E = endpoints.paper;

const shownQu = {
  id: 'q1',
  quType: 6,
  quType_dictText: '匹配题',
  level: 1,
  content: '<p>匹配</p>',
  image: '',
  answerList: [{ id: 'a1', tag: 'A', content: '左', image: '' }],
  rightList: [{ id: 'm1', content: '右' }],
  subList: [],
};
const quDetail = { paperId: 'p1', quId: 'q1', sort: 1, score: 2, answered: false, answer: null, qu: shownQu };

const resultQu = {
  quId: 'q1',
  sort: 1,
  quType: 6,
  quType_dictText: '匹配题',
  score: 2,
  pendingMark: false,
  answered: true,
  answer: { pairs: { a1: 'm1' } },
  qu: shownQu,
};
const key = {
  id: 'q1',
  repoId: 'r1',
  repoId_dictText: '题库',
  chapterId: '',
  chapterId_dictText: '',
  quType: 6,
  quType_dictText: '匹配题',
  level: 1,
  level_dictText: '普通',
  content: '<p>匹配</p>',
  subCount: 0,
  sort: 1,
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-01T00:00:00.000Z',
  parentId: '',
  analysis: '解析',
  image: '',
  answerList: [
    { id: 'a1', tag: 'A', content: '左', image: '', isRight: false, analysis: '', answer: '右', answers: ['右'] },
  ],
  subList: [],
};
const result = (o: object) => ({
  id: 'p1',
  examId: 'e1',
  userId: 'u1',
  realName: '学员',
  title: '考试',
  state: 2,
  state_dictText: '已完成',
  handReason: 1,
  totalScore: 2,
  qualifyScore: 1,
  userScore: 2,
  objScore: 2,
  subjScore: 0,
  passed: true,
  result_dictText: '通过',
  quCount: 1,
  rightCount: 1,
  createTime: '2026-01-01T00:00:00.000Z',
  handTime: '2026-01-01T00:10:00.000Z',
  usedMinutes: 10,
  note: '',
  ...o,
});
const withheld = { showAnswer: false, showCorrectness: false };
const judged = { showAnswer: false, showCorrectness: true };
const open = { showAnswer: true, showCorrectness: true };
const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) => schema.safeParse(v).success;

describe('qu-detail during an exam', () => {
  it('matches the question without key, and refuses any key field or a real matching id', () => {
    expect(ok(E.quDetail.answer, quDetail)).toBe(true);
    const withOption = (extra: object) => ({
      ...quDetail,
      qu: { ...shownQu, answerList: [{ ...shownQu.answerList[0], ...extra }] },
    });
    expect(ok(E.quDetail.answer, withOption({ isRight: true }))).toBe(false);
    expect(ok(E.quDetail.answer, withOption({ analysis: '' }))).toBe(false);
    expect(ok(E.quDetail.answer, withOption({ answer: '右' }))).toBe(false);
    expect(ok(E.quDetail.answer, { ...quDetail, qu: { ...shownQu, analysis: '' } })).toBe(false);
    expect(ok(E.quDetail.answer, { ...quDetail, qu: { ...shownQu, rightList: [{ id: 'a1', content: '右' }] } })).toBe(
      false,
    );
    const child = { ...shownQu, answerList: [{ ...shownQu.answerList[0], isRight: false }] };
    expect(ok(E.quDetail.answer, { ...quDetail, qu: { ...shownQu, subList: [child] } })).toBe(false);
  });
});

describe('results', () => {
  it('withheld: isRight and actualScore null and no key, else it does not match', () => {
    const q = { ...resultQu, isRight: null, actualScore: null };
    expect(ok(E.paperResult.answer, result({ ...withheld, quList: [q] }))).toBe(true);
    expect(ok(E.paperResult.answer, result({ ...withheld, state: 0, quList: [q] }))).toBe(true);
    expect(ok(E.paperResult.answer, result({ ...withheld, quList: [{ ...q, isRight: false }] }))).toBe(false);
    expect(ok(E.paperResult.answer, result({ ...withheld, quList: [{ ...q, actualScore: 0 }] }))).toBe(false);
    expect(ok(E.paperResult.answer, result({ ...withheld, quList: [{ ...q, key }] }))).toBe(false);
  });

  it('showAnswer off: right/wrong and scores but never a key; nothing per question before hand-in', () => {
    const q = { ...resultQu, isRight: true, actualScore: 2 };
    expect(ok(E.handExam.answer, result({ ...judged, quList: [q] }))).toBe(true);
    expect(ok(E.handExam.answer, result({ ...judged, quList: [{ ...q, key }] }))).toBe(false);
    expect(ok(E.handExam.answer, result({ ...judged, quList: [{ ...q, isRight: null }] }))).toBe(false);
    expect(ok(E.handExam.answer, result({ ...judged, state: 0, quList: [q] }))).toBe(false);
    expect(ok(E.handExam.answer, result({ ...open, state: 0, quList: [{ ...q, key }] }))).toBe(false);
  });

  it('showAnswer on: keys with right/wrong; never keys without right/wrong', () => {
    const q = { ...resultQu, isRight: true, actualScore: 2 };
    expect(ok(E.markFinish.answer, result({ ...open, quList: [{ ...q, key }] }))).toBe(true);
    expect(ok(E.markFinish.answer, result({ ...open, quList: [q] }))).toBe(true);
    const keyedWithheld = { ...resultQu, isRight: null, actualScore: null, key };
    expect(ok(E.markFinish.answer, result({ showAnswer: true, showCorrectness: false, quList: [keyedWithheld] }))).toBe(
      false,
    );
  });
});

describe('photos', () => {
  const capture = { id: 'c1', pass: null, msg: '', createTime: '2026-01-01T00:00:00.000Z' };
  it('capture addresses are signed', () => {
    const signed = '/upload/capture/2026/01/01/0123abcd.jpg?exp=1767225600&sig=AbC_d-9';
    expect(ok(E.watchCaptures.answer, [{ ...capture, fileUrl: signed }])).toBe(true);
    expect(ok(E.watchCaptures.answer, [{ ...capture, fileUrl: '/upload/capture/2026/01/01/0123abcd.jpg' }])).toBe(
      false,
    );
  });
});
