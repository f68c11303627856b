import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { buildSiblingApp, buildTestApp } from '../../../test/build-test-app.ts';
import { newLearner } from '../../../test/exam-helpers.ts';
import { kvEnv } from '../../../test/kv-env.ts';
import { pngOf, uploadAs } from '../../../test/upload-helpers.ts';

// Audit finding 8: the quota was read once at the start of a request and recorded only at its end, so
// 20 parallel uploads passed a 3-files quota and 3 parallel 700 KB uploads passed a 1 MB quota.

const KB = 1024;
const MB = 1024 * KB;

/** An app (and, with Redis, a second process on the same database and kv) with the given daily quota. */
async function quotaApps(quota: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-test-quota-race-'));
  const env = { ...kvEnv(), DATA_DIR: dataDir, ...quota };
  const a = await buildTestApp(env);
  const b = process.env.REDIS_URL ? await buildSiblingApp(a, env) : a;
  const storedBytes = () =>
    fs.existsSync(path.join(dataDir, 'upload'))
      ? fs
          .readdirSync(path.join(dataDir, 'upload'), { recursive: true })
          .filter((f) => String(f).endsWith('.png'))
          .reduce((sum, f) => sum + fs.statSync(path.join(dataDir, 'upload', String(f))).size, 0)
      : 0;
  const close = async () => {
    if (b !== a) await b.close();
    await a.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { a, b, storedBytes, close };
}

describe('the daily upload quota holds under parallel uploads', () => {
  it('20 parallel uploads with UPLOAD_DAILY_FILES=3: exactly 3 accepted', async () => {
    const q = await quotaApps({ UPLOAD_DAILY_FILES: '3' });
    try {
      const l = await newLearner(q.a);
      const res = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          uploadAs(i % 2 ? q.b : q.a, l.token, [{ name: `${i}.png`, content: pngOf(100) }]),
        ),
      );
      const codes = res.map((r) => r.code);
      expect(codes.filter((c) => c === 0)).toHaveLength(3);
      expect(codes.filter((c) => c === ErrorCode.TOO_MANY)).toHaveLength(17);
      expect((await uploadAs(q.a, l.token, [{ name: 'late.png', content: pngOf(100) }])).code).toBe(ErrorCode.TOO_MANY);
    } finally {
      await q.close();
    }
  });

  it('3 parallel 700 KB uploads with UPLOAD_DAILY_MB=1: at most 1 MB stored, refusals give their bytes back', async () => {
    const q = await quotaApps({ UPLOAD_DAILY_MB: '1' });
    try {
      const l = await newLearner(q.a);
      const res = await Promise.all(
        [0, 1, 2].map((i) => uploadAs(i % 2 ? q.b : q.a, l.token, [{ name: `${i}.png`, content: pngOf(700 * KB) }])),
      );
      const ok = res.filter((r) => r.code === 0).length;
      expect(ok).toBeLessThanOrEqual(1);
      for (const r of res.filter((x) => x.code !== 0)) {
        expect(r).toMatchObject({ code: ErrorCode.TOO_MANY, msg: expect.stringMatching(/^今日上传已达上限/) });
      }
      expect(q.storedBytes()).toBeLessThanOrEqual(MB);
      // What the refused uploads had reserved was given back: the rest of the day's megabyte is usable.
      const left = MB - ok * 700 * KB;
      expect((await uploadAs(q.a, l.token, [{ name: 'rest.png', content: pngOf(left - 10 * KB) }])).code).toBe(0);
      expect((await uploadAs(q.a, l.token, [{ name: 'over.png', content: pngOf(20 * KB) }])).code).toBe(
        ErrorCode.TOO_MANY,
      );
      expect(q.storedBytes()).toBeLessThanOrEqual(MB);
    } finally {
      await q.close();
    }
  });

  it('the day count starts from uploads already recorded (a restart keeps the quota)', async () => {
    const q = await quotaApps({ UPLOAD_DAILY_FILES: '3' });
    try {
      const l = await newLearner(q.a);
      expect(
        (
          await uploadAs(
            q.a,
            l.token,
            [1, 2].map((i) => ({ name: `${i}.png`, content: pngOf(50) })),
          )
        ).code,
      ).toBe(0);
      // A fresh kv (process restart without Redis, or a flushed Redis): the counters start from sys_upload.
      for (const k of ['n', 'b']) {
        const d = new Date();
        const day = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
        await q.a.ctx.kv.del(`upload-q:${k}:${l.id}:${day}`);
      }
      const res = await uploadAs(
        q.a,
        l.token,
        [1, 2].map((i) => ({ name: `x${i}.png`, content: pngOf(50) })),
      );
      expect(res.code).toBe(ErrorCode.TOO_MANY);
      expect((await uploadAs(q.a, l.token, [{ name: 'last.png', content: pngOf(50) }])).code).toBe(0);
    } finally {
      await q.close();
    }
  });
});
