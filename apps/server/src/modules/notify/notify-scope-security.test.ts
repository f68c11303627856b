import { ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login, loginAdmin } from '../../../test/factories.ts';
import { createUserAdmin } from '../../../test/user-helpers.ts';

/** Issue 10 (audit finding 13): staff send template messages only to users within their data scope. */
let t: TestApp;
let admin: string;
let tmplId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  const page = await t.post<{ records: Array<{ id: string; state: number }> }>(
    '/api/notify/tmpl/paging',
    { current: 1, size: 50, params: {} },
    admin,
  );
  tmplId = page.data.records.find((r) => r.state === 0)?.id as string;
});
afterAll(() => t.close());

const MENUS = ['m-sys', 'm-sys-tmpl', 'm-fn-sys-tmpl-edit'];
const send = (userIds: string[], token: string) =>
  t.post<{ sent: number }>('/api/notify/tmpl/send', { id: tmplId, userIds, vars: { title: '系统升级' } }, token);
const unread = async (token: string) => (await t.post<number>('/api/sys/user/msg/count-unread', {}, token)).data;

describe('/api/notify/tmpl/send follows the data scope', () => {
  it('refuses a self-scoped staff member messaging admin, and sends nothing', async () => {
    const ed = await createUserAdmin(t, { dataScope: 1, roleLevel: 8, deptCode: 'A01A01', menus: MENUS });
    const before = await unread(admin);
    const res = await send(['10001'], ed.session.token);
    expect(res).toMatchObject({
      code: ErrorCode.FAIL,
      msg: '所选用户中有1人不在您的管理范围内，只能给自己管理范围内的用户发送消息，请重新选择！',
    });
    expect(await unread(admin)).toBe(before);
    // Oneself is within a self scope.
    expect((await send([ed.user.id], ed.session.token)).data).toEqual({ sent: 1 });
  });

  it('refuses a batch with any user outside a department scope, and sends within it', async () => {
    const ed = await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02', menus: MENUS });
    const inside = await createUser(t, { deptCode: 'A01A02' });
    const outside = await createUser(t, { deptCode: 'A01A01' });
    const insideToken = (await login(t, inside.userName)).token;
    const res = await send([inside.id, outside.id, 'no-such-user'], ed.session.token);
    expect(res.msg).toBe('所选用户中有2人不在您的管理范围内，只能给自己管理范围内的用户发送消息，请重新选择！');
    expect(await unread(insideToken)).toBe(0);
    expect((await send([inside.id], ed.session.token)).data).toEqual({ sent: 1 });
    expect(await unread(insideToken)).toBe(1);
    // The super administrator (scope all) reaches everyone.
    expect((await send([inside.id, outside.id], admin)).data).toEqual({ sent: 2 });
  });
});
