import {
  ErrorCode,
  type ImportRowError,
  type Page,
  type SessionInfo,
  USER_IMPORT_HEADERS,
  type UserView,
} from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login, loginAdmin, loginStudent } from '../../../test/factories.ts';
import { createUserAdmin, multipart, sheetOf, xlsxOf } from '../../../test/user-helpers.ts';

let t: TestApp;
let admin: SessionInfo;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t);
});
afterAll(() => t.close());

const upload = async (files: Array<{ name: string; data: Buffer }>, token = admin.token) => {
  const { payload, headers } = multipart(files);
  const res = await t.raw({ method: 'POST', url: '/api/sys/user/import', payload, headers: { ...headers, token } });
  return res.json() as { code: number; msg: string; data: unknown };
};
const countUsers = async () =>
  (await t.post<Page<UserView>>('/api/sys/user/paging', { size: 1, params: { state: -1 } }, admin.token)).data.total;
const row = (name: string, o: Partial<Record<string, string>> = {}) => [
  o.userName ?? name,
  o.realName ?? `姓名${name}`,
  o.password ?? 'abc12345',
  o.deptCode ?? 'A01A01',
  o.deptName ?? '',
  o.roles ?? '学员',
  o.mobile ?? '',
  o.email ?? '',
  o.idCard ?? '',
];

