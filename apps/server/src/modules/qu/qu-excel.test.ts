import {
  type ImportRowError,
  type Page,
  QU_IMPORT_HEADERS,
  type QuDetail,
  type QuRow,
  type SessionInfo,
} from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { createRepo, sampleQuestions } from '../../../test/qu-helpers.ts';
import { multipart, sheetOf, xlsxOf } from '../../../test/user-helpers.ts';

let t: TestApp;
let admin: SessionInfo;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t);
});
afterAll(() => t.close());

type Line = Partial<Record<(typeof QU_IMPORT_HEADERS)[number], string>>;
const sheet = (lines: Line[]) =>
  xlsxOf(
    [...QU_IMPORT_HEADERS],
    lines.map((l) => QU_IMPORT_HEADERS.map((h) => l[h] ?? '')),
  );
const upload = async (data: Buffer, fields: Record<string, string> = {}, name = 'qu.xlsx') => {
  const { payload, headers } = multipart([{ name, data }], fields);
  const res = await t.raw({
    method: 'POST',
    url: '/api/qu/qu/import',
    payload,
    headers: { ...headers, token: admin.token },
  });
  return res.json() as { code: number; msg: string; data: unknown };
};
const listOf = async (repoId: string) =>
  (await t.post<Page<QuRow>>('/api/qu/qu/paging', { size: 5000, params: { repoId } }, admin.token)).data;
const detailsOf = async (repoId: string) => {
  const out: QuDetail[] = [];
  for (const r of (await listOf(repoId)).records) {
    out.push((await t.post<QuDetail>('/api/qu/qu/detail', { id: r.id }, admin.token)).data);
  }
  return out;
};
/** A question without ids, times and place, to compare across banks. */
const shape = (d: QuDetail): unknown => ({
  quType: d.quType,
  level: d.level,
  content: d.content,
  analysis: d.analysis,
  image: d.image,
  chapter: d.parentId === '0' ? d.chapterId_dictText : '',
  answerList: d.answerList.map(({ id: _, ...a }) => a),
  subList: d.subList.map(shape),
});

const ALL_TYPES: Line[] = [
  {
    题目序号: '1',
    题目类型: '单选题',
    题目内容: '1+1=?',
    整体解析: '基础',
    所属章节: '第一章',
    是否正确项: '否',
    选项内容: '1',
  },
  { 题目序号: '1', 是否正确项: '是', 选项内容: '2', 选项解析: '对' },
  { 题目序号: '2', 题目类型: '多选题', 难易程度: '较难', 题目内容: '偶数', 是否正确项: '是', 选项内容: '2' },
  { 题目序号: '2', 是否正确项: '是', 选项内容: '4' },
  { 题目序号: '2', 是否正确项: '否', 选项内容: '5' },
  { 题目序号: '3', 题目类型: '判断题', 题目内容: '天是蓝的', 是否正确项: '是', 选项内容: '正确' },
  { 题目序号: '3', 是否正确项: '否', 选项内容: '错误' },
  { 题目序号: '4', 题目类型: '简答题', 题目内容: '谈谈\n学习' },
  { 题目序号: '5', 题目类型: '填空题', 题目内容: '首都__英文__', 选项内容: '北京' },
  { 题目序号: '5', 选项内容: 'Beijing|Peking' },
  { 题目序号: '6', 题目类型: '组合匹配题', 题目内容: '国家与首都', 选项内容: '中国', 匹配答案: '北京' },
  { 题目序号: '6', 选项内容: '日本', 匹配答案: '东京' },
  { 题目序号: '7', 题目类型: '组合题', 题目内容: '阅读材料' },
  { 题目序号: '8', 父题序号: '7', 题目类型: '单选题', 题目内容: '主题', 是否正确项: '是', 选项内容: '环保' },
  { 题目序号: '8', 父题序号: '7', 是否正确项: '否', 选项内容: '体育' },
  { 题目序号: '9', 父题序号: '7', 题目类型: '简答题', 题目内容: '看法' },
];

