import { DEMO_REPO_ID } from '@server/db/seed/demo-repo.ts';
import {
  type Page,
  type QuDetail,
  type QuRow,
  type SaveQuBody,
  SaveQuBodySchema,
  type SessionInfo,
} from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStaffRole, createUser, login, loginAdmin, loginStudent } from '../../../test/factories.ts';
import { createRepo, sampleQuestions } from '../../../test/qu-helpers.ts';
import { gradeQuestion } from './grading.ts';
import { toQuForAnswer } from './qu.presenter.ts';
import { loadGradable, loadQuDetails } from './qu-load.ts';

let t: TestApp;
let admin: SessionInfo;
let student: SessionInfo;
let repoId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t);
  student = await loginStudent(t);
  repoId = await createRepo(t, admin.token);
});
afterAll(() => t.close());

const save = (body: SaveQuBody, token = admin.token) => t.post<{ id: string }>('/api/qu/qu/save', body, token);
const detail = async (id: string) => (await t.post<QuDetail>('/api/qu/qu/detail', { id }, admin.token)).data;

describe('/api/qu/qu/save and detail', () => {
  it('saves every type and reads it back', async () => {
    const samples = sampleQuestions(repoId);
    const ids: Record<string, string> = {};
    for (const [name, body] of Object.entries(samples)) {
      const res = await save(body);
      expect(res.code, `${name}: ${res.msg}`).toBe(0);
      ids[name] = res.data.id;
    }
    const single = await detail(ids.single);
    expect(single).toMatchObject({ quType: 1, quType_dictText: '单选题', content: '<p>1+1=?</p>', repoId });
    expect(single.answerList.map((a) => [a.tag, a.content, a.isRight])).toEqual([
      ['A', '1', false],
      ['B', '2', true],
      ['C', '3', false],
    ]);
    expect((await detail(ids.multiple)).level_dictText).toBe('较难');
    expect((await detail(ids.judge)).answerList).toHaveLength(2);
    expect((await detail(ids.short)).answerList).toEqual([]);
    const fill = await detail(ids.fill);
    expect(fill.answerList.map((a) => [a.tag, a.answer, a.answers])).toEqual([
      ['1', '北京', ['北京']],
      ['2', 'Beijing|Peking', ['Beijing', 'Peking']],
    ]);
    const match = await detail(ids.match);
    expect(match.answerList.map((a) => [a.content, a.answer])).toEqual([
      ['中国', '北京'],
      ['日本', '东京'],
    ]);
    const comp = await detail(ids.composite);
    expect(comp.subList.map((s) => [s.quType, s.parentId])).toEqual([
      [1, ids.composite],
      [4, ids.composite],
    ]);
    expect(comp.subList[0].answerList[0]).toMatchObject({ tag: 'A', isRight: true });

    // The list shows top-level questions only, filtered
    const page = await t.post<Page<QuRow>>('/api/qu/qu/paging', { size: 50, params: { repoId } }, admin.token);
    expect(page.data.total).toBe(7);
    expect(page.data.records.find((r) => r.id === ids.composite)?.subCount).toBe(2);
    const fills = await t.post<Page<QuRow>>('/api/qu/qu/paging', { params: { repoId, quType: 5 } }, admin.token);
    expect(fills.data.records.map((r) => r.id)).toEqual([ids.fill]);
    const kw = await t.post<Page<QuRow>>('/api/qu/qu/paging', { params: { repoId, content: '国家' } }, admin.token);
    expect(kw.data.records.map((r) => r.id)).toEqual([ids.match]);
  });

  it('sanitizes content and keeps option ids on update', async () => {
    const body = sampleQuestions(repoId).single;
    const { data } = await save({ ...body, content: '<p onclick="x()">题<script>alert(1)</script></p>' });
    const before = await detail(data.id);
    expect(before.content).toBe('<p>题</p>');
    const answerList = before.answerList.map((a) => ({ ...a, isRight: a.tag === 'C' }));
    answerList.push({ ...answerList[0], id: '', content: '4', isRight: false });
    const res = await save({ ...body, id: data.id, content: '改过', answerList });
    expect(res.code).toBe(0);
    const after = await detail(data.id);
    expect(after.content).toBe('改过');
    expect(after.answerList.slice(0, 3).map((a) => a.id)).toEqual(before.answerList.map((a) => a.id));
    expect(after.answerList.map((a) => a.tag)).toEqual(['A', 'B', 'C', 'D']);
    expect(after.answerList.find((a) => a.isRight)?.tag).toBe('C');
  });

  it('updates a composite: kept sub-questions keep their ids, removed ones are deleted', async () => {
    const { data } = await save(sampleQuestions(repoId).composite);
    const before = await detail(data.id);
    const subList = [
      { ...before.subList[0], content: '新主题' },
      { quType: 3, content: '判断', answerList: [{ content: '对', isRight: true }, { content: '错' }] },
    ];
    expect((await save({ repoId, quType: 99, id: data.id, content: '材料', subList })).code).toBe(0);
    const after = await detail(data.id);
    expect(after.subList.map((s) => s.quType)).toEqual([1, 3]);
    expect(after.subList[0].id).toBe(before.subList[0].id);
    expect(after.subList[0].content).toBe('新主题');
    expect((await loadQuDetails(t.ctx, [before.subList[1].id])).size).toBe(0);
  });

  it.each<[string, Partial<SaveQuBody>, string]>([
    [
      'single with two right',
      {
        quType: 1,
        answerList: [
          { content: 'a', isRight: true },
          { content: 'b', isRight: true },
        ],
      },
      '单选题必须有且只有一个正确项！',
    ],
    [
      'single with no right',
      { quType: 1, answerList: [{ content: 'a' }, { content: 'b' }] },
      '单选题必须有且只有一个正确项！',
    ],
    ['single with one option', { quType: 1, answerList: [{ content: 'a', isRight: true }] }, '至少需要两个选项！'],
    [
      'multiple with one right',
      { quType: 2, answerList: [{ content: 'a', isRight: true }, { content: 'b' }] },
      '多选题至少需要两个正确项！',
    ],
    [
      'judge with three options',
      { quType: 3, answerList: [{ content: 'a', isRight: true }, { content: 'b' }, { content: 'c' }] },
      '判断题必须有且只有两个选项！',
    ],
    [
      'empty option',
      { quType: 1, answerList: [{ content: 'a', isRight: true }, { content: ' ' }] },
      '选项内容不能为空！',
    ],
    [
      '27 options',
      { quType: 1, answerList: Array.from({ length: 27 }, (_, i) => ({ content: `o${i}`, isRight: i === 0 })) },
      '选项最多26个！',
    ],
    ['fill without blanks', { quType: 5, answerList: [] }, '填空题至少需要一个填空！'],
    [
      'fill blank without answer',
      { quType: 5, answerList: [{ answer: '北京' }, { answer: ' | ' }] },
      '第2个填空没有答案！',
    ],
    [
      'matching with one pair',
      { quType: 6, answerList: [{ content: 'a', answer: '1' }] },
      '匹配题至少需要两组匹配项！',
    ],
    [
      'matching duplicate right',
      {
        quType: 6,
        answerList: [
          { content: 'a', answer: '1' },
          { content: 'b', answer: '1' },
        ],
      },
      '匹配题的匹配答案不能重复！',
    ],
    ['composite without subs', { quType: 99, subList: [] }, '组合题至少需要一个小题！'],
    ['composite in composite', { quType: 99, subList: [{ quType: 99, content: 'x' }] }, '组合题的小题不能是组合题！'],
    [
      'bad sub',
      { quType: 99, subList: [{ quType: 1, content: 'x', answerList: [{ content: 'a' }, { content: 'b' }] }] },
      '单选题必须有且只有一个正确项！',
    ],
    ['no content', { quType: 4, content: '' }, '题目内容不能为空！'],
    ['blank content after sanitizing', { quType: 4, content: '<script>x</script>' }, '题目内容不能为空！'],
    ['bad type', { quType: 7 }, '题目类型不正确！'],
  ])('refuses %s', async (_name, patch, msg) => {
    const res = await save({ repoId, content: '题目', ...patch } as SaveQuBody);
    expect(res.code).not.toBe(0);
    expect(res.msg).toContain(msg);
  });

  it('refuses a chapter of another bank and a missing bank', async () => {
    const other = await createRepo(t, admin.token);
    const ch = await t.post<{ id: string }>('/api/repo/chapter/save', { repoId: other, title: '章' }, admin.token);
    const res = await save({ ...sampleQuestions(repoId).short, chapterId: ch.data.id });
    expect(res.msg).toBe('章节不存在或不属于该题库！');
    expect((await save({ ...sampleQuestions('nope').short })).msg).toBe('题库不存在！');
  });

  it('deletes a composite with its sub-questions', async () => {
    const { data } = await save(sampleQuestions(repoId).composite);
    const subIds = (await detail(data.id)).subList.map((s) => s.id);
    expect((await t.post('/api/qu/qu/delete', { ids: [data.id] }, admin.token)).code).toBe(0);
    expect((await t.post('/api/qu/qu/detail', { id: data.id }, admin.token)).code).toBe(10010003);
    expect((await loadQuDetails(t.ctx, subIds)).size).toBe(0);
  });

  it('refuses learners on every admin call', async () => {
    const { data } = await save(sampleQuestions(repoId).single);
    for (const [url, body] of [
      ['/api/qu/qu/paging', {}],
      ['/api/qu/qu/detail', { id: data.id }],
      ['/api/qu/qu/save', sampleQuestions(repoId).single],
      ['/api/qu/qu/delete', { ids: [data.id] }],
      ['/api/qu/qu/export', {}],
      ['/api/qu/qu/import/template', {}],
    ] as const) {
      expect((await t.post(url, body, student.token)).code, url).toBe(10010004);
    }
  });
});

