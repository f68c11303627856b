import { elQu, elQuAnswer, elRepo, elRepoChapter } from '@server/db/schema/index.ts';
import { newId } from '@server/lib/ids.ts';
import type { TestApp } from '../../../test/build-test-app.ts';

/** A practice bank for route tests: one question of each type, two chapters. Ids by name. */
export interface TrainBank {
  repoId: string;
  chapterA: string;
  chapterB: string;
  /** Question ids in bank order: single1, single2, judge, multiple, fill, match, short, composite. */
  qu: Record<'single1' | 'single2' | 'judge' | 'multiple' | 'fill' | 'match' | 'short' | 'composite', string>;
  /** Answer row ids: the right and a wrong option of single1, etc. */
  opt: Record<string, string>;
}

export async function createTrainBank(t: TestApp, o: { isTrain?: boolean } = {}): Promise<TrainBank> {
  const db = t.ctx.db;
  const repoId = newId();
  await db.insert(elRepo).values({ id: repoId, title: `训练题库${repoId.slice(-4)}`, isTrain: o.isTrain ?? true });
  const chapterA = newId();
  const chapterB = newId();
  await db.insert(elRepoChapter).values([
    { id: chapterA, repoId, title: '第一章', sort: 1 },
    { id: chapterB, repoId, title: '第二章', sort: 2 },
  ]);
  const qu = {
    single1: newId(),
    single2: newId(),
    judge: newId(),
    multiple: newId(),
    fill: newId(),
    match: newId(),
    short: newId(),
    composite: newId(),
  };
  const subSingle = newId();
  const subShort = newId();
  const base = { repoId, analysis: '<p>解析</p>' };
  await db.insert(elQu).values([
    { ...base, id: qu.single1, quType: 1, content: '<p>单选一</p>', chapterId: chapterA, sort: 1 },
    { ...base, id: qu.single2, quType: 1, content: '<p>单选二</p>', chapterId: chapterA, sort: 2 },
    { ...base, id: qu.judge, quType: 3, content: '<p>判断</p>', chapterId: chapterB, sort: 3 },
    { ...base, id: qu.multiple, quType: 2, content: '<p>多选</p>', chapterId: chapterB, sort: 4 },
    { ...base, id: qu.fill, quType: 5, content: '<p>填空</p>', sort: 5 },
    { ...base, id: qu.match, quType: 6, content: '<p>匹配</p>', sort: 6 },
    { ...base, id: qu.short, quType: 4, content: '<p>简答</p>', sort: 7 },
    { ...base, id: qu.composite, quType: 99, content: '<p>组合</p>', sort: 8 },
    { ...base, id: subSingle, parentId: qu.composite, quType: 1, content: '<p>小题单选</p>', sort: 1 },
    { ...base, id: subShort, parentId: qu.composite, quType: 3, content: '<p>小题判断</p>', sort: 2 },
  ]);
  const opt: Record<string, string> = {};
  const choice = (name: string, quId: string, rights: boolean[]) =>
    rights.map((isRight, i) => {
      const id = newId();
      opt[`${name}${String.fromCharCode(65 + i)}`] = id;
      return { id, quId, tag: String.fromCharCode(65 + i), content: `选项${i}`, isRight, analysis: '', sort: i };
    });
  opt.fill1 = newId();
  opt.match1 = newId();
  opt.match2 = newId();
  await db
    .insert(elQuAnswer)
    .values([
      ...choice('single1', qu.single1, [true, false, false]),
      ...choice('single2', qu.single2, [false, true]),
      ...choice('judge', qu.judge, [true, false]),
      ...choice('multiple', qu.multiple, [true, true, false]),
      ...choice('subSingle', subSingle, [false, true]),
      ...choice('subJudge', subShort, [true, false]),
      { id: opt.fill1, quId: qu.fill, tag: '1', answers: ['北京', 'Beijing'], sort: 0 },
      { id: opt.match1, quId: qu.match, tag: '1', content: '中国', answers: ['北京'], sort: 0 },
      { id: opt.match2, quId: qu.match, tag: '2', content: '日本', answers: ['东京'], sort: 1 },
    ]);
  opt.subSingle = subSingle;
  opt.subJudge = subShort;
  return { repoId, chapterA, chapterB, qu, opt };
}
