import { IdBodySchema, IdsBodySchema, Perm, QuPagingBodySchema, SaveQuBodySchema } from '@xuekao/contracts';
import { readUploadedXlsx, sendWorkbook } from '../../lib/excel.ts';
import { route } from '../../plugins/route-table.ts';
import { deleteQus, pageQus, quDetail, saveQu } from './qu.service.ts';
import { exportQus, importQus, quImportTemplate } from './qu-excel.service.ts';

export const quRoutes = [
  route({
    url: '/api/qu/qu/paging',
    auth: Perm.qu.list,
    body: QuPagingBodySchema,
    summary: '试题分页（题库、章节、题型、难度、内容关键字）',
    handler: ({ app, body }) => pageQus(app, body),
  }),
  route({
    url: '/api/qu/qu/detail',
    auth: { any: [Perm.qu.list, Perm.qu.edit] },
    body: IdBodySchema,
    summary: '试题详情（含答案、解析与组合题小题）',
    handler: ({ app, body }) => quDetail(app, body.id),
  }),
  route({
    url: '/api/qu/qu/save',
    auth: { any: [Perm.qu.add, Perm.qu.edit] },
    body: SaveQuBodySchema,
    summary: '新增（qu:add）或修改（qu:edit）试题；按题型校验，内容在服务端净化',
    handler: ({ app, session, body }) => saveQu(app, session, body),
  }),
  route({
    url: '/api/qu/qu/delete',
    auth: Perm.qu.delete,
    body: IdsBodySchema,
    summary: '删除试题（含组合题的小题与选项）',
    handler: ({ app, body }) => deleteQus(app, body.ids),
  }),
  route({
    url: '/api/qu/qu/import',
    auth: Perm.qu.import,
    summary: '从 Excel（.xlsx）导入试题：逐行校验，有错误时按行号返回且不写入任何数据',
    handler: async ({ app, session, req }) => {
      const { buffer, fields } = await readUploadedXlsx(req);
      return importQus(app, session, buffer, fields.repoId);
    },
  }),
  route({
    url: '/api/qu/qu/import/template',
    auth: Perm.qu.import,
    raw: true,
    summary: '下载试题导入模板',
    handler: async ({ reply }) => sendWorkbook(reply, quImportTemplate(), '试题导入模板.xlsx'),
  }),
  route({
    url: '/api/qu/qu/export',
    auth: Perm.qu.export,
    body: QuPagingBodySchema,
    raw: true,
    summary: '导出筛选出的试题（与导入模板同格式）',
    handler: async ({ app, body, reply }) => sendWorkbook(reply, await exportQus(app, body.params), '试题列表.xlsx'),
  }),
];
