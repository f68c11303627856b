import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SessionInfo } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, newLearner, startPaper } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { fetchUpload, pngOf, uploadAs } from '../../../../test/upload-helpers.ts';
import { findFaceLogs } from '../../file/file.queries.ts';
import { getUserById, updateUserById } from '../../user/user.queries.ts';
import { privatizeLegacyFaces } from './face-legacy.ts';

/**
 * Issue 10 item 8: the learner's face reference photo is private, changes only to the learner's own
 * upload, never during an exam, and every change is logged.
 */

let t: TestApp;
let admin: string;
let repoId: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-test-facesec-'));
  // No face provider: these tests are about where the photo lives, not what it shows (face-photo-security.test.ts).
  t = await buildTestApp({ DATA_DIR: dataDir, DEADLINE_SWEEP_SECONDS: '0', FACE_LOCAL_DEFAULT: 'off' });
  admin = (await loginAdmin(t)).token;
  repoId = (await createExamBank(t, admin)).repoId;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const bare = (url: string) => url.split('?')[0] as string;
const updateFace = (token: string, face: string) => t.post('/api/sys/user/update-face', { face }, token);
const info = async (token: string) => (await t.post<SessionInfo>('/api/sys/user/info', {}, token)).data;
/** The face tab's upload: `biz=face` before the file. */
const uploadFace = async (token: string) =>
  (await uploadAs(t, token, [{ name: 'me.png', content: pngOf(80) }], { biz: 'face' })).data.url;

describe('face photos are private', () => {
  it('the face upload has an unguessable name and is served only through its signed address', async () => {
    const l = await newLearner(t);
    const signed = await uploadFace(l.token);
    expect(signed).toMatch(/^\/upload\/face\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    expect((await fetchUpload(t, bare(signed))).statusCode).toBe(404);
    const ok = await fetchUpload(t, signed);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toMatch(/^private/);
    expect((await updateFace(l.token, signed)).code).toBe(0);
    // Stored without a signature; its owner is handed a fresh signed address.
    expect((await getUserById(t.ctx.db, l.id)).face).toBe(bare(signed));
    const face = (await info(l.token)).face;
    expect(bare(face)).toBe(bare(signed));
    expect((await fetchUpload(t, face)).statusCode).toBe(200);
  });

  it('a face photo may not be a gif or a document', async () => {
    const l = await newLearner(t);
    const pdf = await uploadAs(t, l.token, [{ name: 'a.pdf', content: Buffer.from('%PDF-1.4\n') }], { biz: 'face' });
    expect(pdf.msg).toBe('人脸照片只支持JPG或PNG图片！');
  });
});

describe('/api/sys/user/update-face refuses what is not the learner’s own photo', () => {
  it("another learner's upload, private or public, is refused and the face stays", async () => {
    const victim = await newLearner(t);
    const thief = await newLearner(t);
    const theirs = await uploadFace(victim.token);
    const theirsPublic = (await uploadAs(t, victim.token, [{ name: 'p.png', content: pngOf(70) }])).data.url;
    for (const face of [theirs, bare(theirs), theirsPublic, `http://exam.example.com${theirsPublic}`]) {
      expect((await updateFace(thief.token, face)).msg).toBe('只能使用本人上传的照片作为人脸照片，请重新上传！');
    }
    expect((await getUserById(t.ctx.db, thief.id)).face).toBe('');
    expect(await findFaceLogs(t.ctx.db, thief.id)).toEqual([]);
  });

  it('an outside address or a made-up path is refused', async () => {
    const l = await newLearner(t);
    for (const face of [
      'https://evil.example/face.png',
      '/upload/face/2026/01/01/0123456789abcdef0123456789abcdef.png',
    ]) {
      expect((await updateFace(l.token, face)).msg).toBe('只能使用本人上传的照片作为人脸照片，请重新上传！');
    }
  });

  it('an own public upload is moved into the private folder and the public copy is gone', async () => {
    const l = await newLearner(t);
    const pub = (await uploadAs(t, l.token, [{ name: 'p.png', content: pngOf(90) }])).data.url;
    expect((await updateFace(l.token, pub)).code).toBe(0);
    const face = (await getUserById(t.ctx.db, l.id)).face;
    expect(face).toMatch(/^\/upload\/face\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect((await fetchUpload(t, pub)).statusCode).toBe(404);
    expect((await fetchUpload(t, (await info(l.token)).face)).statusCode).toBe(200);
  });
});

describe('update-face during an exam and the change log', () => {
  it('is refused while a paper is in progress; allowed again after hand-in; each change is logged', async () => {
    const l = await newLearner(t);
    const first = await uploadFace(l.token);
    expect((await updateFace(l.token, first)).code).toBe(0);
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6 }),
    );
    const paperId = await startPaper(t, l.token, examId);
    const second = await uploadFace(l.token);
    const refused = await updateFace(l.token, second);
    expect(refused.msg).toMatch(/^您有正在进行的考试《.+》，考试期间不能更换人脸照片，请交卷后再试！$/);
    expect((await getUserById(t.ctx.db, l.id)).face).toBe(bare(first));
    expect((await t.post('/api/paper/paper/hand-exam', { id: paperId }, l.token)).code).toBe(0);
    expect((await updateFace(l.token, second)).code).toBe(0);
    const logs = await findFaceLogs(t.ctx.db, l.id);
    expect(logs.map((r) => [r.byUserId, r.oldFace, r.newFace])).toEqual([
      [l.id, '', bare(first)],
      [l.id, bare(first), bare(second)],
    ]);
    expect(logs[1]?.createTime).toBeInstanceOf(Date);
  });
});

describe('face photos saved before photos were private', () => {
  it('are moved into the private folder at start-up, the public copy gone, the move logged', async () => {
    const l = await newLearner(t);
    const pub = (await uploadAs(t, l.token, [{ name: 'old.png', content: pngOf(70) }])).data.url;
    await updateUserById(t.ctx.db, l.id, { face: pub });
    expect((await fetchUpload(t, pub)).statusCode).toBe(200);

    expect(await privatizeLegacyFaces(t.ctx)).toBeGreaterThanOrEqual(1);
    const face = (await getUserById(t.ctx.db, l.id)).face;
    expect(face).toMatch(/^\/upload\/face\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect((await fetchUpload(t, pub)).statusCode).toBe(404);
    expect((await fetchUpload(t, face)).statusCode).toBe(404);
    expect((await fetchUpload(t, (await info(l.token)).face)).statusCode).toBe(200);
    expect((await findFaceLogs(t.ctx.db, l.id)).map((r) => [r.oldFace, r.newFace])).toContainEqual([pub, face]);
    expect(await privatizeLegacyFaces(t.ctx)).toBe(0);
  });
});
