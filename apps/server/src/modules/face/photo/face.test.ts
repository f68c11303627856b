import { newId } from '@server/lib/ids.ts';
import type { CaptureResult } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, newLearner, startPaper } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { aliyunStandIn } from '../../../../test/stand-ins/face/aliyun.ts';
import { baiduStandIn } from '../../../../test/stand-ins/face/baidu.ts';
import { qcloudStandIn } from '../../../../test/stand-ins/face/qcloud.ts';
import { facePhoto, facePhotoDataUrl, type StandIn, startStandIn } from '../../../../test/stand-ins/face/server.ts';
import { insertUploads } from '../../file/file.queries.ts';
import { updateUserById } from '../../user/user.queries.ts';
import { aliyunFace } from '../providers/aliyun.ts';
import { baiduFace } from '../providers/baidu.ts';
import { qcloudFace } from '../providers/qcloud.ts';
import { storePhoto } from './face.service.ts';

const baiduKeys = { appId: '1', appKey: 'ak-switch', secretKey: 'sk-switch', faceGroup: 'g' };
const qcloudKeys = { region: 'ap-shanghai', secretId: 'AKIDswitch', secretKey: 'sk-switch', groupId: 'g' };
const aliyunKeys = { accessKeyId: 'LTAIswitch', accessKeySecret: 'sk-switch', dbName: 'd' };
const baidu = baiduStandIn(baiduKeys);
const qcloud = qcloudStandIn(qcloudKeys);
const aliyun = aliyunStandIn(aliyunKeys);

let t: TestApp;
let admin: string;
let standIn: StandIn;
let repoId: string;

