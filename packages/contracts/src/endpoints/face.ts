import {
  FaceCheckResultSchema,
  UpdateFaceBodySchema,
  UpdateFaceResultSchema,
  ValidateFaceBodySchema,
} from '../schemas/auth.ts';
import { endpoint } from './define.ts';

/** The face-check dialog (docs/REQUIREMENTS.md#proctoring) and the learner's face photo. */
export const face = {
  validateFace: endpoint({
    path: '/api/course/face/validate-face',
    auth: 'user',
    request: ValidateFaceBodySchema,
    answer: FaceCheckResultSchema,
    summary: '人脸核验（通过后返回 faceToken，用于考前人脸检查）',
  }),
  updateFace: endpoint({
    path: '/api/sys/user/update-face',
    auth: 'user',
    request: UpdateFaceBodySchema,
    answer: UpdateFaceResultSchema,
    summary:
      '上传本人人脸照片（人脸核验的比对照片；须恰有一张可用人脸，用当前人脸识别方案检查；未配置时保存并说明未检查）',
  }),
};
