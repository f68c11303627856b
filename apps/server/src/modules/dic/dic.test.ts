import { withDictText } from '@server/lib/dict-text.ts';
import { type DicRecord, type DicValueNode, ErrorCode, type Page } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStaffRole, createUser, login, loginAdmin, loginStudent } from '../../../test/factories.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const titles = (nodes: DicValueNode[]): string[] => nodes.flatMap((n) => [n.title, ...titles(n.children)]);

async function dictText(code: string, value: string) {
  await t.ctx.dict.ready();
  return withDictText({ v: value }, t.ctx.dict, { v: code }).v_dictText;
}

describe('dictionary types', () => {
  it('pages the seeded dictionaries with value counts and a title/code search', async () => {
    const res = await t.post<Page<DicRecord>>('/api/sys/dic/paging', { current: 1, size: 100, params: {} }, admin);
    expect(res.code).toBe(0);
    const quType = res.data.records.find((r) => r.code === 'qu_type');
    expect(quType).toMatchObject({ title: '试题类型', builtIn: true, valueCount: 7 });
    const search = await t.post<Page<DicRecord>>('/api/sys/dic/paging', { params: { title: '试题' } }, admin);
    expect(search.data.records.map((r) => r.code)).toEqual(['qu_type']);
    const byCode = await t.post<Page<DicRecord>>('/api/sys/dic/paging', { params: { title: 'user_st' } }, admin);
    expect(byCode.data.records.map((r) => r.code)).toEqual(['user_state']);
  });

  it('creates, renames and deletes a custom dictionary; refuses duplicates, built-ins and non-empty ones', async () => {
    const created = await t.post<{ id: string }>('/api/sys/dic/save', { code: 'fruit', title: '水果' }, admin);
    expect(created.code).toBe(0);
    const dup = await t.post('/api/sys/dic/save', { code: 'fruit', title: '重复' }, admin);
    expect(dup).toMatchObject({ code: ErrorCode.FAIL, msg: '字典编码“fruit”已存在！' });
    const bad = await t.post('/api/sys/dic/save', { code: '1abc', title: 'x' }, admin);
    expect(bad.msg).toBe('字典编码只能包含字母、数字和下划线，且以字母开头！');
    expect((await t.post('/api/sys/dic/save', { code: 'x', title: ' ' }, admin)).msg).toBe('字典名称不能为空！');

    const v = await t.post('/api/sys/dic/value/save', { dicCode: 'fruit', value: 'apple', title: '苹果' }, admin);
    expect(v.code).toBe(0);
    const refused = await t.post('/api/sys/dic/delete', { ids: [created.data.id] }, admin);
    expect(refused).toMatchObject({ code: ErrorCode.FAIL, msg: '字典“水果”下还有字典值，请先删除字典值！' });

    // Renaming a custom dictionary moves its values along.
    await t.post('/api/sys/dic/save', { id: created.data.id, code: 'fruits', title: '水果类' }, admin);
    const tree = await t.post<DicValueNode[]>('/api/sys/dic/value/tree', { dicCode: 'fruits' }, admin);
    expect(tree.data.map((n) => n.value)).toEqual(['apple']);
    expect(await dictText('fruits', 'apple')).toBe('苹果');

    await t.post('/api/sys/dic/value/delete', { ids: [tree.data[0].id] }, admin);
    expect((await t.post('/api/sys/dic/delete', { ids: [created.data.id] }, admin)).code).toBe(0);
    expect((await t.post('/api/sys/dic/detail', { id: created.data.id }, admin)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('keeps built-in dictionaries: no delete, no code change, titles editable', async () => {
    const page = await t.post<Page<DicRecord>>('/api/sys/dic/paging', { params: { title: 'qu_level' } }, admin);
    const row = page.data.records[0];
    expect((await t.post('/api/sys/dic/delete', { ids: [row.id] }, admin)).msg).toBe('内置字典“难易程度”不能删除！');
    const rename = await t.post('/api/sys/dic/save', { id: row.id, code: 'qu_lvl', title: row.title }, admin);
    expect(rename.msg).toBe('内置字典的编码不能修改！');
    const retitle = await t.post('/api/sys/dic/save', { id: row.id, code: row.code, title: '难度' }, admin);
    expect(retitle.code).toBe(0);
    expect((await t.post<DicRecord>('/api/sys/dic/detail', { id: row.id }, admin)).data.title).toBe('难度');
  });
});

describe('dictionary values', () => {
  it('answers the tree minus excludes (array or comma string) to any signed-in user', async () => {
    const { token } = await loginStudent(t);
    const all = await t.post<DicValueNode[]>('/api/sys/dic/value/tree', { dicCode: 'qu_type' }, token);
    expect(all.code).toBe(0);
    expect(all.data.map((n) => n.value)).toEqual(['1', '2', '3', '4', '5', '6', '99']);
    expect(all.data[0]).toMatchObject({ parentId: '0', value: '1', title: '单选题', builtIn: true, children: [] });
    const some = await t.post<DicValueNode[]>(
      '/api/sys/dic/value/tree',
      { dicCode: 'qu_type', excludes: ['4', 99] },
      token,
    );
    expect(some.data.map((n) => n.value)).toEqual(['1', '2', '3', '5', '6']);
    const str = await t.post<DicValueNode[]>('/api/sys/dic/value/tree?excludes=1,2', { dicCode: 'qu_type' }, token);
    expect(str.data.map((n) => n.value)).toEqual(['3', '4', '5', '6', '99']);
    expect((await t.post('/api/sys/dic/value/tree', { dicCode: 'qu_type' })).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await t.post('/api/sys/dic/value/tree', {}, token)).msg).toBe('字典编码不能为空！');
  });

  it('nests values, excludes whole subtrees and refuses cycles and orphaned children', async () => {
    await t.post('/api/sys/dic/save', { code: 'region', title: '地区' }, admin);
    const cn = await t.post<{ id: string }>(
      '/api/sys/dic/value/save',
      { dicCode: 'region', value: 'cn', title: '中国', sort: 1 },
      admin,
    );
    const bj = await t.post<{ id: string }>(
      '/api/sys/dic/value/save',
      { dicCode: 'region', parentId: cn.data.id, value: 'bj', title: '北京' },
      admin,
    );
    await t.post('/api/sys/dic/value/save', { dicCode: 'region', value: 'us', title: '美国', sort: 2 }, admin);
    const tree = await t.post<DicValueNode[]>('/api/sys/dic/value/tree', { dicCode: 'region' }, admin);
    expect(titles(tree.data)).toEqual(['中国', '北京', '美国']);
    expect(tree.data[0].children[0]).toMatchObject({ id: bj.data.id, parentId: cn.data.id, builtIn: false });
    const minus = await t.post<DicValueNode[]>('/api/sys/dic/value/tree', { dicCode: 'region', excludes: 'cn' }, admin);
    expect(titles(minus.data)).toEqual(['美国']);

    const cycle = await t.post(
      '/api/sys/dic/value/save',
      { id: cn.data.id, dicCode: 'region', parentId: bj.data.id, value: 'cn', title: '中国' },
      admin,
    );
    expect(cycle.msg).toBe('上级字典值不能是自己或自己的下级！');
    const dup = await t.post('/api/sys/dic/value/save', { dicCode: 'region', value: 'us', title: 'x' }, admin);
    expect(dup.msg).toBe('字典值“us”已存在！');
    const noDic = await t.post('/api/sys/dic/value/save', { dicCode: 'nope', value: 'a', title: 'a' }, admin);
    expect(noDic).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: '字典“nope”不存在！' });
    expect((await t.post('/api/sys/dic/value/delete', { ids: [cn.data.id] }, admin)).msg).toBe(
      '请先删除下级字典值“北京”！',
    );
    expect((await t.post('/api/sys/dic/value/delete', { ids: [cn.data.id, bj.data.id] }, admin)).code).toBe(0);
  });

  it('changes titles of built-in values at once in _dictText, but not their value, and never deletes them', async () => {
    expect(await dictText('user_state', '1')).toBe('禁用');
    const tree = await t.post<DicValueNode[]>('/api/sys/dic/value/tree', { dicCode: 'user_state' }, admin);
    const disabled = tree.data.find((n) => n.value === '1') as DicValueNode;
    const save = { id: disabled.id, dicCode: 'user_state', value: '1', title: '已停用', sort: disabled.sort };
    expect((await t.post('/api/sys/dic/value/save', save, admin)).code).toBe(0);
    expect(await dictText('user_state', '1')).toBe('已停用');

    const changeValue = await t.post('/api/sys/dic/value/save', { ...save, value: '9' }, admin);
    expect(changeValue.msg).toBe('内置字典值的值不能修改，只能修改标题和排序！');
    const del = await t.post('/api/sys/dic/value/delete', { ids: [disabled.id] }, admin);
    expect(del.msg).toBe('内置字典值“已停用”不能删除！');

    // A new value of a built-in dictionary may be added and removed again.
    const extra = await t.post<{ id: string }>(
      '/api/sys/dic/value/save',
      { dicCode: 'user_state', value: 7, title: '冻结' },
      admin,
    );
    expect(await dictText('user_state', '7')).toBe('冻结');
    await t.post('/api/sys/dic/value/delete', { ids: [extra.data.id] }, admin);
    expect(await dictText('user_state', '7')).toBe('');
  });
});

describe('permissions', () => {
  it('a staff member allowed to add only cannot edit through the same save call', async () => {
    const roleId = await createStaffRole(t, ['m-sys', 'm-sys-dic', 'm-fn-sys-dic-add']);
    const u = await createUser(t, { roleIds: [roleId] });
    const { token } = await login(t, u.userName);
    const created = await t.post<{ id: string }>('/api/sys/dic/save', { code: 'color', title: '颜色' }, token);
    expect(created.code).toBe(0);
    const edit = await t.post('/api/sys/dic/save', { id: created.data.id, code: 'color', title: '色' }, token);
    expect(edit.code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post('/api/sys/dic/delete', { ids: [created.data.id] }, token)).code).toBe(ErrorCode.FORBIDDEN);
  });
});
