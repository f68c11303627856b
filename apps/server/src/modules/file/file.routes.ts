import { route } from '../../plugins/route-table.ts';
import { uploadFiles } from './file.service.ts';

export const fileRoutes = [
  route({
    url: '/api/common/file/upload',
    auth: 'user',
    summary: '上传文件（multipart：file 一个或多个，最多 100 个；答 {url, name, size, files}）',
    handler: ({ app, req, session }) => uploadFiles(app, req, session.userId),
  }),
];
