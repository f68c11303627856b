import { ErrorCode, type NoticeDetail, type NoticeRecord, type Page } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStaffRole, createUser, login, loginAdmin, loginStudent } from '../../../test/factories.ts';

let t: TestApp;
let admin: string;
let student: string;
let published: string;
let draft: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  student = (await loginStudent(t)).token;
  const a = await t.post<{ id: string }>(
    '/api/sys/notice/save',
    { title: '系统升级公告', content: '<p>本周六<strong>系统升级</strong></p>', state: 0 },
    admin,
  );
  const b = await t.post<{ id: string }>(
    '/api/sys/notice/save',
    { title: '草稿：考试安排', content: '<p>草稿内容</p>', state: 1 },
    admin,
  );
  expect(a.code).toBe(0);
  expect(b.code).toBe(0);
  published = a.data.id;
  draft = b.data.id;
});
afterAll(() => t.close());

const page = (token: string, params: Record<string, unknown> = {}, size = 10) =>
  t.post<Page<NoticeRecord>>('/api/sys/notice/paging', { current: 1, size, params }, token);

describe('notice visibility by state and caller', () => {
  it('a learner sees only published notices, whatever state they ask for', async () => {
    for (const params of [{}, { state: 1 }, { state: 0 }, { state: '' }]) {
      const res = await page(student, params);
      expect(res.code).toBe(0);
      expect(res.data.records.map((r) => r.id)).toContain(published);
      expect(res.data.records.map((r) => r.id)).not.toContain(draft);
      expect(res.data.records.every((r) => r.state === 0)).toBe(true);
    }
  });

  it('staff with sys:notice:list see drafts and filter by state', async () => {
    const all = (await page(admin)).data.records.map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([published, draft]));
    const drafts = (await page(admin, { state: 1 })).data.records;
    expect(drafts.map((r) => r.id)).toEqual([draft]);
    expect(drafts[0]).toMatchObject({ state_dictText: '草稿', createBy: '10001', createBy_dictText: '超级管理员' });
    expect(drafts[0]).not.toHaveProperty('content');
  });

  it('filters by title and pages with the card sizes', async () => {
    const res = await page(student, { title: '升级' }, 4);
    expect(res.data).toMatchObject({ total: 1, size: 4, current: 1, pages: 1 });
    expect(res.data.records[0].title).toBe('系统升级公告');
    expect((await page(student, { title: '100%_不存在' })).data.total).toBe(0);
  });

  it('detail: a published notice for everyone; a draft is 数据不存在！ to a learner, visible to staff', async () => {
    const ok = await t.post<NoticeDetail>('/api/sys/notice/detail', { id: published }, student);
    expect(ok.data).toMatchObject({ id: published, title: '系统升级公告', state: 0 });
    expect(ok.data.content).toBe('<p>本周六<strong>系统升级</strong></p>');
    const hidden = await t.post('/api/sys/notice/detail', { id: draft }, student);
    expect(hidden).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: '数据不存在！' });
    expect((await t.post('/api/sys/notice/detail', { id: draft }, admin)).code).toBe(0);
    expect((await t.post('/api/sys/notice/detail', { id: 'nope' }, admin)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.post('/api/sys/notice/detail', { id: published })).code).toBe(ErrorCode.SESSION_EXPIRED);
  });
});

describe('saving notices', () => {
  it('sanitizes the content on save', async () => {
    const res = await t.post<{ id: string }>(
      '/api/sys/notice/save',
      {
        title: 'XSS',
        content:
          '<p onclick="alert(1)">安全<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">链接</a></p><iframe src="https://evil.cn"></iframe>',
        state: 1,
      },
      admin,
    );
    const d = await t.post<NoticeDetail>('/api/sys/notice/detail', { id: res.data.id }, admin);
    expect(d.data.content).toBe('<p>安全<img src="x" /><a>链接</a></p>');
  });

  it('refuses empty title or content (also content that is only markup or script)', async () => {
    expect(await t.post('/api/sys/notice/save', { title: ' ', content: '<p>x</p>' }, admin)).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: '公告标题不能为空！',
    });
    expect(
      await t.post('/api/sys/notice/save', { title: 'a', content: '<p><br></p><script>x</script>' }, admin),
    ).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: '公告内容不能为空！' });
    expect((await t.post('/api/sys/notice/save', { title: 'a', content: '<p>x</p>', state: 5 }, admin)).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
  });

  it('edits, publishes through /state, and deletes', async () => {
    const saved = await t.post(
      '/api/sys/notice/save',
      { id: draft, title: '考试安排', content: '<p>新</p>', state: 1 },
      admin,
    );
    expect(saved.code).toBe(0);
    expect((await t.post('/api/sys/notice/save', { id: 'missing', title: 'x', content: '<p>x</p>' }, admin)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.post('/api/sys/notice/state', { ids: [draft], state: 0 }, admin)).code).toBe(0);
    expect((await t.post<NoticeDetail>('/api/sys/notice/detail', { id: draft }, student)).data.title).toBe('考试安排');
    expect((await t.post('/api/sys/notice/state', { ids: [draft], state: 1 }, admin)).code).toBe(0);
    expect((await t.post('/api/sys/notice/detail', { id: draft }, student)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.post('/api/sys/notice/delete', { ids: [] }, admin)).msg).toBe('请至少选择一条数据！');
    expect((await t.post('/api/sys/notice/delete', { ids: [draft] }, admin)).code).toBe(0);
    expect((await t.post('/api/sys/notice/detail', { id: draft }, admin)).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('permissions', () => {
  it('a learner is refused on every admin notice call', async () => {
    for (const [url, body] of [
      ['/api/sys/notice/save', { title: 'x', content: '<p>x</p>' }],
      ['/api/sys/notice/state', { ids: [published], state: 1 }],
      ['/api/sys/notice/delete', { ids: [published] }],
    ] as const) {
      expect(await t.post(url, body, student), url).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: '权限不足' });
    }
    expect((await t.post<NoticeDetail>('/api/sys/notice/detail', { id: published }, student)).data.state).toBe(0);
  });

  it('save checks add for new notices and edit for existing ones', async () => {
    const addOnly = await createStaffRole(t, ['m-sys', 'm-sys-notice', 'm-fn-sys-notice-add']);
    const editOnly = await createStaffRole(t, ['m-sys', 'm-sys-notice', 'm-fn-sys-notice-edit']);
    const adder = await login(t, (await createUser(t, { roleIds: [addOnly] })).userName);
    const editor = await login(t, (await createUser(t, { roleIds: [editOnly] })).userName);
    const created = await t.post<{ id: string }>(
      '/api/sys/notice/save',
      { title: 'n', content: '<p>n</p>' },
      adder.token,
    );
    expect(created.code).toBe(0);
    const edit = { id: created.data.id, title: 'n2', content: '<p>n2</p>' };
    expect((await t.post('/api/sys/notice/save', edit, adder.token)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post('/api/sys/notice/save', edit, editor.token)).code).toBe(0);
    expect((await t.post('/api/sys/notice/save', { title: 'n3', content: '<p>n</p>' }, editor.token)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    // A staff member with no notice permission sees what learners see.
    const other = await createStaffRole(t, ['m-sys', 'm-sys-config']);
    const plain = await login(t, (await createUser(t, { roleIds: [other] })).userName);
    expect((await page(plain.token, { state: 1 })).data.records.every((r) => r.state === 0)).toBe(true);
  });
});
