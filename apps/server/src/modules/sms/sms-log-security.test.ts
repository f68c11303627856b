import { sysSmsLog } from '@server/db/schema/index.ts';
import { newId } from '@server/lib/ids.ts';
import { type Page, type SmsLogRecord, SmsType } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStaffRole, createUser, login, presetCaptcha } from '../../../test/factories.ts';
import { kvEnv } from '../../../test/kv-env.ts';
import { SMS_NOT_CONFIGURED } from './sms.service.ts';

// Audit finding 6: staff with only the SMS log menu read a password-reset code of admin and reset admin.

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ ...kvEnv(), LOG_LEVEL: 'info' }, { logStream: { write: (l: string) => lines.push(l) } });
});
afterAll(() => t.close());

let n = 0;
const sendSms = async (app: TestApp, mobile: string, smsType: number) =>
  app.post('/api/sys/user/sms', { mobile, smsType, ...(await presetCaptcha(app, `sms-log-${n++}`)) });

describe('no SMS code is readable by staff', () => {
  it('staff with the SMS log menu cannot read the reset code of admin', async () => {
    const mobile = '13912300001';
    // A super administrator with a bound mobile, as admin in the audit.
    await createUser(t, { mobile, roleIds: ['sa'] });
    expect((await sendSms(t, mobile, SmsType.FORGOT)).code).toBe(0);
    const code = (await t.ctx.kv.get(`sms:${SmsType.FORGOT}:${mobile}`))!;
    expect(code).toMatch(/^\d{6}$/);
    // A reset code is delivered after the answer (the answer must not tell whether the mobile is bound).
    await vi.waitFor(async () =>
      expect((await t.ctx.db.select().from(sysSmsLog)).some((r) => r.mobile === mobile)).toBe(true),
    );

    const staff = await createUser(t, { roleIds: [await createStaffRole(t, ['m-sys', 'm-sys-sms'])] });
    const token = (await login(t, staff.userName)).token;
    const res = await t.raw({
      method: 'POST',
      url: '/api/sys/sms/paging',
      headers: { 'content-type': 'application/json', token },
      payload: JSON.stringify({ params: { mobile } }),
    });
    const page = (res.json() as { data: Page<SmsLogRecord> }).data;
    expect(page.records[0]).toMatchObject({ mobile, smsType: SmsType.FORGOT, code: '' });
    expect(res.body).not.toContain(code);
    // Nor is it stored anywhere a database reader could find it.
    const rows = (await t.ctx.db.select().from(sysSmsLog)).filter((r) => r.mobile === mobile);
    expect(rows.length).toBe(1);
    expect(rows.every((r) => r.code === '')).toBe(true);
    // The development provider writes it to the server log only (outside production).
    expect(lines.some((l) => l.includes(code))).toBe(true);
  });

  it('codes stored in the log before this rule are not shown', async () => {
    const mobile = '13912300002';
    await t.ctx.db.insert(sysSmsLog).values({ id: newId(), mobile, smsType: 1, code: '654321', provider: 'dev' });
    const admin = (await login(t, 'admin', 'admin123')).token;
    const page = await t.post<Page<SmsLogRecord>>('/api/sys/sms/paging', { params: { mobile } }, admin);
    expect(page.data.records.map((r) => r.code)).toEqual(['']);
  });

  it('in production without a real SMS provider, sending is refused, never silently "sent"', async () => {
    const prod = await buildTestApp(
      { ...kvEnv(), NODE_ENV: 'production', LOG_LEVEL: 'info' },
      {
        logStream: { write: (l: string) => lines.push(l) },
      },
    );
    try {
      const mobile = '13912300003';
      await createUser(prod, { mobile, roleIds: ['sa'] });
      const res = await sendSms(prod, mobile, SmsType.FORGOT);
      expect(res).toMatchObject({ code: expect.any(Number), msg: SMS_NOT_CONFIGURED });
      expect(res.code).not.toBe(0);
      expect(await prod.ctx.kv.get(`sms:${SmsType.FORGOT}:${mobile}`)).toBeNull();
      expect((await prod.ctx.db.select().from(sysSmsLog)).filter((r) => r.mobile === mobile)).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
