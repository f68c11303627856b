import { z } from 'zod';
import { IdBodySchema, IdsBodySchema, StateBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import {
  CertCountAnswerSchema,
  CertDetailSchema,
  CertPagingBodySchema,
  CertRowSchema,
  CertVerifySchema,
  GrantBatchBodySchema,
  GrantBatchResultSchema,
  GrantPagingBodySchema,
  GrantRowSchema,
  MyGrantPagingBodySchema,
  MyGrantSchema,
  RenderGrantsBodySchema,
  SaveCertBodySchema,
  VerifyCertBodySchema,
} from '../schemas/cert.ts';
import { endpoint, FileAnswer, NoAnswer, NoInput, pageOf, SavedIdAnswer } from './define.ts';
import { PICKER_AUTH } from './picker-auth.ts';

const certPickers = PICKER_AUTH.cert;

/**
 * Certificates (docs/CERTIFICATES.md): templates with a designed layout, grants (manual in batches, or
 * automatic on passing an exam or finishing a course), a PDF per grant stored privately, the learner's
 * own list, and a public verification by number that reveals nothing personal but the holder's name.
 */
export const cert = {
  // ------------------------------------------------------------ templates
  save: endpoint({
    path: '/api/cert/cert/save',
    auth: { any: [Perm.cert.add, Perm.cert.edit] },
    request: SaveCertBodySchema,
    answer: SavedIdAnswer,
    summary: '新增（cert:add）或修改（cert:edit）证书模板',
  }),
  detail: endpoint({
    path: '/api/cert/cert/detail',
    auth: { any: [Perm.cert.list, Perm.cert.edit] },
    request: IdBodySchema,
    answer: CertDetailSchema,
    summary: '证书模板详情（设计器）',
  }),
  paging: endpoint({
    path: '/api/cert/cert/paging',
    auth: certPickers,
    request: CertPagingBodySchema,
    answer: pageOf(CertRowSchema),
    summary: '证书模板分页（管理与证书选择）',
  }),
  delete: endpoint({
    path: '/api/cert/cert/delete',
    auth: Perm.cert.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除证书模板（已发放或被考试、课程使用的不能删除，可禁用）',
  }),
  state: endpoint({
    path: '/api/cert/cert/state',
    auth: Perm.cert.edit,
    request: StateBodySchema,
    answer: NoAnswer,
    summary: '启用（0）或禁用（1）证书模板',
  }),
  preview: endpoint({
    path: '/api/cert/cert/preview',
    auth: { any: [Perm.cert.add, Perm.cert.edit] },
    request: SaveCertBodySchema,
    answer: FileAnswer,
    raw: true,
    summary: '用示例数据预览证书 PDF（不保存）',
  }),
  // ------------------------------------------------------------ grants (staff)
  grantBatch: endpoint({
    path: '/api/cert/grant/grant-batch',
    auth: Perm.certGrant.grant,
    request: GrantBatchBodySchema,
    answer: GrantBatchResultSchema,
    summary: '批量发放证书（用户和/或部门，限数据范围内）',
  }),
  grantPaging: endpoint({
    path: '/api/cert/grant/paging',
    auth: Perm.certGrant.list,
    request: GrantPagingBodySchema,
    answer: pageOf(GrantRowSchema),
    summary: '发放记录分页（用户、证书、获得方式、状态；限数据范围内）',
  }),
  grantExport: endpoint({
    path: '/api/cert/grant/export',
    auth: Perm.certGrant.list,
    request: GrantPagingBodySchema,
    answer: FileAnswer,
    raw: true,
    summary: '导出发放记录（.xlsx，按当前筛选条件）',
  }),
  revoke: endpoint({
    path: '/api/cert/grant/revoke',
    auth: Perm.certGrant.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '撤销证书（记录保留；学员列表不再显示，验证显示已撤销）',
  }),
  render: endpoint({
    path: '/api/cert/grant/render',
    auth: Perm.cert.edit,
    request: RenderGrantsBodySchema,
    answer: CertCountAnswerSchema,
    summary: '重新生成证书 PDF（所选记录，或某模板的全部记录）',
  }),
  // ------------------------------------------------------------ learner
  myList: endpoint({
    path: '/api/cert/grant/my-list',
    auth: 'user',
    request: NoInput,
    answer: z.array(MyGrantSchema),
    summary: '我的证书（最多100条，不含已撤销）',
  }),
  myPaging: endpoint({
    path: '/api/cert/grant/my-paging',
    auth: 'user',
    request: MyGrantPagingBodySchema,
    answer: pageOf(MyGrantSchema),
    summary: '我的证书分页（不含已撤销）',
  }),
  grantDetail: endpoint({
    path: '/api/cert/grant/detail',
    auth: 'user',
    request: IdBodySchema,
    answer: GrantRowSchema,
    summary: '证书详情（本人的，或数据范围内的发放记录）',
  }),
  // ------------------------------------------------------------ public
  verify: endpoint({
    path: '/api/cert/verify',
    auth: 'public',
    request: VerifyCertBodySchema,
    answer: CertVerifySchema,
    summary: '按证书编号验证证书（仅持证人姓名、证书信息与状态）',
  }),
};
