import type { DbOrTx } from '../client.ts';
import { elRepo, elRepoChapter } from '../schema/index.ts';
import { demoBank } from './demo-builder.ts';

/**
 * The bank the demo exam draws from ("示例考试题库"): closed to practice (`isTrain` off), so a learner
 * cannot read its keys in memorise mode before or during the exam, and holding other questions than the
 * practice bank ("示例题库"). Two questions of each type the demo exam's rules draw.
 */
export const DEMO_EXAM_REPO_ID = 'repo-demo-exam';
const CH = 'repo-demo-exam-ch1';

const { qu, options, items, insert } = demoBank(DEMO_EXAM_REPO_ID, CH);

qu('demo-e1', 1, '<p>长城位于哪个国家？</p>', { analysis: '<p>长城位于中国。</p>' });
options('demo-e1', [
  ['中国', true],
  ['印度', false],
  ['埃及', false],
]);
qu('demo-e2', 1, '<p>一周有几天？</p>');
options('demo-e2', [
  ['5', false],
  ['6', false],
  ['7', true],
]);
qu('demo-e3', 2, '<p>以下哪些是水果？</p>');
options('demo-e3', [
  ['苹果', true],
  ['香蕉', true],
  ['土豆', false],
]);
qu('demo-e4', 2, '<p>以下哪些是质数？</p>');
options('demo-e4', [
  ['2', true],
  ['3', true],
  ['9', false],
]);
qu('demo-e5', 3, '<p>月球是地球的卫星。</p>');
options('demo-e5', [
  ['正确', true],
  ['错误', false],
]);
qu('demo-e6', 3, '<p>一天有 25 个小时。</p>', { analysis: '<p>一天有 24 个小时。</p>' });
options('demo-e6', [
  ['正确', false],
  ['错误', true],
]);
qu('demo-e7', 5, '<p>太阳从____方升起。</p>');
items('demo-e7', [['', ['东']]]);
qu('demo-e8', 5, '<p>3 × 3 = ____</p>');
items('demo-e8', [['', ['9', '九']]]);
qu('demo-e9', 6, '<p>将诗作与作者匹配。</p>');
items('demo-e9', [
  ['《静夜思》', ['李白']],
  ['《春晓》', ['孟浩然']],
]);
qu('demo-e10', 6, '<p>将事物与颜色匹配。</p>');
items('demo-e10', [
  ['晴天的天空', ['蓝色']],
  ['春天的草地', ['绿色']],
]);
qu('demo-e11', 4, '<p>简述考试诚信的意义。</p>', { analysis: '<p>参考：公平竞争，真实反映学习成果……</p>' });
qu('demo-e12', 99, '<p>阅读材料：规律作息有益身心健康。回答下列问题。</p>');
qu('demo-e12-1', 1, '<p>材料的主题是？</p>', { parentId: 'demo-e12', sort: 1 });
options('demo-e12-1', [
  ['作息与健康', true],
  ['旅游', false],
]);
qu('demo-e12-2', 3, '<p>材料认为熬夜有益健康。</p>', { parentId: 'demo-e12', sort: 2 });
options('demo-e12-2', [
  ['正确', false],
  ['错误', true],
]);

/** Seeds the demo exam bank (fixed ids: idempotent). Called with the practice demo bank. */
export async function seedDemoExamBank(tx: DbOrTx): Promise<void> {
  await tx
    .insert(elRepo)
    .values({
      id: DEMO_EXAM_REPO_ID,
      title: '示例考试题库',
      remark: '示例考试的题目，不开放练习',
      isExam: true,
      isTrain: false,
      createBy: '10001',
    })
    .onConflictDoNothing();
  await tx
    .insert(elRepoChapter)
    .values([{ id: CH, repoId: DEMO_EXAM_REPO_ID, title: '考试题', sort: 10 }])
    .onConflictDoNothing();
  await insert(tx);
}
