import { type CertVerify, ErrorCode, type GrantRow, type MyGrant, type Page } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  certBody,
  certStaff,
  expireGrant,
  grantOk,
  grantsOf,
  grantsOfCert,
  hasPoppler,
  pdfPng,
  pdfText,
  saveCertOk,
  setPersonal,
} from '../../../test/cert-helpers.ts';
import { createUser, login, loginAdmin } from '../../../test/factories.ts';
import { sheetOf } from '../../../test/user-helpers.ts';

let t: TestApp;
let admin: string;
let certId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  certId = await saveCertOk(t, admin, certBody({ title: '安全员证书', validMonths: 24, numberPrefix: 'AQ' }));
});
afterAll(() => t.close());

async function learner(o: { deptCode?: string; realName?: string } = {}) {
  const u = await createUser(t, o);
  return { id: u.id, token: (await login(t, u.userName)).token };
}
const myList = (token: string) => t.post<MyGrant[]>('/api/cert/grant/my-list', {}, token);
const staffPage = (params: Record<string, unknown>, token = admin) =>
  t.post<Page<GrantRow>>('/api/cert/grant/paging', { current: 1, size: 100, params }, token);
const verify = (number: string) => t.post<CertVerify>('/api/cert/verify', { number });

describe('granting', () => {
  it('grants once per learner and source; numbers follow <prefix><yyyyMMdd><6 digits>; expiry from validMonths', async () => {
    const a = await learner();
    expect(await grantOk(t, admin, { certId, userIds: [a.id] })).toEqual({ granted: 1, skipped: 0 });
    expect(await grantOk(t, admin, { certId, userIds: [a.id, a.id] })).toEqual({ granted: 0, skipped: 1 });
    const rows = await grantsOf(t, a.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].number).toMatch(/^AQ\d{8}\d{12,}$/);
    const expire = rows[0].expireTime as Date;
    const months =
      (expire.getFullYear() - rows[0].grantTime.getFullYear()) * 12 + expire.getMonth() - rows[0].grantTime.getMonth();
    expect(months).toBe(24);
    const forever = await saveCertOk(t, admin, certBody({ validMonths: 0 }));
    await grantOk(t, admin, { certId: forever, userIds: [a.id] });
    const list = (await myList(a.token)).data;
    expect(list.map((g) => g.expireTime === null)).toEqual([true, false]);
    expect(list[1]).toMatchObject({
      title: '安全员证书',
      grantType: 1,
      grantType_dictText: '手动发放',
      state: 'valid',
    });
  });

  it('numbers stay unique under 50 concurrent grants, and one learner granted concurrently holds one', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => createUser(t)));
    const same = await createUser(t);
    const results = await Promise.all([
      ...users.map((u) => t.post('/api/cert/grant/grant-batch', { certId, userIds: [u.id] }, admin)),
      ...Array.from({ length: 5 }, () => t.post('/api/cert/grant/grant-batch', { certId, userIds: [same.id] }, admin)),
    ]);
    expect(results.every((r) => r.code === 0)).toBe(true);
    const rows = await grantsOfCert(t, certId);
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    expect(rows.filter((r) => r.userId === same.id)).toHaveLength(1);
  });

  it('grants a department (and below) within the caller data scope only', async () => {
    const staff = await certStaff(t, { deptCode: 'A01A02', dataScope: 3 });
    const inside = await learner({ deptCode: 'A01A02' });
    const disabled = await createUser(t, { deptCode: 'A01A02', state: 1 });
    const outside = await learner({ deptCode: 'A01A03' });
    const cert = await saveCertOk(t, admin);
    expect(
      (await t.post('/api/cert/grant/grant-batch', { certId: cert, userIds: [outside.id] }, staff.token)).msg,
    ).toBe('所选用户不存在或超出您的数据范围！');
    expect((await t.post('/api/cert/grant/grant-batch', { certId: cert, deptCodes: ['A01'] }, staff.token)).msg).toBe(
      '所选部门超出您的数据范围！',
    );
    const res = await grantOk(t, staff.token, { certId: cert, deptCodes: ['A01A02'] });
    expect(res.granted).toBeGreaterThanOrEqual(1);
    expect(await grantsOf(t, inside.id)).toHaveLength(1);
    expect(await grantsOf(t, disabled.id)).toHaveLength(0);
    expect(await grantsOf(t, outside.id)).toHaveLength(0);
    // The staff list shows only holders in the scope.
    const seen = (await staffPage({ certId: cert }, staff.token)).data.records;
    expect(seen.every((g) => g.deptCode.startsWith('A01A02'))).toBe(true);
    await grantOk(t, admin, { certId: cert, userIds: [outside.id] });
    expect((await staffPage({ certId: cert }, staff.token)).data.records.map((g) => g.userId)).not.toContain(
      outside.id,
    );
    const hidden = (await grantsOf(t, outside.id))[0].id;
    expect((await t.post('/api/cert/grant/revoke', { ids: [hidden] }, staff.token)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.post('/api/cert/grant/detail', { id: hidden }, staff.token)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses a disabled template and an empty pick', async () => {
    const off = await saveCertOk(t, admin, certBody({ state: 1 }));
    expect((await t.post('/api/cert/grant/grant-batch', { certId: off, userIds: ['10002'] }, admin)).msg).toBe(
      '该证书已禁用，不能发放！',
    );
    expect((await t.post('/api/cert/grant/grant-batch', { certId }, admin)).msg).toBe('请选择要发放证书的用户或部门！');
  });
});

