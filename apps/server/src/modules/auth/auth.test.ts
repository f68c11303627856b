import { ErrorCode, type SessionInfo, TEXTS } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login, loginAdmin, loginStudent, PASSWORD, presetCaptcha } from '../../../test/factories.ts';
import { findUserByName } from '../user/user.queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const loginBody = (username: string, password: string, extra: object = {}) => ({ username, password, ...extra });

describe('login', () => {
  it('answers the session of the seeded admin (staff, every permission) and student (learner)', async () => {
    const admin = await loginAdmin(t);
    expect(admin.token).toMatch(/^[\w-]{20,}$/);
    expect(admin.roleType).toBe(2);
    expect(admin.permissions).toEqual(
      expect.arrayContaining(['exam:add', 'course:add', 'repo:list', 'cert:list', 'sys:notice:list']),
    );
    expect(admin).not.toHaveProperty('password');
    const student = await loginStudent(t);
    expect(student.roleType).toBe(1);
    expect(student.permissions).toEqual([]);
    expect(student.deptCode_dictText).toBe('研发中心');
  });

  it('checks the password first; unknown accounts answer like wrong passwords; disabled or pending after', async () => {
    const unknown = await t.post('/api/sys/user/login', loginBody('nobody-here', 'x1'));
    expect(unknown).toMatchObject({ code: ErrorCode.BAD_CREDENTIALS, msg: '账号或密码错误！', success: false });
    const disabled = await createUser(t, { state: 1 });
    expect((await t.post('/api/sys/user/login', loginBody(disabled.userName, 'wrong1'))).code).toBe(
      ErrorCode.BAD_CREDENTIALS,
    );
    const r1 = await t.post('/api/sys/user/login', loginBody(disabled.userName, PASSWORD));
    expect(r1).toMatchObject({ code: ErrorCode.USER_DISABLED, msg: '账号被禁用，请联系管理员！', success: false });
    const pending = await createUser(t, { state: 2 });
    expect((await t.post('/api/sys/user/login', loginBody(pending.userName, PASSWORD))).code).toBe(
      ErrorCode.USER_PENDING,
    );
    const u = await createUser(t);
    const r2 = await t.post('/api/sys/user/login', loginBody(u.userName, 'wrong-pass1'));
    expect(r2).toMatchObject({ code: ErrorCode.BAD_CREDENTIALS, msg: '账号或密码错误！' });
  });

  it('stores passwords as salted scrypt hashes', async () => {
    const row = await findUserByName(t.ctx.db, 'admin');
    expect(row?.password).toMatch(/^scrypt\$/);
    expect(row?.password).not.toContain('admin123');
  });

  it('asks for the captcha after 3 failures and never locks the account', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 3; i++) await t.post('/api/sys/user/login', loginBody(u.userName, 'bad-pass1'));
    const needCaptcha = await t.post('/api/sys/user/login', loginBody(u.userName, PASSWORD));
    expect(needCaptcha.code).toBe(ErrorCode.CAPTCHA_WRONG);
    const wrong = await t.post(
      '/api/sys/user/login',
      loginBody(u.userName, PASSWORD, { captchaKey: 'k1', captchaValue: 'zzzz' }),
    );
    expect(wrong).toMatchObject({ code: ErrorCode.CAPTCHA_WRONG, msg: '验证码错误或已失效，请点击图片刷新验证码！' });
    const ok = await t.post<SessionInfo>(
      '/api/sys/user/login',
      loginBody(u.userName, PASSWORD, await presetCaptcha(t, 'k2')),
    );
    expect(ok.code).toBe(0);

    // Ten failures (in parallel: each answer past the third is slowed down) do not lock the owner out.
    const v = await createUser(t);
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) =>
        t.post('/api/sys/user/login', loginBody(v.userName, 'bad-pass1', await presetCaptcha(t, `v${i}`))),
      ),
    );
    const after = await t.post(
      '/api/sys/user/login',
      loginBody(v.userName, PASSWORD, await presetCaptcha(t, 'v-last')),
    );
    expect(after.code).toBe(0);
  });

  it('requires the captcha on every login when the loginCaptcha switch is on', async () => {
    const sw = await t.ctx.settings.switches();
    await t.ctx.settings.saveSwitches({ ...sw, loginCaptcha: true });
    try {
      expect((await t.post('/api/sys/user/login', loginBody('admin', 'admin123'))).code).toBe(ErrorCode.CAPTCHA_WRONG);
      const captcha = await presetCaptcha(t, 'sw1');
      expect((await t.post('/api/sys/user/login', loginBody('admin', 'admin123', captcha))).code).toBe(0);
      // a captcha answer is used up by one login
      expect((await t.post('/api/sys/user/login', loginBody('admin', 'admin123', captcha))).code).toBe(
        ErrorCode.CAPTCHA_WRONG,
      );
    } finally {
      await t.ctx.settings.saveSwitches(sw);
    }
  });

  it('validates the body with clear messages', async () => {
    expect(await t.post('/api/sys/user/login', {})).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: '账号不能为空！',
    });
    expect(await t.post('/api/sys/user/login', { username: 'admin' })).toMatchObject({
      code: 10010001,
      msg: '密码不能为空！',
    });
  });
});