beforeAll(async () => {
  standIn = await startStandIn(baidu, qcloud, aliyun);
  // Without a saved configuration the local provider would compare (face-local.test.ts); 'off' keeps the
  // "not set up" state these cases describe.
  t = await buildTestApp({ FACE_ENDPOINT: standIn.url, DEADLINE_SWEEP_SECONDS: '0', FACE_LOCAL_DEFAULT: 'off' });
  admin = (await loginAdmin(t)).token;
  repoId = (await createExamBank(t, admin)).repoId;
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function learner(face?: string) {
  const l = await newLearner(t);
  if (face !== undefined) await updateUserById(t.ctx.db, l.id, { face });
  return l;
}
const photoOnFile = (person: string) => storePhoto(t.ctx, 'face', { bytes: facePhoto(person), ext: 'png' });
const validate = async (token: string, person: string) =>
  (
    await t.post<{ pass: boolean; failMsg: string }>(
      '/api/course/face/validate-face',
      { photo: facePhotoDataUrl(person) },
      token,
    )
  ).data;
const saveFace = (provider: string, data: Record<string, string>) =>
  t.post('/api/sys/config/prop/save', { type: 'face', provider, remark: '', data: JSON.stringify(data) }, admin);
async function captureOnce(token: string, person: string) {
  const examId = await createExam(
    t,
    admin,
    examBody(repoId, {
      rules: [{ repoId, quType: 1, count: 1, score: 10 }],
      qualifyScore: 6,
      camOn: true,
      faceLimit: 1,
    }),
  );
  const paperId = await startPaper(t, token, examId);
  const r = await t.post<CaptureResult>(
    '/api/paper/capture/save',
    { paperId, base64: facePhotoDataUrl(person) },
    token,
  );
  const rows = await t.post<Array<{ pass: boolean | null; msg: string }>>(
    '/api/exam/watch/captures',
    { paperId },
    admin,
  );
  await t.post('/api/paper/paper/hand-exam', { id: paperId }, token);
  return { result: r.data, row: rows.data[0] };
}

describe('no face provider configured (nothing saved, FACE_LOCAL_DEFAULT off): behaviour as before', () => {
  it('validate-face refuses with the same message, with or without a face photo on file', async () => {
    const msg = '系统暂未开通人脸核验，无法完成人脸识别，请联系管理员或提交考试申请！';
    const withPhoto = await learner(await photoOnFile('ivy'));
    expect(await validate(withPhoto.token, 'ivy')).toMatchObject({ pass: false, failMsg: msg });
    const without = await learner();
    expect(await validate(without.token, 'ivy')).toMatchObject({ pass: false, failMsg: msg });
  });

  it('validate-face allows ten comparisons a minute per learner', async () => {
    const l = await learner(await photoOnFile('ivy'));
    for (let i = 0; i < 10; i++) expect((await validate(l.token, 'ivy')).pass).toBe(false);
    const r = await t.post('/api/course/face/validate-face', { photo: facePhotoDataUrl('ivy') }, l.token);
    expect(r.msg).toBe('人脸核验过于频繁，请1分钟后再试！');
  });

  it('captures are stored, not compared and not counted', async () => {
    const withPhoto = await learner(await photoOnFile('ivy'));
    expect(await captureOnce(withPhoto.token, 'someone-else')).toEqual({
      result: { isBreak: false, failCount: 0, faceChance: 1 },
      row: expect.objectContaining({ pass: null, msg: '系统未配置人脸识别服务，照片已保存待人工核查' }),
    });
    const without = await learner();
    expect((await captureOnce(without.token, 'x')).row).toMatchObject({
      pass: null,
      msg: '未上传人脸照片，照片已保存待人工核查',
    });
    expect(baidu.hits.match ?? 0).toBe(0);
  });
});

describe('the configured provider', () => {
  it('a saved change of provider applies to the next comparison, without a restart', async () => {
    const l = await learner(await photoOnFile('jack'));
    expect((await saveFace('baidu', baiduKeys)).code).toBe(0);
    expect(await validate(l.token, 'jack')).toMatchObject({ pass: true });
    expect((await saveFace('aliyun', aliyunKeys)).code).toBe(0);
    expect(await validate(l.token, 'jill')).toMatchObject({ pass: false });
    expect((await saveFace('qcloud', qcloudKeys)).code).toBe(0);
    expect(await validate(l.token, 'jack')).toMatchObject({ pass: true });
    expect([baidu.hits.match, aliyun.hits.compare, qcloud.hits.compare]).toEqual([1, 1, 1]);
    expect(standIn.problems()).toEqual([]);
  });

  it('a face photo on file that cannot be read: captures not compared, validate-face asks for a new one', async () => {
    const l = await learner('/upload/face/2026/01/01/missing.png');
    expect(await validate(l.token, 'kim')).toMatchObject({
      pass: false,
      failMsg: '无法读取您的人脸照片，请到个人中心重新上传本人正面人脸照片后再试！',
    });
    expect((await captureOnce(l.token, 'kim')).row).toMatchObject({
      pass: null,
      msg: '人脸照片文件无法读取，照片已保存待人工核查',
    });
  });

  it('a face photo on file given as an absolute address of this site is read too', async () => {
    const l = await learner(`http://exam.example.com${await photoOnFile('lena')}`);
    expect(await validate(l.token, 'lena')).toMatchObject({ pass: true });
  });
});

describe('time limit of provider calls', () => {
  it('a vendor that does not answer in time is an outage (FaceServiceError), for each provider', async () => {
    standIn.mode = 'hang';
    const options = { endpoint: standIn.url, timeoutMs: 300 };
    const photo = facePhoto('a');
    try {
      for (const provider of [
        baiduFace({ ...baiduKeys, appKey: 'ak-hang' }, options),
        qcloudFace(qcloudKeys, options),
        aliyunFace(aliyunKeys, options),
      ]) {
        await expect(provider.compare(photo, photo)).rejects.toThrow(/^人脸识别服务暂不可用（.+：请求超时（0.3秒））$/);
      }
    } finally {
      standIn.mode = 'ok';
    }
  });
});

describe("the learner's face photo (/api/sys/user/update-face)", () => {
  it('keeps an uploaded JPEG or PNG of this site and refuses anything else', async () => {
    const l = await learner();
    /** A stored photo recorded as this learner's own upload. */
    const ownPhoto = async (bytes: Buffer) => {
      const url = await storePhoto(t.ctx, 'face', { bytes, ext: 'png' });
      await insertUploads(t.ctx.db, [
        { id: newId(), userId: l.id, fileKey: url.replace('/upload/', ''), size: bytes.length, private: true },
      ]);
      return url;
    };
    const empty = await t.post('/api/sys/user/update-face', { face: ' ' }, l.token);
    expect(empty.msg).toBe('人脸照片不能为空！');
    const foreign = await t.post('/api/sys/user/update-face', { face: 'https://elsewhere.example/a.png' }, l.token);
    expect(foreign.msg).toBe('只能使用本人上传的照片作为人脸照片，请重新上传！');
    const notImage = await ownPhoto(Buffer.from('just text'));
    expect((await t.post('/api/sys/user/update-face', { face: notImage }, l.token)).msg).toBe(
      '照片格式不正确，只支持JPG或PNG图片！',
    );
    const photo = await ownPhoto(facePhoto('ivy'));
    expect((await t.post('/api/sys/user/update-face', { face: photo }, l.token)).code).toBe(0);
    // The face photo is private: its owner gets it as a signed address.
    const info = await t.post<{ face: string }>('/api/sys/user/info', {}, l.token);
    expect(info.data.face.startsWith(`${photo}?exp=`)).toBe(true);
  });
});
