import { type QuDetail, QuType } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import {
  addOption,
  changeType,
  emptyQu,
  emptySub,
  fromQuDetail,
  isBlankHtml,
  markRight,
  parseAnswers,
  plainText,
  type QuFormValue,
  relabel,
  removeOption,
  toSaveQuBody,
  validateQu,
} from './qu-form';

const choice = (quType: number, rights: number[], n = 4): QuFormValue => {
  const q = emptyQu(quType, 'r1');
  q.content = '<p>题干</p>';
  q.options = q.options.length === n ? q.options : Array.from({ length: n }, (_, i) => emptySub(1).options[i % 4]);
  q.options = relabel(q.options.map((o, i) => ({ ...o, content: `选项${i}`, isRight: rights.includes(i) })));
  return q;
};

describe('option letters', () => {
  it('re-letters the options in order after a removal', () => {
    const opts = addOption(emptySub(QuType.SINGLE).options);
    expect(opts.map((o) => o.tag)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const left = removeOption(opts, 1);
    expect(left.map((o) => o.tag)).toEqual(['A', 'B', 'C', 'D']);
    expect(relabel([{ ...opts[3] }, { ...opts[0] }]).map((o) => o.tag)).toEqual(['A', 'B']);
  });
  it('stops at Z', () => {
    let opts = emptySub(QuType.MULTIPLE).options;
    for (let i = 0; i < 30; i++) opts = addOption(opts);
    expect(opts).toHaveLength(26);
    expect(opts[25].tag).toBe('Z');
  });
  it('marks one right option for single and judge, toggles for multiple', () => {
    const opts = emptySub(QuType.SINGLE).options;
    const once = markRight(QuType.SINGLE, markRight(QuType.SINGLE, opts, 0), 2);
    expect(once.map((o) => o.isRight)).toEqual([false, false, true, false]);
    const multi = markRight(QuType.MULTIPLE, markRight(QuType.MULTIPLE, opts, 0), 2);
    expect(multi.map((o) => o.isRight)).toEqual([true, false, true, false]);
    expect(markRight(QuType.MULTIPLE, multi, 0).map((o) => o.isRight)).toEqual([false, false, true, false]);
  });
  it('gives a judge question the fixed options 正确/错误', () => {
    expect(emptySub(QuType.JUDGE).options.map((o) => `${o.tag}${o.content}`)).toEqual(['A正确', 'B错误']);
  });
});

describe('validation mirrors the server', () => {
  it('needs exactly one right option in a single question', () => {
    expect(validateQu(choice(QuType.SINGLE, []))).toContain('单选题必须有且只有一个正确项！');
    expect(validateQu(choice(QuType.SINGLE, [0, 1]))).toContain('单选题必须有且只有一个正确项！');
    expect(validateQu(choice(QuType.SINGLE, [1]))).toEqual([]);
  });
  it('needs at least two right options in a multiple question', () => {
    expect(validateQu(choice(QuType.MULTIPLE, [1]))).toContain('多选题至少需要两个正确项！');
    expect(validateQu(choice(QuType.MULTIPLE, [1, 3]))).toEqual([]);
  });
  it('needs a bank, a content and option contents', () => {
    const q = choice(QuType.SINGLE, [0]);
    q.repoId = '';
    q.content = '<p> </p>';
    q.options[2].content = '';
    expect(validateQu(q)).toEqual(['请选择题库！', '题目内容不能为空！', '选项内容不能为空！']);
  });
  it('needs an answer for every blank', () => {
    const q = emptyQu(QuType.FILL, 'r1');
    q.content = '<p>首都是____</p>';
    q.blanks = [{ answers: ['北京'] }, { answers: [' '] }];
    expect(validateQu(q)).toEqual(['第2个填空没有答案！']);
  });
  it('needs two pairs with distinct right-hand texts in a matching question', () => {
    const q = emptyQu(QuType.MATCH, 'r1');
    q.content = '<p>连线</p>';
    q.pairs = [
      { left: '猫', right: '喵' },
      { left: '狗', right: '喵' },
    ];
    expect(validateQu(q)).toEqual(['匹配题的匹配答案不能重复！']);
    q.pairs[1].right = '';
    expect(validateQu(q)).toContain('匹配题的匹配答案不能为空！');
  });
  it('accepts a short answer with only a content', () => {
    const q = emptyQu(QuType.SHORT, 'r1');
    q.content = '<p>简述</p>';
    expect(validateQu(q)).toEqual([]);
  });
  it('needs sub-questions in a composite and names the bad one', () => {
    const q = emptyQu(QuType.COMPOSITE, 'r1');
    q.content = '<p>材料</p>';
    expect(validateQu(q)).toEqual(['组合题至少需要一个小题！']);
    const sub = choice(QuType.SINGLE, []);
    q.subList = [choice(QuType.SINGLE, [0]), sub];
    expect(validateQu(q)).toEqual(['第2小题：单选题必须有且只有一个正确项！']);
  });
});

describe('conversions', () => {
  it('splits typed answers on | (also full-width), trimmed and distinct', () => {
    expect(parseAnswers(' 北京 |Beijing｜北京||')).toEqual(['北京', 'Beijing']);
  });
  it('keeps the options when switching between single and multiple, resets them otherwise', () => {
    const multi = choice(QuType.MULTIPLE, [0, 2]);
    const single = changeType(multi, QuType.SINGLE);
    expect(single.options.map((o) => o.isRight)).toEqual([false, false, false, false]);
    expect(single.options[1].content).toBe('选项1');
    expect(changeType(single, QuType.JUDGE).options.map((o) => o.content)).toEqual(['正确', '错误']);
    expect(changeType(single, QuType.FILL).options).toEqual([]);
  });
  it('turns each type into SaveQuBody answer items', () => {
    const fill = emptyQu(QuType.FILL, 'r1', 'c1');
    fill.content = '<p>x</p>';
    fill.blanks = [{ id: 'b1', answers: ['北京', ' Beijing '] }];
    expect(toSaveQuBody(fill)).toMatchObject({
      repoId: 'r1',
      chapterId: 'c1',
      quType: 5,
      answerList: [{ id: 'b1', answers: ['北京', 'Beijing'] }],
      subList: [],
    });
    const match = emptyQu(QuType.MATCH, 'r1');
    match.pairs = [{ left: 'L', right: 'R' }];
    expect(toSaveQuBody(match).answerList).toEqual([{ id: undefined, content: 'L', answer: 'R' }]);
    const comp = emptyQu(QuType.COMPOSITE, 'r1');
    comp.subList = [choice(QuType.JUDGE, [1], 2)];
    const body = toSaveQuBody(comp);
    expect(body.answerList).toEqual([]);
    expect(body.subList?.[0]).toMatchObject({ quType: 3, answerList: [{ isRight: false }, { isRight: true }] });
    expect(body.subList?.[0]).not.toHaveProperty('repoId');
  });
  it('reads a stored question back, re-lettered, with blanks, pairs and sub-questions', () => {
    const item = { image: '', analysis: '', isRight: false, answer: '', answers: [] as string[] };
    const base = {
      repoId: 'r1',
      repoId_dictText: '库',
      chapterId: '',
      chapterId_dictText: '',
      quType_dictText: '',
      level: 1,
      level_dictText: '',
      subCount: 0,
      sort: 0,
      createTime: '',
      updateTime: '',
      parentId: '',
      analysis: '',
      image: '',
      subList: [],
    };
    const detail: QuDetail = {
      ...base,
      id: 'q1',
      quType: QuType.COMPOSITE,
      content: '<p>材料</p>',
      answerList: [],
      subList: [
        {
          ...base,
          id: 's1',
          quType: QuType.MULTIPLE,
          content: 'a',
          answerList: [
            { ...item, id: 'o1', tag: 'X', content: '甲', isRight: true },
            { ...item, id: 'o2', tag: 'Y', content: '乙', isRight: true },
          ],
        },
        {
          ...base,
          id: 's2',
          quType: QuType.FILL,
          content: 'b',
          answerList: [{ ...item, id: 'f1', tag: '1', content: '', answer: 'a|b', answers: ['a', 'b'] }],
        },
        {
          ...base,
          id: 's3',
          quType: QuType.MATCH,
          content: 'c',
          answerList: [{ ...item, id: 'm1', tag: '1', content: '左', answer: '右', answers: ['右'] }],
        },
      ],
    };
    const form = fromQuDetail(detail);
    expect(form.subList[0].options.map((o) => [o.id, o.tag, o.isRight])).toEqual([
      ['o1', 'A', true],
      ['o2', 'B', true],
    ]);
    expect(form.subList[1].blanks).toEqual([{ id: 'f1', answers: ['a', 'b'] }]);
    expect(form.subList[2].pairs).toEqual([{ id: 'm1', left: '左', right: '右' }]);
    expect(toSaveQuBody(form).subList?.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
  });
  it('tells empty rich text and gives plain text for the list', () => {
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/a.png"></p>')).toBe(false);
    expect(plainText('<p>a &amp; b</p><p>c<br>d</p>')).toBe('a & b c d');
  });
});