describe('sessions', () => {
  it('info needs a live token; logout ends it and always succeeds', async () => {
    expect((await t.post('/api/sys/user/info')).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await t.post('/api/sys/user/info', undefined, 'not-a-token')).code).toBe(ErrorCode.SESSION_EXPIRED);
    const s = await loginStudent(t);
    const info = await t.post<SessionInfo>('/api/sys/user/info', undefined, s.token);
    expect(info.data).toMatchObject({ userName: 'student', roleType: 1, unreadMsg: 0 });
    expect((await t.post('/api/sys/user/logout', undefined, s.token)).code).toBe(0);
    expect((await t.post('/api/sys/user/info', undefined, s.token)).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await t.post('/api/sys/user/logout', undefined, s.token)).code).toBe(0);
    expect((await t.post('/api/sys/user/logout')).code).toBe(0);
  });

  it('keeps several sessions with loginTick 0 and ends earlier ones with loginTick 1', async () => {
    const u = await createUser(t);
    const a = await login(t, u.userName);
    const b = await login(t, u.userName);
    expect((await t.post('/api/sys/user/info', {}, a.token)).code).toBe(0);
    const sw = await t.ctx.settings.switches();
    await t.ctx.settings.saveSwitches({ ...sw, loginTick: 1 });
    try {
      const c = await login(t, u.userName);
      expect((await t.post('/api/sys/user/info', {}, a.token)).code).toBe(ErrorCode.SESSION_EXPIRED);
      expect((await t.post('/api/sys/user/info', {}, b.token)).code).toBe(ErrorCode.SESSION_EXPIRED);
      expect((await t.post('/api/sys/user/info', {}, c.token)).code).toBe(0);
    } finally {
      await t.ctx.settings.saveSwitches(sw);
    }
  });

  it('stores only a hash of the token and survives the in-process cache being dropped', async () => {
    const s = await loginStudent(t);
    const rows = await t.ctx.db.query.sysSession.findMany();
    expect(rows.some((r) => r.tokenHash === s.token)).toBe(false);
    // a second app process on the same database (no shared memory) still resolves the token
    const other = new (t.ctx.sessions.constructor as typeof import('@server/plugins/auth/sessions.ts').Sessions)(
      (await import('@server/plugins/auth/session.queries.ts')).dbSessionStore(t.ctx.db),
      t.ctx.bus,
      3600_000,
      t.app.log,
    );
    expect((await other.resolve(s.token))?.userName).toBe('student');
  });
});

describe('profile and password', () => {
  it('updates one’s own profile', async () => {
    const u = await createUser(t);
    const s = await login(t, u.userName);
    expect((await t.post('/api/sys/user/update', { realName: '李四', email: 'li@example.com' }, s.token)).code).toBe(0);
    const info = await t.post<SessionInfo>('/api/sys/user/info', {}, s.token);
    expect(info.data).toMatchObject({ realName: '李四', email: 'li@example.com' });
    expect((await t.post('/api/sys/user/update', { email: 'nope' }, s.token)).msg).toBe('邮箱格式不正确！');
  });

  it('changes the password with the spec rules and ends every session', async () => {
    const u = await createUser(t);
    const s = await login(t, u.userName);
    const rule = await t.post(
      '/api/sys/user/update-pass',
      { oldPassword: PASSWORD, password: 'abcdef', confirm: 'abcdef' },
      s.token,
    );
    expect(rule).toMatchObject({ code: 10010001, msg: TEXTS.passwordRule['zh-CN'] });
    const mismatch = await t.post(
      '/api/sys/user/update-pass',
      { oldPassword: PASSWORD, password: 'abc123', confirm: 'abc124' },
      s.token,
    );
    expect(mismatch.msg).toBe(TEXTS.passwordMismatch['zh-CN']);
    const empty = await t.post(
      '/api/sys/user/update-pass',
      { oldPassword: '', password: 'abc123', confirm: 'abc123' },
      s.token,
    );
    expect(empty.msg).toBe(TEXTS.oldPasswordEmpty['zh-CN']);
    const wrongOld = await t.post(
      '/api/sys/user/update-pass',
      { oldPassword: 'nope123', password: 'abc123', confirm: 'abc123' },
      s.token,
    );
    expect(wrongOld.code).toBe(ErrorCode.OLD_PASSWORD_WRONG);
    const ok = await t.post(
      '/api/sys/user/update-pass',
      { oldPassword: PASSWORD, password: 'abc123', confirm: 'abc123' },
      s.token,
    );
    expect(ok.code).toBe(0);
    expect((await t.post('/api/sys/user/info', {}, s.token)).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await login(t, u.userName, 'abc123')).userName).toBe(u.userName);
  });
});
