import { IdBodySchema, IdsBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import { ImportResultSchema } from '../schemas/import.ts';
import { QuDetailSchema, QuPagingBodySchema, QuRowSchema, SaveQuBodySchema } from '../schemas/qu.ts';
import { endpoint, FileAnswer, NoAnswer, NoInput, pageOf, SavedIdAnswer } from './define.ts';

/** Admin questions (docs/REQUIREMENTS.md#question-banks). Learners read questions through train.ts and exams. */
export const qu = {
  paging: endpoint({
    path: '/api/qu/qu/paging',
    auth: Perm.qu.list,
    request: QuPagingBodySchema,
    answer: pageOf(QuRowSchema),
    summary: '试题分页（题库、章节、题型、难度、内容关键字）',
  }),
  detail: endpoint({
    path: '/api/qu/qu/detail',
    auth: { any: [Perm.qu.list, Perm.qu.edit] },
    request: IdBodySchema,
    answer: QuDetailSchema,
    summary: '试题详情（含答案、解析与组合题小题）',
  }),
  save: endpoint({
    path: '/api/qu/qu/save',
    auth: { any: [Perm.qu.add, Perm.qu.edit] },
    request: SaveQuBodySchema,
    answer: SavedIdAnswer,
    summary: '新增（qu:add）或修改（qu:edit）试题；按题型校验，内容在服务端净化',
  }),
  delete: endpoint({
    path: '/api/qu/qu/delete',
    auth: Perm.qu.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除试题（含组合题的小题与选项）',
  }),
  /**
   * Multipart: one .xlsx `file` and an optional `repoId` field (`QuImportFieldsSchema`), both read by the
   * handler, so the request schema sees no fields. Any bad row: code 1, nothing written, `data` the
   * `ImportRowError[]` list (an error envelope, not this answer).
   */
  import: endpoint({
    path: '/api/qu/qu/import',
    auth: Perm.qu.import,
    request: NoInput,
    answer: ImportResultSchema,
    summary: '从 Excel（.xlsx）导入试题：逐行校验，有错误时按行号返回且不写入任何数据',
  }),
  importTemplate: endpoint({
    path: '/api/qu/qu/import/template',
    auth: Perm.qu.import,
    request: NoInput,
    answer: FileAnswer,
    raw: true,
    summary: '下载试题导入模板',
  }),
  /** The list's filter (`params`); `current`/`size` are ignored. An error answers a JSON envelope. */
  export: endpoint({
    path: '/api/qu/qu/export',
    auth: Perm.qu.export,
    request: QuPagingBodySchema,
    answer: FileAnswer,
    raw: true,
    summary: '导出筛选出的试题（与导入模板同格式）',
  }),
};
