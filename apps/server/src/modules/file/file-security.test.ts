import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSiblingApp, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, newLearner, startPaper } from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { fetchUpload, pngOf, uploadAs } from '../../../test/upload-helpers.ts';
import { signedUrl } from './private-files.ts';

/**
 * Issue 10 item 8 (photos of learners are private) and the upload quota of item 10: each test performs
 * the attack of the audit and sees it fail.
 */

let t: TestApp;
let admin: string;
let repoId: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-test-filesec-'));
  t = await buildTestApp({ DATA_DIR: dataDir, DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  repoId = (await createExamBank(t, admin)).repoId;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PHOTO = `data:image/png;base64,${pngOf(40).toString('base64')}`;
const bare = (url: string) => url.split('?')[0] as string;

/** A learner's paper with one camera photo; answers the photo's address as ExamWatch hands it to staff. */
async function captureAddress(): Promise<string> {
  const examId = await createExam(
    t,
    admin,
    examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6, camOn: true }),
  );
  const l = await newLearner(t);
  const paperId = await startPaper(t, l.token, examId);
  expect((await t.post('/api/paper/capture/save', { paperId, base64: PHOTO }, l.token)).code).toBe(0);
  const caps = await t.post<Array<{ fileUrl: string }>>('/api/exam/watch/captures', { paperId }, admin);
  return caps.data[0]?.fileUrl ?? '';
}

