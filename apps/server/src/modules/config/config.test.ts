import { ErrorCode, type MenuRoute, type SiteData, type SwitchConfig } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createStaffRole,
  createUser,
  login,
  loginAdmin,
  loginStudent,
  presetCaptcha,
} from '../../../test/factories.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const base = {
  siteName: '新学考平台',
  frontLogo: '/upload/2026/01/01/front.png',
  backLogo: '/upload/2026/01/01/back.png',
  mpCode: '',
  h5Host: 'https://m.example.com/',
  tmpDir: '/tmp/xuekao/',
  copyRight: '© 新学考',
};

describe('base configuration', () => {
  it('answers tmpDir only to a caller holding sys:config:view', async () => {
    const anon = await t.post<SiteData>('/api/sys/config/detail', { id: '1' });
    expect(anon.data.tmpDir).toBeUndefined();
    const student = await t.post<SiteData>('/api/sys/config/detail', {}, (await loginStudent(t)).token);
    expect(student.data.tmpDir).toBeUndefined();
    const adm = await t.post<SiteData>('/api/sys/config/detail', {}, admin);
    expect(adm.data.tmpDir).toBe('');
  });

  it('a save shows in the public detail at once', async () => {
    expect((await t.post<SiteData>('/api/sys/config/detail')).data.siteName).toBe('学考在线学习考试系统');
    expect((await t.post('/api/sys/config/save', base, admin)).code).toBe(0);
    const pub = await t.post<SiteData>('/api/sys/config/detail');
    const { tmpDir: _admin, ...publicFields } = base;
    expect(pub.data).toMatchObject(publicFields);
    expect('tmpDir' in pub.data).toBe(false);
    expect((await t.post<SiteData>('/api/sys/config/detail', {}, admin)).data.tmpDir).toBe('/tmp/xuekao/');
  });

  it('validates the base form', async () => {
    const bad = async (patch: Record<string, string>) =>
      (await t.post('/api/sys/config/save', { ...base, ...patch }, admin)).msg;
    expect(await bad({ siteName: '  ' })).toBe('系统名称不能为空！');
    expect(await bad({ h5Host: 'm.example.com' })).toBe('H5地址必须以 http:// 或 https:// 开头，以 / 结尾！');
    expect(await bad({ tmpDir: 'tmp/' })).toBe('临时目录必须以 / 或盘符开头，以 / 结尾！');
    expect(await bad({ tmpDir: 'D:/tmp' })).toBe('临时目录必须以 / 或盘符开头，以 / 结尾！');
    expect((await t.post('/api/sys/config/save', { ...base, tmpDir: 'D:\\tmp\\' }, admin)).code).toBe(0);
  });

  it('module switches take the module out of the menus at once', async () => {
    const names = (routes: MenuRoute[]): string[] => routes.flatMap((r) => [r.name, ...names(r.children)]);
    const before = await t.post<MenuRoute[]>('/api/sys/menu/routes', {}, admin);
    expect(names(before.data)).toContain('ListExam');
    await t.post('/api/sys/config/save', { ...base, props: { moduleExam: false } }, admin);
    const after = await t.post<MenuRoute[]>('/api/sys/menu/routes', {}, admin);
    expect(names(after.data)).not.toContain('ListExam');
    expect(names(after.data)).toContain('ListCourse');
    expect((await t.post<SiteData>('/api/sys/config/detail')).data.props).toMatchObject({
      moduleExam: false,
      moduleCourse: true,
    });
    await t.post('/api/sys/config/save', { ...base, props: { moduleExam: true } }, admin);
  });

  it('saving needs sys:config:save', async () => {
    const roleId = await createStaffRole(t, ['m-sys', 'm-sys-config']);
    const u = await createUser(t, { roleIds: [roleId] });
    const { token } = await login(t, u.userName);
    expect((await t.post<SiteData>('/api/sys/config/detail', {}, token)).data.tmpDir).toBeDefined();
    expect((await t.post('/api/sys/config/save', base, token)).code).toBe(ErrorCode.FORBIDDEN);
    expect(
      (await t.post('/api/sys/config/prop/save', { type: 'live', provider: 'aliyun', data: '{}' }, token)).code,
    ).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('switches', () => {
  it('round-trips the switches and registration follows them at once', async () => {
    const sw = (await t.post<SwitchConfig>('/api/sys/config/switch/detail', {}, admin)).data;
    expect(sw).toMatchObject({ userReg: true, userAudit: false, userDeptType: 0 });
    const off = { ...sw, userReg: false, mobileLogin: true, loginTick: 1 };
    expect((await t.post('/api/sys/config/switch/save', off, admin)).code).toBe(0);
    expect((await t.post<SwitchConfig>('/api/sys/config/switch/detail', {}, admin)).data).toMatchObject(off);
    expect((await t.post<SiteData>('/api/sys/config/detail')).data).toMatchObject({
      userReg: false,
      mobileLogin: true,
    });

    const reg = {
      userName: 'newbie1',
      realName: '新人',
      password: 'abc123',
      deptCode: 'A01A01',
      ...(await presetCaptcha(t, 'reg-k1')),
    };
    const refused = await t.post('/api/sys/user/reg', reg, undefined);
    expect(refused.success).toBe(false);
    await t.post('/api/sys/config/switch/save', { ...sw, userReg: true }, admin);
    expect((await t.post<SiteData>('/api/sys/config/detail')).data.userReg).toBe(true);
  });

  it('a partial switch body changes only the fields sent (issue 17)', async () => {
    const before = (await t.post<SwitchConfig>('/api/sys/config/switch/detail', {}, admin)).data;
    await t.post('/api/sys/config/switch/save', { ...before, userAudit: true, loginCaptcha: true }, admin);
    expect((await t.post('/api/sys/config/switch/save', { mobileLogin: !before.mobileLogin }, admin)).code).toBe(0);
    const after = (await t.post<SwitchConfig>('/api/sys/config/switch/detail', {}, admin)).data;
    expect(after).toEqual({ ...before, userAudit: true, loginCaptcha: true, mobileLogin: !before.mobileLogin });
    await t.post('/api/sys/config/switch/save', before, admin);
  });

  it('refuses bad switch values', async () => {
    const sw = (await t.post<SwitchConfig>('/api/sys/config/switch/detail', {}, admin)).data;
    expect((await t.post('/api/sys/config/switch/save', { ...sw, loginTick: 5 }, admin)).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
  });
});
