import { readUploadedXlsx, sendWorkbook } from '@server/lib/excel.ts';
import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { deleteQus, pageQus, quDetail, saveQu } from './qu.service.ts';
import { exportQus, importQus, quImportTemplate } from './qu-excel.service.ts';

const E = endpoints.qu;

export const quRoutes = [
  route(E.paging, ({ app, body }) => pageQus(app, body)),
  route(E.detail, ({ app, body }) => quDetail(app, body.id)),
  route(E.save, ({ app, session, body }) => saveQu(app, session, body)),
  route(E.delete, async ({ app, body }) => {
    await deleteQus(app, body.ids);
    return null;
  }),
  route(E.import, async ({ app, session, req }) => {
    const { buffer, fields } = await readUploadedXlsx(req);
    return importQus(app, session, buffer, fields.repoId);
  }),
  route(E.importTemplate, async ({ reply }) => sendWorkbook(reply, quImportTemplate(), '试题导入模板.xlsx')),
  route(E.export, async ({ app, body, reply }) =>
    sendWorkbook(reply, await exportQus(app, body.params), '试题列表.xlsx'),
  ),
];