describe('the PDF', () => {
  it('is rendered with the learner Chinese name, stored privately and served by a signed address', async () => {
    const zhang = await learner({ realName: '张三丰' });
    await setPersonal(t, zhang.id, { idCard: '110101199001011234' });
    await grantOk(t, admin, { certId, userIds: [zhang.id] });
    const [mine] = (await myList(zhang.token)).data;
    expect(mine.certFilePdf).toMatch(/^\/upload\/cert\/.+\.pdf\?exp=\d+&sig=/);
    const file = await t.raw({ method: 'GET', url: mine.certFilePdf });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await t.raw({ method: 'GET', url: mine.certFilePdf.split('?')[0] })).statusCode).toBe(404);
    if (!hasPoppler())
      return console.warn('poppler-utils missing (apt-get install poppler-utils): PDF text not checked');
    const text = pdfText(file.rawPayload);
    expect(text).toContain('张三丰');
    expect(text).toContain('110101199001011234');
    expect(text).toContain(mine.number);
    expect(pdfPng(file.rawPayload).subarray(1, 4).toString()).toBe('PNG');
  });

  it('renders again on demand', async () => {
    const u = await learner();
    await grantOk(t, admin, { certId, userIds: [u.id] });
    const before = (await grantsOf(t, u.id))[0];
    const res = await t.post<{ count: number }>('/api/cert/grant/render', { ids: [before.id] }, admin);
    expect(res.data.count).toBe(1);
    const after = (await grantsOf(t, u.id))[0];
    expect(after.pdfUrl).not.toBe(before.pdfUrl);
  });
});

