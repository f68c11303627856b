import { PagingRequestSchema } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';
import { pageWindow, toPage } from './paging.ts';
import { hashPassword, verifyPassword } from './password.ts';

describe('ids', () => {
  it('are unique, time-ordered strings', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\d{15,19}$/);
    const sorted = [...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    expect(sorted).toEqual(ids);
  });
});

describe('paging', () => {
  it('reads {current,size,params,orders} with defaults and caps size at 5000', () => {
    expect(PagingRequestSchema.parse({})).toMatchObject({ current: 1, size: 10, params: {}, orders: [] });
    expect(PagingRequestSchema.parse({ current: '3', size: 99999 })).toMatchObject({ current: 3, size: 5000 });
    expect(PagingRequestSchema.safeParse({ current: 0 }).success).toBe(false);
  });

  it('answers {records,total,size,current,pages}', () => {
    const req = { current: 2, size: 20 };
    expect(pageWindow(req)).toEqual({ limit: 20, offset: 20 });
    expect(toPage([1, 2], 41, req)).toEqual({ records: [1, 2], total: 41, size: 20, current: 2, pages: 3 });
    expect(toPage([], 0, req).pages).toBe(0);
  });
});

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('secret12');
    const b = await hashPassword('secret12');
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret12', a)).toBe(true);
    expect(await verifyPassword('secret13', a)).toBe(false);
    expect(await verifyPassword('secret12', 'md5$abc')).toBe(false);
  });
});
