import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { updateFace, validateFace } from './photo/face.service.ts';

const E = endpoints.face;

/** The face-check dialog (docs/REQUIREMENTS.md#proctoring `/api/course/face/validate-face`) and the learner's face photo. */
export const faceRoutes = [
  route(E.validateFace, ({ app, session, body }) => validateFace(app, session, body.photo)),
  route(E.updateFace, ({ app, session, body, req }) => updateFace(app, session, body.face, req.ip)),
];
