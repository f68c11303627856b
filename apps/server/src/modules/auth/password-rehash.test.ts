import { loadConfig } from '@server/config.ts';
import { DEFAULT_HASH_N, hashPassword, needsRehash, verifyPassword } from '@server/lib/password.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login, PASSWORD } from '../../../test/factories.ts';
import { findUserByName, updateUserById } from '../user/user.queries.ts';

/** This file runs at the production cost (the other route tests use 2^14 to stay fast). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PASSWORD_HASH_N: String(DEFAULT_HASH_N) });
});
afterAll(() => t.close());

const costOf = (hash: string) => hash.split('$').slice(1, 4).map(Number);

describe('scrypt cost', () => {
  it('defaults to N=2^17, r=8, p=1 and refuses a weaker or malformed PASSWORD_HASH_N', () => {
    expect(DEFAULT_HASH_N).toBe(131072);
    expect(loadConfig({}).PASSWORD_HASH_N).toBe(131072);
    expect(() => loadConfig({ PASSWORD_HASH_N: '1024' })).toThrow(/PASSWORD_HASH_N/);
    expect(() => loadConfig({ PASSWORD_HASH_N: '100000' })).toThrow(/PASSWORD_HASH_N/);
  });

  it('hashes new passwords at N=131072 (maxmem allows it)', async () => {
    const h = await hashPassword('secret12');
    expect(costOf(h)).toEqual([131072, 8, 1]);
    expect(await verifyPassword('secret12', h)).toBe(true);
    expect(needsRehash(h)).toBe(false);
  });

  it('rehashes an old N=16384 hash at the next successful login, not after a failed one', async () => {
    const u = await createUser(t);
    await updateUserById(t.ctx.db, u.id, { password: await hashPassword(PASSWORD, 16384) });
    const before = (await findUserByName(t.ctx.db, u.userName))!.password;
    expect(costOf(before)[0]).toBe(16384);

    const failed = await t.post('/api/sys/user/login', { username: u.userName, password: 'wrong-pass1' });
    expect(failed.code).not.toBe(0);
    expect((await findUserByName(t.ctx.db, u.userName))!.password).toBe(before);

    await login(t, u.userName);
    const after = (await findUserByName(t.ctx.db, u.userName))!.password;
    expect(costOf(after)).toEqual([131072, 8, 1]);
    expect(await verifyPassword(PASSWORD, after)).toBe(true);
    // The new hash works for the next login and is not replaced again.
    await login(t, u.userName);
    expect((await findUserByName(t.ctx.db, u.userName))!.password).toBe(after);
  });
});