describe('/api/qu/qu/import', () => {
  it('downloads a template that imports as it is', async () => {
    const res = await t.raw({ method: 'POST', url: '/api/qu/qu/import/template', headers: { token: admin.token } });
    expect(res.statusCode).toBe(200);
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual([...QU_IMPORT_HEADERS]);
    const imported = await upload(res.rawPayload);
    expect(imported).toMatchObject({ code: 0, data: { count: 7 } });
  });

  it('imports all seven types into the chosen bank, creating the chapter', async () => {
    const repoId = await createRepo(t, admin.token);
    const res = await upload(await sheet(ALL_TYPES), { repoId });
    expect(res).toMatchObject({ code: 0, data: { count: 7 } });
    const ds = await detailsOf(repoId);
    expect(ds.map((d) => d.quType).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 99]);
    const byType = new Map(ds.map((d) => [d.quType, d]));
    expect(byType.get(1)?.chapterId_dictText).toBe('第一章');
    expect(byType.get(1)?.answerList.map((a) => [a.tag, a.isRight, a.analysis])).toEqual([
      ['A', false, ''],
      ['B', true, '对'],
    ]);
    expect(byType.get(2)?.level).toBe(2);
    expect(byType.get(4)?.content).toMatch(/^谈谈<br ?\/?>学习$/);
    expect(byType.get(5)?.answerList.map((a) => a.answers)).toEqual([['北京'], ['Beijing', 'Peking']]);
    expect(byType.get(6)?.answerList.map((a) => [a.content, a.answer])).toEqual([
      ['中国', '北京'],
      ['日本', '东京'],
    ]);
    expect(byType.get(99)?.subList.map((s) => s.quType)).toEqual([1, 4]);
  });

  it('refuses a file with bad rows, naming every row, and writes nothing', async () => {
    const repoId = await createRepo(t, admin.token);
    const bad: Line[] = [
      ...ALL_TYPES,
      { 题目序号: '10', 题目类型: '单选题', 题目内容: '两个正确', 是否正确项: '是', 选项内容: 'a' }, // row 18
      { 题目序号: '10', 是否正确项: '是', 选项内容: 'b' },
      { 题目序号: '11', 题目类型: '未知题', 题目内容: 'x' }, // row 20
      { 题目序号: '12', 题目类型: '填空题', 题目内容: '空', 选项内容: '', 选项图片: 'a.png' }, // row 21
      { 题目序号: '13', 父题序号: '99', 题目类型: '简答题', 题目内容: '孤儿' }, // row 22
      { 题目序号: '14', 题目类型: '简答题', 题目内容: '' }, // row 23
      { 题目类型: '简答题', 题目内容: '无序号' }, // row 24
      { 题目序号: '15', 题目类型: '组合匹配题', 题目内容: '匹配', 选项内容: '左', 匹配答案: '' }, // row 25
      { 题目序号: '15', 选项内容: '左2', 匹配答案: '右' },
      { 题目序号: '16', 题目类型: '判断题', 题目内容: '判断', 是否正确项: '也许', 选项内容: '对' }, // row 27
      { 题目序号: '16', 是否正确项: '是', 选项内容: '错' },
    ];
    const before = (await listOf(repoId)).total;
    const res = await upload(await sheet(bad), { repoId });
    expect(res.code).toBe(1);
    const errors = res.data as ImportRowError[];
    expect(errors.map((e) => e.row)).toEqual([18, 20, 21, 22, 23, 24, 25, 27]);
    expect(errors[0].message).toContain('单选题必须有且只有一个正确项');
    expect(errors[1].message).toContain('题目类型不正确：未知题');
    expect(errors[2].message).toContain('第1个填空没有答案');
    expect(errors[3].message).toContain('父题序号99不存在或不是组合题');
    expect(errors[4].message).toContain('题目内容不能为空');
    expect(errors[5].message).toContain('题目序号不能为空');
    expect(errors[6].message).toContain('匹配题的匹配答案不能为空');
    expect(errors[7].message).toBe('是否正确项只能填写“是”或“否”：也许');
    expect(res.msg).toMatch(/^导入失败，共8行有错误：第18行：/);
    expect((await listOf(repoId)).total).toBe(before);
  });

  it('refuses a file that is not .xlsx, and rows without a bank', async () => {
    expect((await upload(Buffer.from('a,b'), {}, 'qu.csv')).msg).toBe('只能上传.xlsx格式的文件！');
    const res = await upload(await sheet([ALL_TYPES[7]]));
    expect(res).toMatchObject({ code: 1, data: [{ row: 2, message: '所属题库不能为空' }] });
  });

  it('exports the filtered list and imports it back to the same questions', async () => {
    const repoId = await createRepo(t, admin.token, { title: `往返${Date.now()}` });
    const ch = await t.post<{ id: string }>('/api/repo/chapter/save', { repoId, title: '第二章' }, admin.token);
    for (const body of Object.values(sampleQuestions(repoId, ch.data.id))) {
      expect((await t.post('/api/qu/qu/save', body, admin.token)).code).toBe(0);
    }
    const original = (await detailsOf(repoId)).map(shape);
    const res = await t.raw({
      method: 'POST',
      url: '/api/qu/qu/export',
      payload: { params: { repoId } },
      headers: { token: admin.token },
    });
    expect(res.statusCode).toBe(200);
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual([...QU_IMPORT_HEADERS]);
    const ids = (await listOf(repoId)).records.map((r) => r.id);
    await t.post('/api/qu/qu/delete', { ids }, admin.token);
    expect((await listOf(repoId)).total).toBe(0);
    expect(await upload(res.rawPayload)).toMatchObject({ code: 0, data: { count: 7 } });
    const sortKey = (x: unknown) => JSON.stringify(x);
    expect((await detailsOf(repoId)).map(shape).sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual(
      original.sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
    );
  });

  it('imports 1,000 questions of mixed types in one go', async () => {
    const repoId = await createRepo(t, admin.token);
    const lines: Line[] = [];
    for (let i = 0; i < 1000; i++) {
      const base = ALL_TYPES.filter((l) => l.题目序号 === String((i % 6) + 1));
      for (const l of base)
        lines.push({ ...l, 题目序号: String(i + 1), 题目内容: l.题目内容 && `${l.题目内容} #${i}` });
    }
    const started = Date.now();
    const res = await upload(await sheet(lines), { repoId });
    expect(res).toMatchObject({ code: 0, data: { count: 1000 } });
    console.log(`import of 1000 questions (${lines.length} rows) took ${Date.now() - started} ms`);
    expect((await listOf(repoId)).total).toBe(1000);
  });
});
