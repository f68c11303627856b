import { storePhoto } from '@server/modules/face/photo/face.service.ts';
import { FACE_MSG } from '@server/modules/face/providers/types.ts';
import { updateUserById } from '@server/modules/user/user.queries.ts';
import { type CaptureResult, type ExamCheckResult, HandReason } from '@xuekao/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createExam, createExamBank, examBody, newLearner, paperState, startPaper } from './exam-helpers.ts';
import { loginAdmin } from './factories.ts';
import {
  facePhoto,
  facePhotoDataUrl,
  type StandIn,
  startStandIn,
  type VendorHandler,
} from './stand-ins/face/server.ts';

/**
 * Test support: the route scenarios every face provider must pass, against its stand-in (see
 * stand-ins/face/server.ts). A provider's test file calls `faceProviderSuite` once and may add its own cases
 * with the returned context. The app talks to the stand-in through config FACE_ENDPOINT.
 */

export interface FaceSuiteSpec<H extends VendorHandler> {
  provider: 'baidu' | 'qcloud' | 'aliyun';
  /** The settings saved in 系统配置 > 人脸配置 (and the keys the stand-in accepts). */
  settings: Record<string, string>;
  handler: () => H;
}

export interface FaceSuiteContext<H extends VendorHandler> {
  t: TestApp;
  admin: string;
  standIn: StandIn;
  handler: H;
  /** A signed-in learner whose face photo on file shows `person` (none when omitted). */
  learner(person?: string): Promise<{ id: string; token: string }>;
  validate(token: string, person: string): Promise<{ pass: boolean; failMsg: string; faceToken: string }>;
  saveSettings(settings: Record<string, string>): Promise<void>;
}

