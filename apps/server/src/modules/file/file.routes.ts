import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { uploadFiles } from './file.service.ts';

export const fileRoutes = [
  // Multipart: uploadFiles reads the parts itself.
  route(endpoints.file.upload, ({ app, req, session }) => uploadFiles(app, req, session.userId)),
];
