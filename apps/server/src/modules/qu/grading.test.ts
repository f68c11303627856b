import { QuType } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { checkMarkedScore, type GradableQuestion, gradeQuestion, normaliseBlank, sumScores } from './grading.ts';

const opts = (right: string[], all = ['A', 'B', 'C', 'D']) => all.map((id) => ({ id, isRight: right.includes(id) }));

describe('single and judge: all or nothing', () => {
  const single: GradableQuestion = { quType: QuType.SINGLE, score: 2, options: opts(['B']) };
  const judge: GradableQuestion = { quType: QuType.JUDGE, score: 1, options: opts(['T'], ['T', 'F']) };
  it('full marks for the right option only', () => {
    expect(gradeQuestion(single, { optionIds: ['B'] })).toEqual({ score: 2, isRight: true, subjective: false });
    expect(gradeQuestion(single, { optionIds: ['A'] }).score).toBe(0);
    expect(gradeQuestion(single, { optionIds: ['A', 'B'] }).score).toBe(0);
    expect(gradeQuestion(single, { optionIds: [] }).score).toBe(0);
    expect(gradeQuestion(single, undefined).score).toBe(0);
    expect(gradeQuestion(judge, { optionIds: ['T'] }).isRight).toBe(true);
    expect(gradeQuestion(judge, { optionIds: ['F'] }).isRight).toBe(false);
  });
  it('a single question with partial credit set still scores all or nothing', () => {
    expect(gradeQuestion(single, { optionIds: ['A'] }, { multiplePartialPercent: 50 }).score).toBe(0);
  });
  it('a key without any right option never gives marks', () => {
    expect(gradeQuestion({ quType: QuType.SINGLE, score: 2, options: opts([]) }, { optionIds: [] }).score).toBe(0);
  });
});

describe('multiple', () => {
  const q: GradableQuestion = { quType: QuType.MULTIPLE, score: 3, options: opts(['A', 'C', 'D']) };
  it('needs the exact set for full marks, in any order', () => {
    expect(gradeQuestion(q, { optionIds: ['D', 'A', 'C'] })).toMatchObject({ score: 3, isRight: true });
    expect(gradeQuestion(q, { optionIds: ['A', 'C'] }).score).toBe(0);
    expect(gradeQuestion(q, { optionIds: ['A', 'B', 'C', 'D'] }).score).toBe(0);
  });
  it('gives the partial percentage for a non-empty correct subset with no wrong pick', () => {
    const p = { multiplePartialPercent: 50 };
    expect(gradeQuestion(q, { optionIds: ['A', 'C'] }, p)).toEqual({ score: 1.5, isRight: false, subjective: false });
    expect(gradeQuestion(q, { optionIds: ['A'] }, p).score).toBe(1.5);
    expect(gradeQuestion(q, { optionIds: ['A', 'B'] }, p).score).toBe(0);
    expect(gradeQuestion(q, { optionIds: [] }, p).score).toBe(0);
    expect(gradeQuestion(q, { optionIds: ['A', 'C', 'D'] }, p).score).toBe(3);
  });
  it('rounds partial credit down to hundredths', () => {
    const odd: GradableQuestion = { quType: QuType.MULTIPLE, score: 1, options: opts(['A', 'B']) };
    expect(gradeQuestion(odd, { optionIds: ['A'] }, { multiplePartialPercent: 33 }).score).toBe(0.33);
  });
  it('ignores duplicate picks', () => {
    expect(gradeQuestion(q, { optionIds: ['A', 'A', 'C', 'D'] }).score).toBe(3);
  });
});

describe('fill-blank', () => {
  const q: GradableQuestion = {
    quType: QuType.FILL,
    score: 3,
    blanks: [{ answers: ['北京', 'Beijing'] }, { answers: ['HTTP'] }, { answers: ['3.14', '３．１４'] }],
  };
  it('accepts any of the answers of a blank after trimming, ignoring case and full/half width', () => {
    expect(gradeQuestion(q, { blanks: [' beijing ', 'ｈｔｔｐ', '３.14'] })).toMatchObject({ score: 3, isRight: true });
    expect(gradeQuestion(q, { blanks: ['北京', 'http', '3.14'] }).isRight).toBe(true);
  });
  it('scores pro rata by blank', () => {
    expect(gradeQuestion(q, { blanks: ['北京', 'FTP', '3.14'] })).toMatchObject({ score: 2, isRight: false });
    expect(gradeQuestion(q, { blanks: ['北京'] }).score).toBe(1);
    expect(gradeQuestion(q, { blanks: [] }).score).toBe(0);
  });
  it('never counts an empty answer as right, even against an empty key', () => {
    const empty: GradableQuestion = { quType: QuType.FILL, score: 2, blanks: [{ answers: [''] }, { answers: ['x'] }] };
    expect(gradeQuestion(empty, { blanks: ['  ', 'x'] }).score).toBe(1);
  });
  it('splits an odd score without exceeding it', () => {
    const three: GradableQuestion = {
      quType: QuType.FILL,
      score: 1,
      blanks: [{ answers: ['a'] }, { answers: ['b'] }, { answers: ['c'] }],
    };
    expect(gradeQuestion(three, { blanks: ['a', 'b', 'x'] }).score).toBe(0.66);
    expect(gradeQuestion(three, { blanks: ['a', 'b', 'c'] }).score).toBe(1);
  });
  it('normalises full-width letters, digits, punctuation and spaces', () => {
    expect(normaliseBlank('　ＡＢＣ　１２３，  x ')).toBe('abc 123, x');
  });
});

