import { describe, expect, it } from 'vitest';
import { aliyunVerdict } from './aliyun.ts';
import { BAIDU_PASS_SCORE, baiduVerdict } from './baidu.ts';
import { qcloudVerdict } from './qcloud.ts';
import { FACE_MSG, FaceServiceError } from './types.ts';

/** How each vendor's documented answers turn into verdicts (match, failure) or outages (thrown). */

const baidu = (error_code: number, result: unknown = null) => ({ error_code, error_msg: 'x', log_id: 1, result });

describe('baidu answers', () => {
  it('passes at the recommended score 80', () => {
    expect(BAIDU_PASS_SCORE).toBe(80);
    expect(baiduVerdict(baidu(0, { score: 80, face_list: [] }))).toEqual({
      pass: true,
      score: 80,
      msg: FACE_MSG.matched,
    });
    expect(baiduVerdict(baidu(0, { score: 79.9, face_list: [] }))).toMatchObject({
      pass: false,
      msg: FACE_MSG.mismatch,
    });
  });

  it('maps no face, quality and liveness findings to failures', () => {
    expect(baiduVerdict(baidu(222202))).toMatchObject({ pass: false, msg: FACE_MSG.noFace });
    expect(baiduVerdict(baidu(222203))).toMatchObject({ pass: false, msg: FACE_MSG.noFace });
    for (const c of [223113, 223114, 223115, 223116, 223121, 223129]) {
      expect(baiduVerdict(baidu(c))).toMatchObject({ pass: false, msg: FACE_MSG.poorQuality });
    }
    expect(baiduVerdict(baidu(223120))).toMatchObject({ pass: false, msg: FACE_MSG.liveness });
  });

  it('throws outages (limits, permissions, server faults, unknown codes)', () => {
    for (const c of [6, 17, 18, 110, 222201, 282000, 999999]) {
      expect(() => baiduVerdict(baidu(c))).toThrow(FaceServiceError);
    }
    expect(() => baiduVerdict(baidu(18))).toThrow('人脸识别服务暂不可用（百度人脸识别：QPS 超限额）');
    expect(() => baiduVerdict(baidu(0, {}))).toThrow(FaceServiceError);
  });
});

const qcloud = (Response: Record<string, unknown>) => ({ Response: { RequestId: 'r', ...Response } });
const qError = (Code: string) => qcloud({ Error: { Code, Message: 'm' } });

describe('qcloud answers', () => {
  it('passes at 50 for model 3.0 (FAR 1/10,000) and 80 for model 2.0', () => {
    expect(qcloudVerdict(qcloud({ Score: 50, FaceModelVersion: '3.0' }))).toMatchObject({ pass: true, score: 50 });
    expect(qcloudVerdict(qcloud({ Score: 49.9, FaceModelVersion: '3.0' }))).toMatchObject({
      pass: false,
      msg: FACE_MSG.mismatch,
    });
    expect(qcloudVerdict(qcloud({ Score: 79, FaceModelVersion: '2.0' }))).toMatchObject({ pass: false });
    expect(qcloudVerdict(qcloud({ Score: 80, FaceModelVersion: '2.0' }))).toMatchObject({ pass: true });
  });

  it('maps no face, several faces and quality codes to failures', () => {
    expect(qcloudVerdict(qError('InvalidParameterValue.NoFaceInPhoto'))).toMatchObject({ msg: FACE_MSG.noFace });
    expect(qcloudVerdict(qError('FailedOperation.ImageFacedetectFailed'))).toMatchObject({ msg: FACE_MSG.noFace });
    expect(qcloudVerdict(qError('FailedOperation.LifePhotoDetectFaces'))).toMatchObject({ msg: FACE_MSG.manyFaces });
    expect(qcloudVerdict(qError('FailedOperation.FaceQualityNotQualified'))).toMatchObject({
      pass: false,
      msg: FACE_MSG.poorQuality,
    });
  });

  it('throws outages with a reason', () => {
    expect(() => qcloudVerdict(qError('AuthFailure.SignatureExpire'))).toThrow('请检查 SecretId 和 SecretKey');
    expect(() => qcloudVerdict(qError('ResourceUnavailable.InArrears'))).toThrow('服务未开通或账户欠费');
    expect(() => qcloudVerdict(qError('FailedOperation.ServerError'))).toThrow('算法服务异常');
    expect(() => qcloudVerdict(qError('Something.New'))).toThrow('Something.New');
    expect(() => qcloudVerdict({})).toThrow(FaceServiceError);
  });
});

const aliyun = (Confidence: number, Thresholds?: number[]) => ({ RequestId: 'r', Data: { Confidence, Thresholds } });

describe('aliyun answers', () => {
  it('passes at the middle threshold (FAR 1/10,000), or 69 without thresholds', () => {
    expect(aliyunVerdict(aliyun(69, [61, 69, 75]))).toMatchObject({ pass: true, score: 69 });
    expect(aliyunVerdict(aliyun(68.9, [61, 69, 75]))).toMatchObject({ pass: false, msg: FACE_MSG.mismatch });
    expect(aliyunVerdict(aliyun(65, [55, 64, 70]))).toMatchObject({ pass: true });
    expect(aliyunVerdict(aliyun(68))).toMatchObject({ pass: false });
  });

  it('maps a photo without a face to a failure and other codes to outages', () => {
    const err = (Code: string) => ({ RequestId: 'r', Code, Message: 'm' });
    expect(aliyunVerdict(err('InvalidImage.NotFoundFace'))).toMatchObject({ pass: false, msg: FACE_MSG.noFace });
    expect(() => aliyunVerdict(err('Throttling.User'))).toThrow('请求过于频繁');
    expect(() => aliyunVerdict(err('InvalidAccessKeyId.NotFound'))).toThrow('AccessKeyId 无效');
    expect(() => aliyunVerdict(err('InvalidApi.NotPurchase'))).toThrow('服务未开通或账户欠费');
    expect(() => aliyunVerdict({ RequestId: 'r' })).toThrow(FaceServiceError);
  });
});
