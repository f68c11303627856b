import type { QuAnswerItem, QuDetail } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { rightAnswerText, rightOptionIdsOf } from './answer-key';

const item = (o: Partial<QuAnswerItem>): QuAnswerItem => ({
  id: 'a',
  tag: 'A',
  content: '',
  image: '',
  isRight: false,
  analysis: '',
  answer: '',
  answers: [],
  ...o,
});

const qu = (quType: number, answerList: QuAnswerItem[], subList: QuDetail[] = []): QuDetail => ({
  id: `q${quType}`,
  repoId: 'r',
  repoId_dictText: '',
  chapterId: '',
  chapterId_dictText: '',
  quType,
  quType_dictText: '',
  level: 1,
  level_dictText: '',
  content: '',
  subCount: subList.length,
  sort: 0,
  createTime: '',
  updateTime: '',
  parentId: '0',
  analysis: '',
  image: '',
  answerList,
  subList,
});

describe('rightAnswerText', () => {
  it('names the right options, the accepted blank answers and the matching pairs', () => {
    const multiple = qu(2, [
      item({ id: 'a', tag: 'A', isRight: true }),
      item({ id: 'b', tag: 'B' }),
      item({ id: 'c', tag: 'C', isRight: true }),
    ]);
    expect(rightAnswerText(multiple)).toBe('A、C');
    expect(rightAnswerText(qu(5, [item({ answers: ['北京', 'Beijing'] }), item({ answers: ['2'] })]))).toBe(
      '填空1：北京 或 Beijing；填空2：2',
    );
    expect(rightAnswerText(qu(6, [item({ content: '<p>中国</p>', answer: '北京' })]))).toBe('中国 → 北京');
    expect(rightAnswerText(qu(4, []))).toBe('');
  });

  it('collects right option ids of choice questions and composite children only', () => {
    const sub = qu(1, [item({ id: 's1', isRight: true }), item({ id: 's2' })]);
    const fill = qu(5, [item({ id: 'f1', isRight: true, answers: ['x'] })]);
    expect([...rightOptionIdsOf(qu(99, [], [sub, fill]))]).toEqual(['s1']);
    expect(rightOptionIdsOf(undefined).size).toBe(0);
  });
});
