import { endpoints } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';

/** The learner answer schemas of training refuse any answer key where the server must hide it. */
const E = endpoints.train;

const option = { id: 'o1', tag: 'A', content: '1', image: '' };
const qu = {
  id: 'q1',
  quType: 1,
  quType_dictText: '单选题',
  level: 1,
  content: '<p>1+1=?</p>',
  image: '',
  answerList: [option],
  rightList: [],
  subList: [],
};
const { rightList: _, ...quText } = qu;
const key = {
  ...quText,
  repoId: 'r',
  repoId_dictText: '',
  chapterId: '',
  chapterId_dictText: '',
  level_dictText: '普通',
  subCount: 0,
  sort: 1,
  createTime: '',
  updateTime: '',
  parentId: '0',
  analysis: '',
  answerList: [{ ...option, isRight: true, analysis: '', answer: '', answers: [] }],
};
const hidden = { trainId: 't', sort: 1, answered: false, isRight: false, answer: null, revealed: false, qu };

describe('training answer schemas', () => {
  it('accept a hidden question and a revealed one with its key', () => {
    expect(E.quDetail.answer.safeParse(hidden).success).toBe(true);
    expect(E.quDetail.answer.safeParse({ ...hidden, revealed: true, key }).success).toBe(true);
  });

  it('refuse a key on a hidden question, and a revealed one without it', () => {
    expect(E.quDetail.answer.safeParse({ ...hidden, key }).success).toBe(false);
    expect(E.quDetail.answer.safeParse({ ...hidden, revealed: true }).success).toBe(false);
  });

  it('refuse key fields in the keyless question', () => {
    const leak = (q: object) => E.quDetail.answer.safeParse({ ...hidden, qu: q }).success;
    expect(leak({ ...qu, answerList: [{ ...option, isRight: true }] })).toBe(false);
    expect(leak({ ...qu, analysis: '解析' })).toBe(false);
    expect(leak({ ...qu, quType: 5, answerList: [{ ...option, content: '北京' }] })).toBe(false);
    expect(leak({ ...qu, rightList: [{ id: 'o1', content: '北京' }] })).toBe(false);
    expect(leak({ ...qu, subList: [{ ...qu, answerList: [{ ...option, isRight: false }] }] })).toBe(false);
  });

  it('refuse real right-hand ids in a shown answer, and keys in wrong-book entries', () => {
    const shown = (answer: object) => E.quDetail.answer.safeParse({ ...hidden, answered: true, answer }).success;
    expect(shown({ pairs: { o1: 'm1' } })).toBe(true);
    expect(shown({ pairs: { o1: 'o1' } })).toBe(false);
    expect(shown({ children: { s1: { pairs: { o1: 'o1' } } } })).toBe(false);
    const entry = {
      id: 'b',
      quId: 'q1',
      repoId: 'r',
      repoId_dictText: '',
      examId: '',
      quType: 1,
      quType_dictText: '单选题',
      content: '',
      wrongCount: 1,
      lastWrongTime: '',
    };
    const page = (r: object) => ({ records: [r], total: 1, size: 10, current: 1, pages: 1 });
    expect(E.bookPaging.answer.safeParse(page(entry)).success).toBe(true);
    expect(E.bookPaging.answer.safeParse(page({ ...entry, analysis: '' })).success).toBe(false);
  });
});
