import { moveAmongSiblings } from '@server/lib/move-sort.ts';
import { type DepartTreeNode, type DepartView, ErrorCode, type Page, type SessionInfo } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStaffRole, createUser, login, loginAdmin, loginStudent } from '../../../test/factories.ts';
import { updateRoleById } from '../role/role.queries.ts';
import { updateUserById } from '../user/user.queries.ts';
import { nextChildCode } from './depart.service.ts';

let t: TestApp;
let admin: SessionInfo;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t);
});
afterAll(() => t.close());

const save = (body: object, token = admin.token) => t.post<DepartView>('/api/sys/depart/save', body, token);
const flat = (nodes: DepartTreeNode[]): DepartTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

describe('hierarchical codes', () => {
  it('computes the next code among siblings, never reusing a number below the highest', () => {
    expect(nextChildCode('', [])).toBe('A01');
    expect(nextChildCode('', ['A01', 'A02'])).toBe('A03');
    expect(nextChildCode('A01', ['A01A01', 'A01A03'])).toBe('A01A04');
    const full = Array.from({ length: 99 }, (_, i) => `A01A${String(i + 1).padStart(2, '0')}`);
    expect(nextChildCode('A01', full)).toBeNull();
    expect(
      nextChildCode(
        'A01',
        full.filter((c) => c !== 'A01A07'),
      ),
    ).toBe('A01A07');
  });

  it('creates roots and children with generated codes, levels and names unique among siblings', async () => {
    const root = await save({ parentId: '0', deptName: '华东分公司' });
    expect(root).toMatchObject({ code: 0, data: { deptCode: 'A02', deptLevel: 1, parentId: '0' } });
    const c1 = await save({ parentId: root.data.id, deptName: '销售一部' });
    const c2 = await save({ parentId: root.data.id, deptName: '销售二部' });
    expect([c1.data.deptCode, c2.data.deptCode]).toEqual(['A02A01', 'A02A02']);
    const g = await save({ parentId: c2.data.id, deptName: '华东一组' });
    expect(g.data).toMatchObject({ deptCode: 'A02A02A01', deptLevel: 3 });
    // Under the seeded 研发中心 (A01A01 with A01A01A01, A01A01A02).
    expect((await save({ parentId: 'd-a01a01', deptName: '测试组' })).data.deptCode).toBe('A01A01A03');

    expect(await save({ parentId: root.data.id, deptName: '销售一部' })).toMatchObject({
      code: ErrorCode.FAIL,
      msg: '同级部门下已存在相同名称的部门！',
    });
    // The same name under another parent is fine.
    expect((await save({ parentId: c1.data.id, deptName: '销售二部' })).code).toBe(0);
    expect(await save({ parentId: 'nope', deptName: 'x' })).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await save({ parentId: '0', deptName: '  ' })).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: '部门名称不能为空！',
    });
  });

  it('renames and re-sorts, refuses a parent change, and the new name shows in deptCode_dictText at once', async () => {
    const d = (await save({ parentId: 'd-a01', deptName: '财务部' })).data;
    const u = await createUser(t, { deptCode: d.deptCode });
    const s = await login(t, u.userName);
    expect(
      (await t.post<{ deptCode_dictText: string }>('/api/sys/user/info', {}, s.token)).data.deptCode_dictText,
    ).toBe('财务部');
    expect((await save({ id: d.id, deptName: '财务中心', sort: 99 })).data).toMatchObject({
      deptName: '财务中心',
      sort: 99,
      deptCode: d.deptCode,
    });
    expect(
      (await t.post<{ deptCode_dictText: string }>('/api/sys/user/info', {}, s.token)).data.deptCode_dictText,
    ).toBe('财务中心');
    expect((await save({ id: d.id, parentId: 'd-a01', deptName: '财务中心' })).code).toBe(0);
    expect(await save({ id: d.id, parentId: 'd-a01a02', deptName: '财务中心' })).toMatchObject({
      code: ErrorCode.FAIL,
      msg: '不支持修改上级部门，请在目标部门下新建部门并迁移用户！',
    });
    expect(await save({ id: d.id, deptName: '市场部' })).toMatchObject({ code: ErrorCode.FAIL });
  });
});

describe('delete', () => {
  it('refuses while children or users remain, then deletes; a whole selected subtree may go at once', async () => {
    const p = (await save({ parentId: '0', deptName: '待删除' })).data;
    const c = (await save({ parentId: p.id, deptName: '待删除子部门' })).data;
    expect(await t.post('/api/sys/depart/delete', { ids: [p.id] }, admin.token)).toMatchObject({
      code: ErrorCode.FAIL,
      msg: '请先删除下级部门！',
    });
    const u = await createUser(t, { deptCode: c.deptCode });
    expect(await t.post('/api/sys/depart/delete', { ids: [c.id] }, admin.token)).toMatchObject({
      code: ErrorCode.FAIL,
      msg: '部门下仍有用户，无法删除！',
    });
    await updateUserById(t.ctx.db, u.id, { deptCode: 'A01' });
    expect((await t.post('/api/sys/depart/delete', { ids: [p.id, c.id] }, admin.token)).code).toBe(0);
    const tree = flat((await t.post<DepartTreeNode[]>('/api/sys/depart/tree-select', {})).data);
    expect(tree.map((n) => n.id)).not.toContain(p.id);
    expect(await t.post('/api/sys/depart/delete', { ids: [] }, admin.token)).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: '请至少选择一条数据！',
    });
  });

  it('keeps the registration default department', async () => {
    const d = (await save({ parentId: '0', deptName: '注册默认部门' })).data;
    const sw = (await t.post<Record<string, unknown>>('/api/sys/config/switch/detail', {}, admin.token)).data;
    expect((await t.post('/api/sys/config/switch/save', { ...sw, userDeptCode: d.deptCode }, admin.token)).code).toBe(
      0,
    );
    expect(await t.post('/api/sys/depart/delete', { ids: [d.id] }, admin.token)).toMatchObject({
      code: ErrorCode.FAIL,
      msg: '该部门是注册默认部门，请先在功能开关中更换后再删除！',
    });
    expect((await t.post('/api/sys/config/switch/save', sw, admin.token)).code).toBe(0);
    expect((await t.post('/api/sys/depart/delete', { ids: [d.id] }, admin.token)).code).toBe(0);
  });
});