describe('loadGradable and toQuForAnswer', () => {
  it('grades stored questions of every type from the learner view ids', async () => {
    const samples = sampleQuestions(repoId);
    const ids: Record<string, string> = {};
    for (const [name, body] of Object.entries(samples)) ids[name] = (await save(body)).data.id;
    const details = await loadQuDetails(t.ctx, Object.values(ids));
    const keys = await loadGradable(t.ctx, Object.values(ids), new Map([[ids.composite, 5]]));
    const view = (n: string) => toQuForAnswer(details.get(ids[n]) as QuDetail);
    const key = (n: string) => keys.get(ids[n]) as NonNullable<ReturnType<typeof keys.get>>;

    const single = view('single');
    expect(JSON.stringify(single)).not.toMatch(/isRight|analysis/);
    expect(gradeQuestion(key('single'), { optionIds: [single.answerList[1].id] })).toMatchObject({
      score: 1,
      isRight: true,
    });
    expect(gradeQuestion(key('single'), { optionIds: [single.answerList[0].id] }).isRight).toBe(false);
    const multi = view('multiple');
    expect(
      gradeQuestion(key('multiple'), { optionIds: [multi.answerList[0].id, multi.answerList[1].id] }).isRight,
    ).toBe(true);
    const fill = view('fill');
    expect(fill.answerList.map((a) => a.content)).toEqual(['', '']);
    expect(gradeQuestion(key('fill'), { blanks: ['北京', 'ｐｅｋｉｎｇ'] }).isRight).toBe(true);
    const match = view('match');
    expect(match.rightList.map((r) => r.content).sort()).toEqual(['东京', '北京'].sort());
    expect(JSON.stringify(match.answerList)).not.toContain('北京');
    const right = Object.fromEntries(match.rightList.map((r) => [r.content, r.id]));
    const pairs = { [match.answerList[0].id]: right.北京, [match.answerList[1].id]: right.东京 };
    expect(gradeQuestion(key('match'), { pairs }).isRight).toBe(true);
    expect(gradeQuestion(key('short'), { text: 'x' }).subjective).toBe(true);
    const comp = view('composite');
    const r = gradeQuestion(key('composite'), {
      children: { [comp.subList[0].id]: { optionIds: [comp.subList[0].answerList[0].id] } },
    });
    expect(r).toMatchObject({ score: 2.5, subjective: true });
  });
});