describe('/api/sys/user/import/template', () => {
  it('downloads the template: header row and an example row', async () => {
    const res = await t.raw({ method: 'POST', url: '/api/sys/user/import/template', headers: { token: admin.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('用户导入模板.xlsx')}`);
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual(USER_IMPORT_HEADERS);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 6)).toEqual(['zhangsan01', '张三', 'abc12345', 'A01A01', '研发中心', '学员']);
  });
});

describe('/api/sys/user/import', () => {
  it('imports 200 users in one go, quickly, with their roles and departments', async () => {
    const tag = `im${Date.now().toString(36)}`;
    const rows = Array.from({ length: 200 }, (_, i) =>
      row(`${tag}${String(i).padStart(3, '0')}`, {
        roles: i % 10 === 0 ? '教师,学员' : '学员',
        password: i % 3 === 0 ? 'xyz98765' : 'abc12345',
        deptCode: i % 2 ? 'A01A01' : '',
        deptName: i % 2 ? '' : '市场部',
        mobile: `139${String(Date.now() % 1e4).padStart(4, '0')}${String(i).padStart(4, '0')}`,
      }),
    );
    const before = await countUsers();
    const started = Date.now();
    const res = await upload([{ name: 'users.xlsx', data: await xlsxOf(USER_IMPORT_HEADERS, rows) }]);
    const ms = Date.now() - started;
    expect(res).toMatchObject({ code: 0, data: { count: 200 } });
    expect(ms).toBeLessThan(10_000);
    console.log(`import of 200 users took ${ms} ms`);
    expect(await countUsers()).toBe(before + 200);
    const list = await t.post<Page<UserView>>(
      '/api/sys/user/paging',
      { size: 5000, params: { name: tag } },
      admin.token,
    );
    expect(list.data.total).toBe(200);
    const first = list.data.records.find((r) => r.userName === `${tag}000`);
    expect(first).toMatchObject({ deptCode: 'A01A02', roleNames: ['教师', '学员'], roleType: 2 });
    await login(t, `${tag}001`, 'abc12345');
    await login(t, `${tag}003`, 'xyz98765');
  });

  it('writes nothing when any row fails and reports every bad row by its number', async () => {
    const tag = `bad${Date.now().toString(36)}`;
    const taken = await createUser(t, { mobile: '13700001111' });
    const rows = [
      row(`${tag}1`),
      row(`${tag}2`, { deptCode: 'ZZZ' }),
      row(`${tag}3`),
      row(`${tag}3`),
      row(`${tag}5`, { password: 'abc' }),
      row(taken.userName),
      row(`${tag}7`, { roles: '校长' }),
      row(`${tag}8`, { mobile: '123' }),
      row(`${tag}9`, { mobile: '13700001111' }),
      row(`${tag}10`, { deptCode: '', deptName: '' }),
      row(`${tag}11`, { roles: '' }),
    ];
    const before = await countUsers();
    const res = await upload([{ name: 'users.xlsx', data: await xlsxOf(USER_IMPORT_HEADERS, rows) }]);
    expect(res.code).toBe(ErrorCode.FAIL);
    expect(res.msg).toMatch(/^导入失败，共9行有错误：第3行：部门编码不存在；第5行：账号与第4行重复；第6行：密码必须/);
    const errors = res.data as ImportRowError[];
    expect(errors.map((e) => e.row)).toEqual([3, 5, 6, 7, 8, 9, 10, 11, 12]);
    const byRow = new Map(errors.map((e) => [e.row, e.message]));
    expect(byRow.get(7)).toBe('账号已存在');
    expect(byRow.get(8)).toBe('角色不存在：校长');
    expect(byRow.get(9)).toBe('手机号码格式不正确');
    expect(byRow.get(10)).toBe('手机号已被其他账号使用');
    expect(byRow.get(11)).toBe('部门不能为空');
    expect(byRow.get(12)).toBe('至少要包含一个角色');
    expect(await countUsers()).toBe(before);
  });

  it('checks rows against the caller: departments outside the scope and higher roles', async () => {
    const mgr = await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02' });
    const tag = `mg${Date.now().toString(36)}`;
    const data = await xlsxOf(USER_IMPORT_HEADERS, [
      row(`${tag}1`, { deptCode: 'A01A02' }),
      row(`${tag}2`, { deptCode: 'A01A01' }),
      row(`${tag}3`, { deptCode: 'A01A02', roles: '超级管理员' }),
    ]);
    const res = await upload([{ name: 'u.xlsx', data }], mgr.session.token);
    expect(res.data).toEqual([
      { row: 3, message: '部门不在您的管理范围内' },
      { row: 4, message: '不能分配级别高于自己的角色：超级管理员' },
    ]);
  });

  it('accepts one .xlsx file only', async () => {
    const data = await xlsxOf(USER_IMPORT_HEADERS, [row(`one${Date.now().toString(36)}`)]);
    expect((await upload([{ name: 'users.xls', data }])).msg).toBe('只能上传.xlsx格式的文件！');
    expect((await upload([{ name: 'users.csv', data: Buffer.from('a,b') }])).msg).toBe('只能上传.xlsx格式的文件！');
    const two = await upload([
      { name: 'a.xlsx', data },
      { name: 'b.xlsx', data },
    ]);
    expect(two.msg).toBe('每次只能上传 1 个文件');
    expect((await upload([])).msg).toBe('请选择要导入的.xlsx文件！');
    expect((await upload([{ name: 'fake.xlsx', data: Buffer.from('not a zip') }])).msg).toContain('无法读取文件');
    const wrongHeaders = await xlsxOf(['名字', '电话'], [['a', 'b']]);
    expect((await upload([{ name: 'w.xlsx', data: wrongHeaders }])).msg).toContain('模板不正确，缺少列：账号');
    expect((await upload([{ name: 'e.xlsx', data: await xlsxOf(USER_IMPORT_HEADERS, []) }])).msg).toBe(
      '文件中没有可导入的数据！',
    );
    expect((await t.post('/api/sys/user/import', {}, admin.token)).code).toBe(ErrorCode.BAD_PARAMS);
  });

  it('refuses a learner', async () => {
    const s = await loginStudent(t);
    const data = await xlsxOf(USER_IMPORT_HEADERS, [row('x1')]);
    expect((await upload([{ name: 'u.xlsx', data }], s.token)).code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('/api/sys/user/export', () => {
  it('downloads the filtered list as .xlsx', async () => {
    const tag = `ex${Date.now().toString(36)}`;
    await createUser(t, { userName: `${tag}b`, realName: '乙', deptCode: 'A01A02', roleIds: ['teacher'] });
    await createUser(t, { userName: `${tag}a`, realName: '甲' });
    await createUser(t, { userName: `${tag}c`, state: 1 });
    const res = await t.raw({
      method: 'POST',
      url: '/api/sys/user/export',
      headers: { token: admin.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ params: { name: tag }, orders: [{ column: 'userName', asc: true }] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('用户列表.xlsx')}`);
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual([
      '账号',
      '姓名',
      '部门编码',
      '部门名称',
      '角色',
      '手机号',
      '邮箱',
      '身份证号',
      '状态',
      '创建时间',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 5))).toEqual([
      [`${tag}a`, '甲', 'A01A01', '研发中心', '学员'],
      [`${tag}b`, '乙', 'A01A02', '市场部', '教师'],
    ]);
    expect(rows[1][8]).toBe('正常');
  });

  it('exports only the data scope of a staff member, and answers the envelope on error', async () => {
    const tag = `exs${Date.now().toString(36)}`;
    await createUser(t, { userName: `${tag}in`, deptCode: 'A01A02' });
    await createUser(t, { userName: `${tag}out`, deptCode: 'A01A01' });
    const mgr = await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02' });
    const res = await t.raw({
      method: 'POST',
      url: '/api/sys/user/export',
      headers: { token: mgr.session.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ params: { name: tag } }),
    });
    expect((await sheetOf(res.rawPayload)).slice(1).map((r) => r[0])).toEqual([`${tag}in`]);
    const s = await loginStudent(t);
    const refused = await t.raw({ method: 'POST', url: '/api/sys/user/export', headers: { token: s.token } });
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json()).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: '权限不足' });
  });
});