export function faceProviderSuite<H extends VendorHandler>(spec: FaceSuiteSpec<H>): FaceSuiteContext<H> {
  let repoId = '';
  const ctx = {
    async learner(person?: string) {
      const l = await newLearner(ctx.t);
      if (person) {
        const url = await storePhoto(ctx.t.ctx, 'face', { bytes: facePhoto(person), ext: 'png' });
        await updateUserById(ctx.t.ctx.db, l.id, { face: url });
      }
      return l;
    },
    async validate(token: string, person: string) {
      const res = await ctx.t.post<{ pass: boolean; failMsg: string; faceToken: string }>(
        '/api/course/face/validate-face',
        { photo: facePhotoDataUrl(person) },
        token,
      );
      expect(res.code).toBe(0);
      return res.data;
    },
    async saveSettings(settings: Record<string, string>) {
      const body = { type: 'face', provider: spec.provider, remark: '测试', data: JSON.stringify(settings) };
      const res = await ctx.t.post('/api/sys/config/prop/save', body, ctx.admin);
      if (res.code !== 0) throw new Error(`save face settings: ${res.msg}`);
    },
  } as FaceSuiteContext<H>;

  beforeAll(async () => {
    ctx.handler = spec.handler();
    ctx.standIn = await startStandIn(ctx.handler);
    ctx.t = await buildTestApp({ FACE_ENDPOINT: ctx.standIn.url, DEADLINE_SWEEP_SECONDS: '0' });
    ctx.admin = (await loginAdmin(ctx.t)).token;
    await ctx.saveSettings(spec.settings);
    repoId = (await createExamBank(ctx.t, ctx.admin)).repoId;
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.standIn?.close();
  });
  afterEach(() => {
    ctx.standIn.mode = 'ok';
    expect(ctx.standIn.problems()).toEqual([]);
  });

  const exam = (o: Parameters<typeof examBody>[1]) =>
    createExam(
      ctx.t,
      ctx.admin,
      examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6, ...o }),
    );
  const check = async (token: string, id: string, faceToken = '') =>
    (await ctx.t.post<ExamCheckResult>('/api/exam/exam/check-info', { id, faceToken }, token)).data;
  const capture = async (token: string, paperId: string, person: string) => {
    const res = await ctx.t.post<CaptureResult>(
      '/api/paper/capture/save',
      { paperId, base64: facePhoto(person).toString('base64') },
      token,
    );
    expect(res.code).toBe(0);
    return res.data;
  };
  /** A paper's captures as ExamWatch lists them (newest first), oldest first. */
  const captures = async (paperId: string) =>
    (
      await ctx.t.post<Array<{ pass: boolean | null; msg: string }>>('/api/exam/watch/captures', { paperId }, ctx.admin)
    ).data.reverse();

  describe(`${spec.provider}: face check before entry (validate-face)`, () => {
    it('a matching face passes; its face token admits through check-info and create-paper', async () => {
      const examId = await exam({ faceOn: true });
      const l = await ctx.learner('alice');
      expect(await check(l.token, examId)).toMatchObject({ pass: false, needFace: true });
      const v = await ctx.validate(l.token, 'alice');
      expect(v).toMatchObject({ pass: true, failMsg: '' });
      expect(v.faceToken).not.toBe('');
      expect(await check(l.token, examId, v.faceToken)).toMatchObject({ pass: true });
      const paper = await ctx.t.post<{ id: string }>(
        '/api/paper/paper/create-paper',
        { examId, faceToken: v.faceToken },
        l.token,
      );
      expect(paper.code).toBe(0);
    });

    it("another person's face or no face is refused with the vendor's verdict; entry stays closed", async () => {
      const examId = await exam({ faceOn: true });
      const l = await ctx.learner('alice');
      expect(await ctx.validate(l.token, 'mallory')).toEqual(
        expect.objectContaining({ pass: false, failMsg: FACE_MSG.mismatch, faceToken: '' }),
      );
      expect(await ctx.validate(l.token, 'nobody')).toEqual(
        expect.objectContaining({ pass: false, failMsg: FACE_MSG.noFace, faceToken: '' }),
      );
      expect(await check(l.token, examId)).toMatchObject({ pass: false, needFace: true });
      const paper = await ctx.t.post('/api/paper/paper/create-paper', { examId }, l.token);
      expect(paper.msg).toBe('本场考试需要先通过人脸核验！');
    });

    it('without a face photo on file the learner is told to upload one in 个人中心', async () => {
      const l = await ctx.learner();
      const v = await ctx.validate(l.token, 'alice');
      expect(v.pass).toBe(false);
      expect(v.failMsg).toBe('您还没有上传人脸照片，请先到个人中心上传本人正面人脸照片，再进行人脸核验！');
    });
  });

  describe(`${spec.provider}: exam camera captures`, () => {
    it('a match is not counted, mismatches and no face are; the limit hands the paper in (isBreak)', async () => {
      const examId = await exam({ camOn: true, faceLimit: 2 });
      const l = await ctx.learner('bob');
      const paperId = await startPaper(ctx.t, l.token, examId);
      expect(await capture(l.token, paperId, 'bob')).toEqual({ isBreak: false, failCount: 0, faceChance: 2 });
      expect(await capture(l.token, paperId, 'eve')).toEqual({ isBreak: false, failCount: 1, faceChance: 1 });
      expect(await capture(l.token, paperId, 'nobody')).toEqual({ isBreak: true, failCount: 2, faceChance: 0 });
      expect(await paperState(ctx.t, paperId)).toMatchObject({ state: 2, hand_reason: HandReason.FACE });
      expect(await capture(l.token, paperId, 'bob')).toMatchObject({ isBreak: true, failCount: 2 });
      expect(await captures(paperId)).toEqual([
        expect.objectContaining({ pass: true, msg: FACE_MSG.matched }),
        expect.objectContaining({ pass: false, msg: FACE_MSG.mismatch }),
        expect.objectContaining({ pass: false, msg: FACE_MSG.noFace }),
      ]);
    });

    it('a provider outage (connection dropped, rate limited) is not counted and refuses the entry check', async () => {
      const examId = await exam({ camOn: true, faceLimit: 1 });
      const l = await ctx.learner('carol');
      const paperId = await startPaper(ctx.t, l.token, examId);
      for (const mode of ['down', 'busy'] as const) {
        ctx.standIn.mode = mode;
        expect(await capture(l.token, paperId, 'carol')).toEqual({ isBreak: false, failCount: 0, faceChance: 1 });
        const v = await ctx.validate(l.token, 'carol');
        expect(v.pass).toBe(false);
        expect(v.failMsg).toMatch(/^人脸识别服务暂不可用（.+）.*，请稍后重试或提交考试申请！$/);
      }
      ctx.standIn.mode = 'ok';
      expect(await capture(l.token, paperId, 'carol')).toEqual({ isBreak: false, failCount: 0, faceChance: 1 });
      const rows = await captures(paperId);
      expect(rows.map((r) => r.pass)).toEqual([null, null, true]);
      expect(rows[0]?.msg).toMatch(/^人脸识别服务暂不可用（.+：网络连接失败）/);
      expect(rows[1]?.msg).toMatch(/^人脸识别服务暂不可用（.+）.*照片已保存待人工核查$/);
      expect(await paperState(ctx.t, paperId)).toMatchObject({ state: 0 });
    });

    it('without a face photo on file captures are stored and not compared (as before)', async () => {
      const examId = await exam({ camOn: true, faceLimit: 1 });
      const l = await ctx.learner();
      const paperId = await startPaper(ctx.t, l.token, examId);
      expect(await capture(l.token, paperId, 'dave')).toEqual({ isBreak: false, failCount: 0, faceChance: 1 });
      expect(await captures(paperId)).toEqual([
        expect.objectContaining({ pass: null, msg: '未上传人脸照片，照片已保存待人工核查' }),
      ]);
    });
  });

  return ctx;
}
