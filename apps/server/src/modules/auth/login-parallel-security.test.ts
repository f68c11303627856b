import { ErrorCode, type SessionInfo } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Envelope, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, PASSWORD, presetCaptcha } from '../../../test/factories.ts';
import { kvEnv } from '../../../test/kv-env.ts';
import { ADDRESS_CAPTCHA_AFTER, ADDRESS_REFUSE_AFTER, CAPTCHA_AFTER } from './login-guard.ts';

// Audit finding 5: the counters were read before the password compare and raised after it, so a burst of
// parallel guesses all read 0, skipped the captcha and the address limit (149 of 150 compared).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(kvEnv());
});
afterAll(() => t.close());

let seq = 0;
const nextIp = () => `10.77.${(seq >> 8) & 255}.${seq++ & 255}`;

async function loginFrom(body: object, ip: string): Promise<Envelope<SessionInfo>> {
  const res = await t.raw({
    method: 'POST',
    url: '/api/sys/user/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
  return res.json() as Envelope<SessionInfo>;
}

function tally(codes: number[]): Record<number, number> {
  const m: Record<number, number> = {};
  for (const c of codes) m[c] = (m[c] ?? 0) + 1;
  return m;
}

describe('login counters hold under parallel guesses', () => {
  it('150 parallel guesses at one account without captcha: at most 3 compare a password', async () => {
    const u = await createUser(t);
    const ip = nextIp();
    const n = 150;
    const res = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        loginFrom({ username: u.userName, password: i === n - 1 ? PASSWORD : `wrong-${i}` }, ip),
      ),
    );
    const codes = tally(res.map((r) => r.code));
    // A compared attempt answers 90010002 (or 0 for the right password); every other one needs the captcha.
    const compared = (codes[ErrorCode.BAD_CREDENTIALS] ?? 0) + (codes[0] ?? 0);
    expect(compared).toBeLessThanOrEqual(CAPTCHA_AFTER);
    // Past the address limit of attempts in flight at once, the rest are refused outright.
    expect((codes[ErrorCode.CAPTCHA_WRONG] ?? 0) + (codes[ErrorCode.TOO_MANY] ?? 0)).toBe(n - compared);
    // Afterwards the captcha is required; the right password with a right captcha signs in.
    expect((await loginFrom({ username: u.userName, password: 'wrong-x' }, ip)).code).toBe(ErrorCode.CAPTCHA_WRONG);
    const captcha = await presetCaptcha(t, `par-${ip}`);
    expect((await loginFrom({ username: u.userName, password: PASSWORD, ...captcha }, ip)).code).toBe(0);
    // Success clears the account: the next wrong guess is compared again without a captcha.
    expect((await loginFrom({ username: u.userName, password: 'wrong-y' }, nextIp())).code).toBe(
      ErrorCode.BAD_CREDENTIALS,
    );
  });

  it('parallel guesses at many accounts from one address: only the address allowance compares without captcha', async () => {
    const ip = nextIp();
    const n = ADDRESS_CAPTCHA_AFTER * 2;
    const res = await Promise.all(
      Array.from({ length: n }, (_, i) => loginFrom({ username: `par-spray${i}-${ip}`, password: 'guess-123' }, ip)),
    );
    const codes = tally(res.map((r) => r.code));
    const compared = codes[ErrorCode.BAD_CREDENTIALS] ?? 0;
    expect(compared).toBeGreaterThan(0);
    expect(compared).toBeLessThanOrEqual(ADDRESS_CAPTCHA_AFTER);
    expect(codes[ErrorCode.CAPTCHA_WRONG]).toBe(n - compared);
  });

  it('parallel guesses with solved captchas: the address is refused past its limit', async () => {
    const ip = nextIp();
    const n = ADDRESS_REFUSE_AFTER + 30;
    const res = await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const captcha = await presetCaptcha(t, `par-refuse-${ip}-${i}`);
        return loginFrom({ username: `par-r${i}-${ip}`, password: 'guess-123', ...captcha }, ip);
      }),
    );
    const codes = tally(res.map((r) => r.code));
    const compared = codes[ErrorCode.BAD_CREDENTIALS] ?? 0;
    expect(compared).toBeGreaterThan(0);
    expect(compared).toBeLessThanOrEqual(ADDRESS_REFUSE_AFTER);
    expect(codes[ErrorCode.TOO_MANY]).toBe(n - compared);
  }, 60_000);

  it('successful sign-ins from one address (a school behind NAT) do not count against it', async () => {
    const ip = nextIp();
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    for (let round = 0; round < Math.ceil((ADDRESS_CAPTCHA_AFTER + 5) / users.length); round++) {
      const res = await Promise.all(users.map((u) => loginFrom({ username: u.userName, password: PASSWORD }, ip)));
      expect(res.map((r) => r.code)).toEqual(Array(users.length).fill(0));
    }
  }, 60_000);
});