describe('demo bank', () => {
  it('is seeded with every type, each question valid for the editor', async () => {
    const page = await t.post<Page<QuRow>>(
      '/api/qu/qu/paging',
      { size: 100, params: { repoId: DEMO_REPO_ID } },
      admin.token,
    );
    expect(new Set(page.data.records.map((r) => r.quType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 99]));
    const details = await loadQuDetails(
      t.ctx,
      page.data.records.map((r) => r.id),
    );
    for (const d of details.values()) {
      const parsed = SaveQuBodySchema.safeParse({ ...d, repoId: d.repoId });
      expect(parsed.success, `${d.id}: ${parsed.error?.message}`).toBe(true);
    }
  });
});

describe('one key per operation', () => {
  it('a staff member allowed to add questions cannot edit them through the same call', async () => {
    const roleId = await createStaffRole(t, ['m-qu-list', 'm-fn-qu-add']);
    const user = await createUser(t, { roleIds: [roleId] });
    const adder = await login(t, user.userName);
    const body = sampleQuestions(repoId).judge;
    const created = await save(body, adder.token);
    expect(created.code).toBe(0);
    expect((await save({ ...body, id: created.data.id, content: '改' }, adder.token)).code).toBe(10010004);
    expect((await t.post('/api/qu/qu/delete', { ids: [created.data.id] }, adder.token)).code).toBe(10010004);
    expect((await t.post('/api/qu/qu/paging', {}, adder.token)).code).toBe(0);
  });
});
