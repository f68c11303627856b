import { UpdateFaceBodySchema } from '@xuekao/contracts';
import { z } from 'zod';
import { route } from '../../plugins/route-table.ts';
import { updateFace, validateFace } from './face.service.ts';

const ValidateFaceBodySchema = z.object({
  photo: z.string({ error: '人脸照片不能为空！' }).min(20, '人脸照片不能为空！').max(3_000_000, '照片不能超过2MB！'),
});

/** The face-check dialog (docs/REQUIREMENTS.md#proctoring `/api/course/face/validate-face`) and the learner's face photo. */
export const faceRoutes = [
  route({
    url: '/api/course/face/validate-face',
    auth: 'user',
    body: ValidateFaceBodySchema,
    summary: '人脸核验（通过后返回 faceToken，用于考前人脸检查）',
    handler: ({ app, session, body }) => validateFace(app, session, body.photo),
  }),
  route({
    url: '/api/sys/user/update-face',
    auth: 'user',
    body: UpdateFaceBodySchema,
    summary: '上传本人人脸照片（人脸核验的比对照片）',
    handler: ({ app, session, body, req }) => updateFace(app, session, body.face, req.ip),
  }),
];
