import { z } from 'zod';
import { route } from '../../plugins/route-table.ts';
import { validateFace } from './face.service.ts';

const ValidateFaceBodySchema = z.object({
  photo: z.string({ error: '人脸照片不能为空！' }).min(20, '人脸照片不能为空！').max(3_000_000, '照片不能超过2MB！'),
});

/** The face-check dialog (spec learner §7 `/api/course/face/validate-face`). */
export const faceRoutes = [
  route({
    url: '/api/course/face/validate-face',
    auth: 'user',
    body: ValidateFaceBodySchema,
    summary: '人脸核验（通过后返回 faceToken，用于考前人脸检查）',
    handler: ({ app, session, body }) => validateFace(app, session, body.photo),
  }),
];
