import { describe, expect, it } from 'vitest';
import { aliyunSearchResult } from './aliyun-group.ts';
import { uploadGrant } from './aliyun-upload.ts';
import { FACE_MSG, FaceServiceError } from './types.ts';

/** Answers of Alibaba's face database and temporary upload, read without a vendor (the routes: face-login-aliyun.test.ts). */

const item = (EntityId: string, Score: number, ExtraData = 'tag') => ({ EntityId, Score, ExtraData, FaceId: 'f' });
const search = (...faces: Array<Array<ReturnType<typeof item>>>) => ({
  RequestId: 'r',
  Data: { MatchList: faces.map((FaceItems) => ({ FaceItems, Location: { X: 1, Y: 1, Width: 9, Height: 9 } })) },
});
const err = (Code: string, Message = '') => ({ RequestId: 'r', Code, Message });

describe('aliyun SearchFace answers', () => {
  it('scores 0-1 become 0-100, one candidate per user (their best face), best first', () => {
    expect(aliyunSearchResult(search([item('7', 0.41), item('9', 0.892133, 't9'), item('7', 0.5)]))).toEqual({
      kind: 'candidates',
      candidates: [
        { userId: '9', score: 89.21, tag: 't9' },
        { userId: '7', score: 50, tag: 'tag' },
      ],
    });
    expect(aliyunSearchResult(search([]))).toEqual({ kind: 'candidates', candidates: [] });
  });

  it('no face, several faces and unusable photos are the camera; other errors are outages', () => {
    expect(aliyunSearchResult(search())).toEqual({ kind: 'camera', msg: FACE_MSG.noFace });
    expect(aliyunSearchResult(search([item('1', 0.9)], []))).toEqual({ kind: 'camera', msg: FACE_MSG.manyFaces });
    expect(aliyunSearchResult(err('InvalidImage.NotFoundFace'))).toEqual({ kind: 'camera', msg: FACE_MSG.noFace });
    expect(aliyunSearchResult(err('InvalidFile.Content'))).toEqual({ kind: 'camera', msg: FACE_MSG.poorQuality });
    expect(() => aliyunSearchResult(err('Throttling.User'))).toThrow('请求过于频繁');
    expect(() => aliyunSearchResult(err('InvalidDB.Status'))).toThrow('人脸库已被冻结');
    expect(() => aliyunSearchResult({ RequestId: 'r' })).toThrow(FaceServiceError);
  });
});

describe('aliyun AuthorizeFileUpload answers', () => {
  const grant = {
    RequestId: 'r',
    AccessKeyId: 'LTAIxxx',
    Bucket: 'viapi-customer-temp',
    Endpoint: 'oss-cn-shanghai.aliyuncs.com',
    ObjectKey: 'facebody/a1b2/photo.png',
    EncodedPolicy: 'eyJ9',
    Signature: 'c2ln',
    UseAccelerate: false,
  };

  it('gives the PostObject grant', () => {
    expect(uploadGrant(grant)).toEqual({
      accessKeyId: 'LTAIxxx',
      bucket: 'viapi-customer-temp',
      endpoint: 'oss-cn-shanghai.aliyuncs.com',
      objectKey: 'facebody/a1b2/photo.png',
      policy: 'eyJ9',
      signature: 'c2ln',
    });
  });

  it('refuses an error, missing fields and a bucket or endpoint that is not an Alibaba OSS host', () => {
    expect(() => uploadGrant(err('InvalidAccessKeyId.NotFound'))).toThrow('AccessKeyId 无效');
    expect(() => uploadGrant({ ...grant, Signature: '' })).toThrow('上传授权返回异常');
    expect(() => uploadGrant({ ...grant, Endpoint: 'evil.example.com' })).toThrow('上传授权返回异常');
    expect(() => uploadGrant({ ...grant, Bucket: 'a.b/c' })).toThrow('上传授权返回异常');
    expect(() => uploadGrant({ ...grant, ObjectKey: '../x?y' })).toThrow('上传授权返回异常');
  });
});
