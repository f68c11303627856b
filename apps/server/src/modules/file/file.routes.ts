import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { cosToken, ossToken, qiniuToken, recordUpload, uploadProvider } from './direct-upload.service.ts';
import { uploadFiles } from './file.service.ts';

const E = endpoints.file;

export const fileRoutes = [
  // Multipart: uploadFiles reads the parts itself.
  route(E.upload, ({ app, req, session }) => uploadFiles(app, req, session.userId)),
  route(E.provider, ({ app }) => uploadProvider(app)),
  route(E.ossToken, ({ app, session, body }) => ossToken(app, session.userId, body)),
  route(E.qiniuToken, ({ app, session, body }) => qiniuToken(app, session.userId, body)),
  route(E.cosToken, ({ app, session, body }) => cosToken(app, session.userId, body)),
  route(E.record, ({ app, session, body }) => recordUpload(app, session.userId, body)),
];
