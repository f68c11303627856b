import { type CertVerify, ErrorCode, type GrantRow, type MyGrant, type Page } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Envelope, type TestApp } from '../../../test/build-test-app.ts';
import { certBody, grantOk, grantsOf, saveCertOk, setPersonal } from '../../../test/cert-helpers.ts';
import { createUser, login, loginAdmin } from '../../../test/factories.ts';
import { maskName } from './cert.presenter.ts';
import { CONFIRM_PER_HOUR, WRONG_PER_NUMBER_DAY } from './cert-list.service.ts';

/**
 * Issue 24 item 8: verification by number no longer gives the holder's full name to anyone holding a
 * number (numbers were sequential: neighbours were enumerated), a wrong name is no fast oracle, and a
 * revoked certificate's PDF is refused even at an address signed before the revocation.
 */

let t: TestApp;
let admin: string;
let certId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  certId = await saveCertOk(t, admin, certBody({ title: '特种作业证书', validMonths: 0, numberPrefix: 'TZ' }));
});
afterAll(() => t.close());

let ipSeq = 0;
/** A verification call from its own address (each test its own, so the per-address counters stay apart). */
async function verifyFrom(ip: string, body: Record<string, string>): Promise<Envelope<CertVerify>> {
  const res = await t.raw({ method: 'POST', url: '/api/cert/verify', payload: body, remoteAddress: ip });
  return res.json() as Envelope<CertVerify>;
}
const freshIp = () => `10.24.8.${++ipSeq}`;

async function holder(realName: string) {
  const u = await createUser(t, { realName });
  await grantOk(t, admin, { certId, userIds: [u.id] });
  const [g] = await grantsOf(t, u.id);
  return { id: u.id, userName: u.userName, number: g.number, grantId: g.id };
}

describe('masking', () => {
  it('keeps the first and last character, the middle as *', () => {
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张')).toBe('张');
    expect(maskName('欧阳修文')).toBe('欧**文');
    expect(maskName('John Smith')).toBe('J********h');
    expect(maskName('𠀀𠀁𠀂')).toBe('𠀀*𠀂');
    expect(maskName('')).toBe('');
  });
});

describe('verification by number', () => {
  it('answers the name masked to anyone with the number', async () => {
    const h = await holder('张三丰');
    const res = await verifyFrom(freshIp(), { number: h.number });
    expect(res.data).toMatchObject({ realName: '张*丰', confirmed: false, state: 'valid', title: '特种作业证书' });
    expect(JSON.stringify(res)).not.toContain('张三丰');
  });

  it('answers the full name when the caller gives it exactly, or the holder ID number', async () => {
    const h = await holder('张三丰');
    await setPersonal(t, h.id, { idCard: '11010119900101123X' });
    const ip = freshIp();
    expect((await verifyFrom(ip, { number: h.number, name: '张三丰' })).data).toMatchObject({
      realName: '张三丰',
      confirmed: true,
    });
    expect((await verifyFrom(ip, { number: h.number, idCard: '11010119900101123x' })).data).toMatchObject({
      realName: '张三丰',
      confirmed: true,
    });
  });

  it('a wrong name (or ID) answers the masked name, like no name at all', async () => {
    const h = await holder('张三丰');
    const ip = freshIp();
    const wrong: Array<Record<string, string>> = [
      { name: '张四丰' },
      { name: '张*丰' },
      { name: '张三' },
      { idCard: '110101199001011234' },
    ];
    for (const body of wrong) {
      const res = await verifyFrom(ip, { number: h.number, ...body });
      expect(res.data).toMatchObject({ realName: '张*丰', confirmed: false });
    }
  });

  it('name confirmations are throttled per address, with a clear message', async () => {
    const h = await holder('李寻欢');
    const ip = freshIp();
    for (let i = 0; i < CONFIRM_PER_HOUR; i++) {
      expect((await verifyFrom(ip, { number: h.number, name: `李${i}欢` })).data.confirmed).toBe(false);
    }
    // Even the right name now: the address is out of tries (no oracle faster than this).
    expect(await verifyFrom(ip, { number: h.number, name: '李寻欢' })).toMatchObject({
      code: ErrorCode.TOO_MANY,
      msg: '姓名核验过于频繁，请1小时后再试！',
      success: false,
    });
    // Looking the number up without a name still works (masked).
    expect((await verifyFrom(ip, { number: h.number })).data.realName).toBe('李*欢');
  });

  it('wrong confirmations of one certificate are capped across addresses', async () => {
    const h = await holder('王重阳');
    for (let i = 0; i < WRONG_PER_NUMBER_DAY; i++) {
      expect((await verifyFrom(freshIp(), { number: h.number, name: `王${i}阳` })).data.confirmed).toBe(false);
    }
    expect(await verifyFrom(freshIp(), { number: h.number, name: '王重阳' })).toMatchObject({
      code: ErrorCode.TOO_MANY,
      msg: '该证书的姓名核验错误次数过多，请明天再试！',
    });
  });

  it('new numbers carry a random part: consecutive grants are not neighbours', async () => {
    const a = await holder('甲');
    const b = await holder('乙');
    expect(a.number).toMatch(/^TZ\d{8}\d{6}\d{6}$/);
    const seqA = Number(a.number.slice(10, 16));
    expect(Number(b.number.slice(10, 16))).toBe(seqA + 1);
    // The neighbour's number with the first one's random part is not a certificate.
    const guess = `${b.number.slice(0, 16)}${a.number.slice(16)}`;
    if (guess !== b.number) expect((await verifyFrom(freshIp(), { number: guess })).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('a revoked certificate PDF', () => {
  it('an address signed before the revocation now answers refused; none is signed after it', async () => {
    const h = await holder('赵敏');
    const learner = (await login(t, h.userName)).token;
    const [mine] = (await t.post<MyGrant[]>('/api/cert/grant/my-list', {}, learner)).data;
    expect(mine.certFilePdf).toMatch(/^\/upload\/cert\/.+\.pdf\?exp=\d+&sig=/);
    const before = await t.raw({ method: 'GET', url: mine.certFilePdf });
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    expect((await t.post('/api/cert/grant/revoke', { ids: [h.grantId] }, admin)).code).toBe(0);
    for (const method of ['GET', 'HEAD'] as const) {
      const after = await t.raw({ method, url: mine.certFilePdf });
      expect(after.statusCode).toBe(404);
    }
    // Staff still see the revoked grant, without a PDF address.
    const staff = await t.post<Page<GrantRow>>(
      '/api/cert/grant/paging',
      { current: 1, size: 100, params: { certId, state: 'revoked' } },
      admin,
    );
    const row = staff.data.records.find((r) => r.id === h.grantId);
    expect(row).toMatchObject({ state: 'revoked', certFilePdf: '' });
    const detail = await t.post<GrantRow>('/api/cert/grant/detail', { id: h.grantId }, admin);
    expect(detail.data.certFilePdf).toBe('');
  });

  it('the PDF of a grant still standing is served', async () => {
    const h = await holder('周芷若');
    const learner = (await login(t, h.userName)).token;
    const [mine] = (await t.post<MyGrant[]>('/api/cert/grant/my-list', {}, learner)).data;
    expect((await t.raw({ method: 'GET', url: mine.certFilePdf })).statusCode).toBe(200);
  });
});