describe('revoke, expiry, ownership and verification', () => {
  it('a revoked grant stays for staff, leaves the learner list, and verifies as 已撤销', async () => {
    const u = await learner();
    await grantOk(t, admin, { certId, userIds: [u.id] });
    const [g] = await grantsOf(t, u.id);
    expect((await t.post('/api/cert/grant/revoke', { ids: [g.id] }, admin)).code).toBe(0);
    expect((await myList(u.token)).data).toEqual([]);
    expect((await t.post<Page<MyGrant>>('/api/cert/grant/my-paging', { size: 100 }, u.token)).data.total).toBe(0);
    expect((await t.post('/api/cert/grant/detail', { id: g.id }, u.token)).code).toBe(ErrorCode.NOT_FOUND);
    const staff = (await staffPage({ state: 'revoked' })).data.records.find((r) => r.id === g.id);
    expect(staff).toMatchObject({ state: 'revoked', state_text: '已撤销' });
    expect(staff?.revokeTime).toBeTruthy();
    expect((await verify(g.number)).data).toMatchObject({ state: 'revoked', state_text: '已撤销' });
  });

  it('an expired grant shows as 已过期 to the learner and in verification', async () => {
    const u = await learner();
    await grantOk(t, admin, { certId, userIds: [u.id] });
    const [g] = await grantsOf(t, u.id);
    await expireGrant(t, g.id);
    expect((await myList(u.token)).data[0]).toMatchObject({ state: 'expired', state_text: '已过期' });
    expect((await verify(g.number)).data.state).toBe('expired');
    expect((await staffPage({ state: 'expired' })).data.records.map((r) => r.id)).toContain(g.id);
    expect((await staffPage({ state: 'valid' })).data.records.map((r) => r.id)).not.toContain(g.id);
  });

  it('learner A cannot read B certificate; each sees only their own', async () => {
    const a = await learner();
    const b = await learner();
    await grantOk(t, admin, { certId, userIds: [a.id, b.id] });
    const [gb] = await grantsOf(t, b.id);
    expect((await t.post('/api/cert/grant/detail', { id: gb.id }, a.token)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.post<GrantRow>('/api/cert/grant/detail', { id: gb.id }, b.token)).data.userId).toBe(b.id);
    expect((await myList(a.token)).data.map((g) => g.number)).not.toContain(gb.number);
    expect((await t.post<GrantRow>('/api/cert/grant/detail', { id: gb.id }, admin)).code).toBe(0);
  });

  it('verification is public and tells nothing personal but the holder name (masked; full when confirmed)', async () => {
    const u = await learner({ realName: '李四' });
    await setPersonal(t, u.id, { idCard: '110101199001019999', mobile: '13800001111' });
    await grantOk(t, admin, { certId, userIds: [u.id] });
    const [g] = await grantsOf(t, u.id);
    const res = await verify(g.number);
    expect(Object.keys(res.data).sort()).toEqual(
      [
        'authority',
        'confirmed',
        'expireTime',
        'grantTime',
        'number',
        'realName',
        'state',
        'state_text',
        'title',
      ].sort(),
    );
    expect(res.data).toMatchObject({ realName: '李*', title: '安全员证书', state: 'valid', state_text: '有效' });
    expect(JSON.stringify(res)).not.toMatch(/李四|110101199001019999|13800001111|userId|certFilePdf/);
    const sure = await t.post<CertVerify>('/api/cert/verify', { number: g.number, name: '李四' });
    expect(sure.data).toMatchObject({ realName: '李四', confirmed: true });
    expect(JSON.stringify(sure)).not.toMatch(/110101199001019999|13800001111|userId|certFilePdf/);
    expect(await verify('AQ00000000000000')).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      msg: '证书不存在，请核对证书编号！',
    });
  });

  it('lists by user name and grant type, and exports the filtered list', async () => {
    const u = await learner({ realName: '王五导出' });
    await grantOk(t, admin, { certId, userIds: [u.id] });
    const page = (await staffPage({ userName: '王五导出', grantType: 1 })).data;
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({
      realName: '王五导出',
      grantType_dictText: '手动发放',
      deptCode_dictText: '研发中心',
    });
    const res = await t.raw({
      method: 'POST',
      url: '/api/cert/grant/export',
      payload: { params: { userName: '王五导出' } },
      headers: { token: admin },
    });
    expect(res.statusCode).toBe(200);
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0].slice(0, 4)).toEqual(['证书编号', '证书名称', '账号', '姓名']);
    expect(rows).toHaveLength(2);
    expect(rows[1][3]).toBe('王五导出');
  });
});
