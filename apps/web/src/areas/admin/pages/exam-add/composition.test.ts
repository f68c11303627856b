import { ComposeType, type ExamDetail } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import {
  addFixed,
  type CompositionValue,
  compositionBody,
  compositionOf,
  compositionProblem,
  compositionTotals,
  type FixedRow,
} from './composition';

const fixed = (quId: string, score: number): FixedRow => ({
  quId,
  score,
  content: `<p>${quId}</p>`,
  quType: 1,
  quType_dictText: '单选题',
});

const rules: CompositionValue = {
  composeType: ComposeType.RULES,
  rules: [
    { key: 'a', repoId: 'r1', quType: 1, level: 0, count: 10, score: 2 },
    { key: 'b', repoId: 'r1', quType: 2, level: 2, chapterId: 'c1', count: 3, score: 0.1 },
  ],
  fixedQus: [fixed('q9', 5)],
};

describe('exam composition', () => {
  it('adds up rule rows: count and count x score, in cents', () => {
    expect(compositionTotals(rules)).toEqual({ quCount: 13, totalScore: 20.3 });
    expect(compositionTotals(undefined)).toEqual({ quCount: 0, totalScore: 0 });
  });

  it('adds up fixed questions by their own scores', () => {
    const v: CompositionValue = {
      ...rules,
      composeType: ComposeType.FIXED,
      fixedQus: [fixed('q1', 0.1), fixed('q2', 0.2)],
    };
    expect(compositionTotals(v)).toEqual({ quCount: 2, totalScore: 0.3 });
  });

  it('counts an unfinished row as nothing', () => {
    const v: CompositionValue = { ...rules, rules: [{ key: 'x', level: 0 }] };
    expect(compositionTotals(v)).toEqual({ quCount: 0, totalScore: 0 });
  });

  it('sends only the chosen kind, without local fields', () => {
    const body = compositionBody(rules);
    expect(body.fixedQus).toEqual([]);
    expect(body.rules).toEqual([
      { repoId: 'r1', quType: 1, level: 0, chapterId: '', count: 10, score: 2 },
      { repoId: 'r1', quType: 2, level: 2, chapterId: 'c1', count: 3, score: 0.1 },
    ]);
    const f = compositionBody({ ...rules, composeType: ComposeType.FIXED });
    expect(f).toEqual({ composeType: ComposeType.FIXED, rules: [], fixedQus: [{ quId: 'q9', score: 5 }] });
  });

  it('reads a stored composition back', () => {
    const d = {
      composeType: 1,
      rules: [
        {
          repoId: 'r1',
          repoId_dictText: '示例题库',
          quType: 4,
          quType_dictText: '简答题',
          level: 0,
          chapterId: '',
          chapterId_dictText: '',
          count: 2,
          score: 10,
        },
      ],
      fixedQus: [],
    } as Pick<ExamDetail, 'composeType' | 'rules' | 'fixedQus'>;
    const v = compositionOf(d);
    expect(v.rules[0]).toMatchObject({ repoId: 'r1', repoTitle: '示例题库', quType: 4, chapterId: undefined });
    expect(compositionBody(v).rules[0]).toEqual({
      repoId: 'r1',
      quType: 4,
      level: 0,
      chapterId: '',
      count: 2,
      score: 10,
    });
  });

  it('says what is missing before sending', () => {
    expect(compositionProblem(rules)).toBeNull();
    expect(compositionProblem({ ...rules, rules: [] })).toBe('请至少添加一条抽题规则！');
    expect(compositionProblem({ ...rules, rules: [{ key: 'x', level: 0, quType: 1, count: 1, score: 1 }] })).toBe(
      '第1条规则：请选择题库！',
    );
    expect(compositionProblem({ ...rules, composeType: ComposeType.FIXED, fixedQus: [] })).toBe('请至少选择一道试题！');
    expect(
      compositionProblem({ ...rules, rules: [{ key: 'x', repoId: 'r', quType: 1, level: 0, count: 501, score: 1 }] }),
    ).toBe('一张试卷最多500道题！');
  });

  it('adds picked questions once, keeping those already chosen', () => {
    const list = addFixed([fixed('q1', 3)], [fixed('q1', 1), fixed('q2', 1)]);
    expect(list.map((q) => [q.quId, q.score])).toEqual([
      ['q1', 3],
      ['q2', 1],
    ]);
  });
});