describe('matching', () => {
  const q: GradableQuestion = {
    quType: QuType.MATCH,
    score: 4,
    pairs: [
      { left: 'L1', right: 'R2' },
      { left: 'L2', right: 'R1' },
      { left: 'L3', right: 'R4' },
      { left: 'L4', right: 'R3' },
    ],
  };
  it('scores pro rata by correct pair', () => {
    expect(gradeQuestion(q, { pairs: { L1: 'R2', L2: 'R1', L3: 'R4', L4: 'R3' } })).toMatchObject({
      score: 4,
      isRight: true,
    });
    expect(gradeQuestion(q, { pairs: { L1: 'R2', L2: 'R1', L3: 'R3', L4: 'R4' } })).toMatchObject({
      score: 2,
      isRight: false,
    });
    expect(gradeQuestion(q, { pairs: { L1: 'R2' } }).score).toBe(1);
    expect(gradeQuestion(q, {}).score).toBe(0);
  });
});

describe('short answer', () => {
  it('is subjective: 0 until marked', () => {
    expect(gradeQuestion({ quType: QuType.SHORT, score: 10 }, { text: '答案' })).toEqual({
      score: 0,
      isRight: false,
      subjective: true,
    });
  });
  it('marked scores must lie within 0..max', () => {
    expect(checkMarkedScore(7.5, 10)).toBe(7.5);
    expect(checkMarkedScore(0, 10)).toBe(0);
    expect(checkMarkedScore(10, 10)).toBe(10);
    expect(() => checkMarkedScore(10.5, 10)).toThrow('得分必须在 0 到 10 之间');
    expect(() => checkMarkedScore(-1, 10)).toThrow();
    expect(() => checkMarkedScore(Number.NaN, 10)).toThrow();
  });
});

describe('composite', () => {
  const q: GradableQuestion = {
    quType: QuType.COMPOSITE,
    score: 6,
    children: [
      { id: 'c1', quType: QuType.SINGLE, score: 2, options: opts(['A']) },
      { id: 'c2', quType: QuType.FILL, score: 2, blanks: [{ answers: ['x'] }, { answers: ['y'] }] },
      { id: 'c3', quType: QuType.MULTIPLE, score: 2, options: opts(['A', 'B']) },
    ],
  };
  it('is the sum of its children', () => {
    const r = gradeQuestion(q, {
      children: { c1: { optionIds: ['A'] }, c2: { blanks: ['x', 'z'] }, c3: { optionIds: ['A', 'B'] } },
    });
    expect(r.score).toBe(5);
    expect(r.isRight).toBe(false);
    expect(r.subjective).toBe(false);
    expect(r.children?.c2.score).toBe(1);
    expect(
      gradeQuestion(q, {
        children: { c1: { optionIds: ['A'] }, c2: { blanks: ['x', 'y'] }, c3: { optionIds: ['A', 'B'] } },
      }).isRight,
    ).toBe(true);
  });
  it('passes exam options to children and is subjective if any child is', () => {
    const withShort: GradableQuestion = {
      ...q,
      children: [...q.children, { id: 'c4', quType: QuType.SHORT, score: 4 }],
    };
    const r = gradeQuestion(withShort, { children: { c3: { optionIds: ['A'] } } }, { multiplePartialPercent: 50 });
    expect(r).toMatchObject({ score: 1, subjective: true, isRight: false });
  });
  it('scores 0 with no answer at all', () => {
    expect(gradeQuestion(q, undefined).score).toBe(0);
  });
});

describe('totals', () => {
  it('sum without float drift', () => {
    expect(sumScores([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumScores(Array.from({ length: 100 }, () => 0.33))).toBe(33);
  });
});
