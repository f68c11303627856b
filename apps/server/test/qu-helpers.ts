import type { SaveQuBody } from '@xuekao/contracts';
import type { TestApp } from './build-test-app.ts';

/** Creates a bank as the given staff token; answers its id. */
export async function createRepo(t: TestApp, token: string, o: { title?: string; isTrain?: boolean } = {}) {
  const res = await t.post<{ id: string }>(
    '/api/repo/save',
    { title: o.title ?? `题库${Date.now()}${Math.random()}`, isTrain: o.isTrain ?? true },
    token,
  );
  if (res.code !== 0) throw new Error(res.msg);
  return res.data.id;
}

const opt = (content: string, isRight = false) => ({ content, isRight });

/** A valid save body of every type (composite holds a single and a short answer). */
export function sampleQuestions(repoId: string, chapterId = ''): Record<string, SaveQuBody> {
  const base = { repoId, chapterId };
  return {
    single: {
      ...base,
      quType: 1,
      content: '<p>1+1=?</p>',
      analysis: '<p>基础</p>',
      answerList: [opt('1'), opt('2', true), opt('3')],
    },
    multiple: {
      ...base,
      quType: 2,
      level: 2,
      content: '偶数有',
      answerList: [opt('2', true), opt('4', true), opt('5')],
    },
    judge: { ...base, quType: 3, content: '天是蓝的', answerList: [opt('正确', true), opt('错误')] },
    short: { ...base, quType: 4, content: '谈谈学习', analysis: '参考：坚持' },
    fill: {
      ...base,
      quType: 5,
      content: '首都____，英文____',
      answerList: [{ answer: '北京' }, { answer: 'Beijing|Peking' }],
    },
    match: {
      ...base,
      quType: 6,
      content: '国家与首都',
      answerList: [
        { content: '中国', answer: '北京' },
        { content: '日本', answer: '东京' },
      ],
    },
    composite: {
      ...base,
      quType: 99,
      content: '阅读材料',
      subList: [
        { quType: 1, content: '主题', answerList: [opt('环保', true), opt('体育')] },
        { quType: 4, content: '看法' },
      ],
    },
  };
}