describe('sort', () => {
  it('moves a node among its siblings, and nothing at either end', async () => {
    expect(
      moveAmongSiblings(
        [
          { id: 'a', sort: 1 },
          { id: 'b', sort: 1 },
          { id: 'c', sort: 5 },
        ],
        'c',
        0,
      ),
    ).toEqual([
      { id: 'a', sort: 10 },
      { id: 'c', sort: 20 },
      { id: 'b', sort: 30 },
    ]);
    expect(moveAmongSiblings([{ id: 'a', sort: 10 }], 'a', 0)).toEqual([]);

    const order = async () =>
      (await t.post<DepartTreeNode[]>('/api/sys/depart/tree', {}, admin.token)).data
        .find((n) => n.id === 'd-a01')!
        .children.map((n) => n.deptName);
    const before = await order();
    const second = before[1];
    expect((await t.post('/api/sys/depart/sort', { id: 'd-a01a02', sort: 0 }, admin.token)).code).toBe(0);
    const after = await order();
    expect(after.indexOf('市场部')).toBe(before.indexOf('市场部') - 1);
    expect(after).toContain(second);
    const first = (await t.post<DepartTreeNode[]>('/api/sys/depart/tree', {}, admin.token)).data.find(
      (n) => n.id === 'd-a01',
    )!.children[0];
    expect((await t.post('/api/sys/depart/sort', { id: first.id, sort: 0 }, admin.token)).code).toBe(0);
    expect((await order())[0]).toBe(first.deptName);
    expect(await t.post('/api/sys/depart/sort', { id: first.id, sort: 5 }, admin.token)).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: '排序方向不正确！',
    });
  });
});

describe('data scope and permissions', () => {
  async function staffWithScope(dataScope: number, deptCode: string) {
    const roleId = await createStaffRole(t, ['m-sys', 'm-sys-depart']);
    await updateRoleById(t.ctx.db, roleId, { dataScope });
    await t.ctx.permissions.invalidate();
    const u = await createUser(t, { roleIds: [roleId], deptCode });
    return login(t, u.userName);
  }
  const codes = async (token: string) =>
    (await t.post<Page<DepartView>>('/api/sys/depart/paging', { current: 1, size: 100 }, token)).data.records
      .map((r) => r.deptCode)
      .sort();

  it('lists departments by the caller data scope in paging and tree', async () => {
    const all = await codes(admin.token);
    expect(all).toEqual(expect.arrayContaining(['A01', 'A01A01', 'A01A02']));
    const tree = await staffWithScope(3, 'A01A01');
    const below = await codes(tree.token);
    expect(below.length).toBeGreaterThan(1);
    expect(below.every((c) => c.startsWith('A01A01'))).toBe(true);
    const tr = (await t.post<DepartTreeNode[]>('/api/sys/depart/tree', {}, tree.token)).data;
    expect(tr.map((n) => n.deptCode)).toEqual(['A01A01']);
    expect(await codes((await staffWithScope(2, 'A01A02')).token)).toEqual(['A01A02']);
    expect(await codes((await staffWithScope(1, 'A01A02')).token)).toEqual(['A01A02']);
    // Outside the scope reads as missing.
    expect((await t.post('/api/sys/depart/detail', { id: 'd-a01' }, tree.token)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.post('/api/sys/depart/detail', { id: 'd-a01a01' }, tree.token)).code).toBe(0);
  });

  it('filters paging by name, code and parent', async () => {
    const page = async (params: object) =>
      (await t.post<Page<DepartView>>('/api/sys/depart/paging', { current: 1, size: 50, params }, admin.token)).data;
    expect((await page({ deptName: '研发' })).records.map((r) => r.deptName)).toEqual(['研发中心']);
    expect((await page({ parentId: 'd-a01a01' })).records.every((r) => r.parentId === 'd-a01a01')).toBe(true);
    expect((await page({ deptCode: 'a01a01a0' })).total).toBeGreaterThan(0);
    expect((await page({ deptName: '%' })).total).toBe(0);
  });

  it('needs the list key to read and the add key to create; learners are refused', async () => {
    const s = await staffWithScope(4, 'A01');
    expect((await t.post('/api/sys/depart/tree', {}, s.token)).code).toBe(0);
    expect((await save({ parentId: '0', deptName: '无权创建' }, s.token)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post('/api/sys/depart/sort', { id: 'd-a01', sort: 1 }, s.token)).code).toBe(ErrorCode.FORBIDDEN);
    const addOnly = await login(
      t,
      (await createUser(t, { roleIds: [await createStaffRole(t, ['m-sys-depart', 'm-fn-sys-depart-add'])] })).userName,
    );
    expect((await save({ parentId: 'd-a01a03', deptName: '招聘组' }, addOnly.token)).code).toBe(0);
    expect(await save({ id: 'd-a01a03', deptName: '改名' }, addOnly.token)).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      msg: '权限不足',
    });
    const student = await loginStudent(t);
    expect((await t.post('/api/sys/depart/paging', {}, student.token)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post('/api/sys/depart/tree-select', {})).code).toBe(0);
  });
});