describe('exam captures are private', () => {
  it('the bare /upload address of a capture answers 404; the signed one is private, not cacheable by others', async () => {
    const signed = await captureAddress();
    // An unguessable name: 128 random bits, not a time-ordered snowflake id.
    expect(bare(signed)).toMatch(/^\/upload\/capture\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const ok = await fetchUpload(t, signed);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['content-security-policy']).toBe('sandbox');
    const attack = await fetchUpload(t, bare(signed));
    expect(attack.statusCode).toBe(404);
    const missing = await fetchUpload(t, '/upload/capture/2026/01/01/00000000000000000000000000000000.png');
    expect(attack.body).toBe(missing.body);
  });

  it('a forged, moved or borrowed signature is refused', async () => {
    const a = new URL(await captureAddress(), 'http://x');
    const b = new URL(await captureAddress(), 'http://x');
    const later = `${a.pathname}?exp=${Number(a.searchParams.get('exp')) + 600}&sig=${a.searchParams.get('sig')}`;
    expect((await fetchUpload(t, later)).statusCode).toBe(404);
    const borrowed = `${b.pathname}?exp=${a.searchParams.get('exp')}&sig=${a.searchParams.get('sig')}`;
    expect((await fetchUpload(t, borrowed)).statusCode).toBe(404);
    expect((await fetchUpload(t, `${a.pathname}?exp=9999999999&sig=AAAA`)).statusCode).toBe(404);
  });

  it('a signed address stops working when it expires', async () => {
    const url = bare(await captureAddress());
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now - 3 * 3600_000);
    const old = await signedUrl(t.ctx, url);
    spy.mockRestore();
    expect(old).toMatch(/\?exp=\d+&sig=/);
    expect((await fetchUpload(t, old)).statusCode).toBe(404);
  });

  it('ExamWatch paging hands out the latest photo signed too; another server process accepts the signature', async () => {
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6, camOn: true }),
    );
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    await t.post('/api/paper/capture/save', { paperId, base64: PHOTO }, l.token);
    const page = await t.post<{ records: Array<{ lastCapture: string }> }>(
      '/api/exam/watch/paging',
      { current: 1, size: 10, params: { examId } },
      admin,
    );
    const last = page.data.records[0]?.lastCapture ?? '';
    expect(last).toMatch(/^\/upload\/capture\/.+\?exp=\d+&sig=/);
    const sibling = await buildSiblingApp(t, { DATA_DIR: dataDir });
    try {
      expect((await fetchUpload(sibling, last)).statusCode).toBe(200);
      expect((await fetchUpload(sibling, bare(last))).statusCode).toBe(404);
    } finally {
      await sibling.close();
    }
  });

  it('a paper stores at most 6 photos a minute (no filling the disk through capture/save)', async () => {
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6, camOn: true }),
    );
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      codes.push((await t.post('/api/paper/capture/save', { paperId, base64: PHOTO }, l.token)).code);
    }
    expect(codes).toEqual([0, 0, 0, 0, 0, 0, ErrorCode.TOO_MANY, ErrorCode.TOO_MANY]);
    const caps = await t.post<unknown[]>('/api/exam/watch/captures', { paperId }, admin);
    expect(caps.data).toHaveLength(6);
  });

  it('learners get no capture addresses (ExamWatch needs exam:watch)', async () => {
    const l = await newLearner(t);
    expect((await t.post('/api/exam/watch/captures', { paperId: '1' }, l.token)).code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('uploads never run as pages of the site', () => {
  it('public images stay public and cacheable, with nosniff and a sandbox policy; documents download', async () => {
    const l = await newLearner(t);
    const img = await uploadAs(t, l.token, [{ name: 'cover.png', content: pngOf(50) }]);
    expect(img.code).toBe(0);
    expect(img.data.url).toMatch(/^\/upload\/\d{4}\/\d{2}\/\d{2}\/\d+\.png$/);
    const res = await fetchUpload(t, img.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['content-disposition']).toBeUndefined();
    // A PDF with HTML inside is never shown as a page of this origin.
    const pdf = await uploadAs(t, l.token, [
      { name: 'a.pdf', content: Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>') },
    ]);
    const doc = await fetchUpload(t, pdf.data.url);
    expect(doc.headers['content-disposition']).toBe('attachment');
    expect(doc.headers['content-security-policy']).toBe('sandbox');
    // SVG and HTML are not accepted at all.
    for (const name of ['x.svg', 'x.html']) {
      const r = await uploadAs(t, l.token, [{ name, content: Buffer.from('<svg onload="alert(1)"/>') }]);
      expect(r.code).toBe(ErrorCode.FAIL);
    }
  });
});

describe('daily upload quota', () => {
  let q: TestApp;
  let qDir: string;
  beforeAll(async () => {
    qDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-test-quota-'));
    // 1,000 bytes and 3 files a day.
    q = await buildTestApp({ DATA_DIR: qDir, UPLOAD_DAILY_MB: String(1000 / (1024 * 1024)), UPLOAD_DAILY_FILES: '3' });
  });
  afterAll(async () => {
    await q.close();
    fs.rmSync(qDir, { recursive: true, force: true });
  });
  const stored = () =>
    fs.existsSync(path.join(qDir, 'upload'))
      ? fs.readdirSync(path.join(qDir, 'upload'), { recursive: true }).filter((f) => String(f).endsWith('.png'))
      : [];

  it('bytes over the day quota are refused with 10010005 and nothing is kept', async () => {
    const l = await newLearner(q);
    expect((await uploadAs(q, l.token, [{ name: 'a.png', content: pngOf(600) }])).code).toBe(0);
    const before = stored().length;
    const over = await uploadAs(q, l.token, [{ name: 'b.png', content: pngOf(600) }]);
    expect(over).toMatchObject({ code: ErrorCode.TOO_MANY, msg: expect.stringMatching(/^今日上传已达上限/) });
    expect(stored().length).toBe(before);
    // Another user has a quota of their own.
    const other = await newLearner(q);
    expect((await uploadAs(q, other.token, [{ name: 'c.png', content: pngOf(600) }])).code).toBe(0);
  });

  it('files over the day count are refused with 10010005', async () => {
    const l = await newLearner(q);
    const three = await uploadAs(
      q,
      l.token,
      [1, 2, 3].map((i) => ({ name: `${i}.png`, content: pngOf(20) })),
    );
    expect(three.code).toBe(0);
    const fourth = await uploadAs(q, l.token, [{ name: '4.png', content: pngOf(20) }]);
    expect(fourth).toMatchObject({ code: ErrorCode.TOO_MANY, msg: expect.stringMatching(/^今日上传文件数已达上限/) });
  });
});
