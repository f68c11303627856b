import { count } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { elRepo, elRepoChapter } from '../schema/index.ts';
import { demoBank } from './demo-builder.ts';
import { seedDemoExamBank } from './demo-exam-bank.ts';

export const DEMO_REPO_ID = 'repo-demo';
const CH1 = 'repo-demo-ch1';
const CH2 = 'repo-demo-ch2';

const { qu, options, items, insert } = demoBank(DEMO_REPO_ID, CH1);

qu('demo-q1', 1, '<p>中国的首都是哪座城市？</p>', { analysis: '<p>北京是中华人民共和国的首都。</p>' });
options('demo-q1', [
  ['上海', false],
  ['北京', true],
  ['广州', false],
  ['深圳', false],
]);
qu('demo-q2', 1, '<p>一年有多少个月？</p>');
options('demo-q2', [
  ['10', false],
  ['11', false],
  ['12', true],
]);
qu('demo-q3', 2, '<p>以下哪些是编程语言？</p>', { level: 2 });
options('demo-q3', [
  ['TypeScript', true],
  ['Python', true],
  ['HTML', false],
  ['Java', true],
]);
qu('demo-q4', 2, '<p>以下哪些是偶数？</p>');
options('demo-q4', [
  ['2', true],
  ['3', false],
  ['4', true],
]);
qu('demo-q5', 3, '<p>地球绕太阳公转。</p>');
options('demo-q5', [
  ['正确', true],
  ['错误', false],
]);
qu('demo-q6', 3, '<p>水在标准大气压下 50℃ 沸腾。</p>', { analysis: '<p>应为 100℃。</p>' });
options('demo-q6', [
  ['正确', false],
  ['错误', true],
]);
qu('demo-q7', 4, '<p>简述安全生产的重要性。</p>', { chapterId: CH2, analysis: '<p>参考：保障人身与财产安全……</p>' });
qu('demo-q8', 4, '<p>谈谈你对终身学习的理解。</p>', { chapterId: CH2 });
qu('demo-q9', 5, '<p>中国的首都是____，英文名是____。</p>', { chapterId: CH2 });
items('demo-q9', [
  ['', ['北京']],
  ['', ['Beijing', 'Peking']],
]);
qu('demo-q10', 5, '<p>1 + 1 = ____</p>', { chapterId: CH2 });
items('demo-q10', [['', ['2', '二']]]);
qu('demo-q11', 6, '<p>将国家与首都匹配。</p>', { chapterId: CH2 });
items('demo-q11', [
  ['中国', ['北京']],
  ['日本', ['东京']],
  ['法国', ['巴黎']],
]);
qu('demo-q12', 6, '<p>将动物与类别匹配。</p>', { chapterId: CH2 });
items('demo-q12', [
  ['鲸', ['哺乳动物']],
  ['鲨鱼', ['鱼类']],
]);
qu('demo-q13', 99, '<p>阅读材料：垃圾分类可以减少环境污染，提高资源利用率。回答下列问题。</p>', { chapterId: CH2 });
qu('demo-q13-1', 1, '<p>材料的主题是？</p>', { chapterId: CH2, parentId: 'demo-q13', sort: 1 });
options('demo-q13-1', [
  ['环保', true],
  ['体育', false],
]);
qu('demo-q13-2', 3, '<p>垃圾分类能提高资源利用率。</p>', { chapterId: CH2, parentId: 'demo-q13', sort: 2 });
options('demo-q13-2', [
  ['正确', true],
  ['错误', false],
]);
qu('demo-q14', 99, '<p>阅读材料：某公司推行无纸化办公。回答下列问题。</p>', { chapterId: CH2 });
qu('demo-q14-1', 5, '<p>无纸化办公减少了____的使用。</p>', { chapterId: CH2, parentId: 'demo-q14', sort: 1 });
items('demo-q14-1', [['', ['纸张', '纸']]]);
qu('demo-q14-2', 4, '<p>谈谈无纸化办公的利弊。</p>', { chapterId: CH2, parentId: 'demo-q14', sort: 2 });

/**
 * A small demo bank ("示例题库", two chapters, two questions of each type, open to practice) for a fresh
 * installation, with the demo exam's own bank ("示例考试题库", closed to practice: demo-exam-bank.ts):
 * seeded only while no bank exists at all, so a deleted demo bank does not come back. Fixed ids make it
 * idempotent.
 */
export async function seedDemoRepo(tx: DbOrTx): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(elRepo);
  if (n > 0) return;
  await tx
    .insert(elRepo)
    .values({ id: DEMO_REPO_ID, title: '示例题库', remark: '包含各种题型的示例题目', createBy: '10001' })
    .onConflictDoNothing();
  await tx
    .insert(elRepoChapter)
    .values([
      { id: CH1, repoId: DEMO_REPO_ID, title: '第一章 客观题', sort: 10 },
      { id: CH2, repoId: DEMO_REPO_ID, title: '第二章 综合题', sort: 20 },
    ])
    .onConflictDoNothing();
  await insert(tx);
  await seedDemoExamBank(tx);
}
