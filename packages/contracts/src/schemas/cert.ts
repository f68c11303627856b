import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';
import { optionalId } from './fields.ts';

/** How a certificate was obtained (dictionary `grant_type`). */
export const GrantType = { MANUAL: 1, EXAM: 2, COURSE: 3 } as const;
/** Template states (general state: 0 enabled, 1 disabled; a disabled template grants nothing). */
export const CertState = { ENABLED: 0, DISABLED: 1 } as const;
/** A grant's validity as verification and the lists show it. */
export const GRANT_STATES = ['valid', 'expired', 'revoked'] as const;
export type GrantState = (typeof GRANT_STATES)[number];
export const GRANT_STATE_TEXT: Record<GrantState, string> = { valid: '有效', expired: '已过期', revoked: '已撤销' };

/** What a layout field draws: the holder's data, the certificate's, a QR code to the verification page, or free text. */
export const CERT_FIELD_KEYS = [
  'realName',
  'idCard',
  'title',
  'number',
  'grantDate',
  'expireDate',
  'authority',
  'sourceName',
  'qrcode',
  'text',
] as const;
export type CertFieldKey = (typeof CERT_FIELD_KEYS)[number];
export const CERT_FIELD_TITLES: Record<CertFieldKey, string> = {
  realName: '姓名',
  idCard: '身份证号',
  title: '证书名称',
  number: '证书编号',
  grantDate: '发证日期',
  expireDate: '有效期至',
  authority: '发证机构',
  sourceName: '课程/考试名称',
  qrcode: '验证二维码',
  text: '自定义文字',
};

/** Page size limits in mm (A4 landscape 297x210 by default). */
export const CERT_PAGE_MIN_MM = 50;
export const CERT_PAGE_MAX_MM = 1200;
export const CERT_LAYOUT_MAX = 50;

const mm = (name: string, min: number) =>
  z.coerce
    .number({ error: `${name}必须是数字！` })
    .min(min, `${name}不能小于${min}毫米！`)
    .max(CERT_PAGE_MAX_MM, `${name}不能大于${CERT_PAGE_MAX_MM}毫米！`)
    .transform((n) => Math.round(n * 10) / 10);

/** One field placed on the certificate: position and width in mm from the top-left corner, size in pt. */
export const CertLayoutFieldSchema = z
  .object({
    key: z.enum(CERT_FIELD_KEYS, { error: '证书字段类型不正确！' }),
    x: mm('字段横坐标', 0),
    y: mm('字段纵坐标', 0),
    /** Text box width (mm); for the QR code its side. */
    width: mm('字段宽度', 1).optional().default(80),
    fontSize: z.coerce
      .number({ error: '字号必须是数字！' })
      .min(4, '字号必须在4到200磅之间！')
      .max(200, '字号必须在4到200磅之间！')
      .optional()
      .default(16),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, '字段颜色必须是#rrggbb格式！')
      .optional()
      .default('#000000'),
    align: z
      .enum(['left', 'center', 'right'], { error: '对齐方式只能是left、center或right！' })
      .optional()
      .default('left'),
    /** The text of a 'text' field. */
    text: z.string().max(500, '自定义文字最多500个字符！').optional().default(''),
  })
  .superRefine((f, ctx) => {
    if (f.key === 'text' && !f.text.trim()) ctx.addIssue({ code: 'custom', message: '自定义文字不能为空！' });
  });
export type CertLayoutField = z.output<typeof CertLayoutFieldSchema>;

/** `/api/cert/cert/save` and `/preview`: a template; new without `id`. */
export const SaveCertBodySchema = z
  .object({
    id: optionalId,
    title: z
      .string({ error: '证书名称不能为空！' })
      .trim()
      .min(1, '证书名称不能为空！')
      .max(128, '证书名称最多128个字符！'),
    authority: z.string().trim().max(128, '发证机构最多128个字符！').optional().default(''),
    validMonths: z.coerce
      .number({ error: '有效期必须是0到1200之间的整数月！' })
      .int('有效期必须是0到1200之间的整数月！')
      .min(0, '有效期必须是0到1200之间的整数月！')
      .max(1200, '有效期必须是0到1200之间的整数月！')
      .optional()
      .default(0),
    numberPrefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{0,16}$/, '证书编号前缀只能包含字母、数字和短横线，最多16个字符！')
      .optional()
      .default(''),
    state: z.coerce.number().int().min(0, '证书状态不正确！').max(1, '证书状态不正确！').optional().default(0),
    /** Background image: an upload address (PNG or JPG). */
    bgImage: z
      .string()
      .trim()
      .max(512, '背景图片地址过长！')
      .refine((v) => v === '' || /\.(png|jpe?g)(\?.*)?$/i.test(v), '背景图片只支持PNG或JPG格式！')
      .optional()
      .default(''),
    pageWidth: mm('页面宽度', CERT_PAGE_MIN_MM).optional().default(297),
    pageHeight: mm('页面高度', CERT_PAGE_MIN_MM).optional().default(210),
    layout: z
      .array(CertLayoutFieldSchema, { error: '证书字段布局格式不正确！' })
      .max(CERT_LAYOUT_MAX, `证书字段最多${CERT_LAYOUT_MAX}个！`)
      .optional()
      .default([]),
  })
  .superRefine((b, ctx) => {
    b.layout.forEach((f, i) => {
      if (f.x >= b.pageWidth || f.y >= b.pageHeight) {
        ctx.addIssue({
          code: 'custom',
          path: ['layout', i],
          message: `第${i + 1}个字段（${CERT_FIELD_TITLES[f.key]}）超出了页面范围！`,
        });
      }
    });
  });
export type SaveCertBody = z.input<typeof SaveCertBodySchema>;

const stateParam = z
  .union([z.coerce.number().int().min(0).max(1), z.literal('').transform(() => undefined)])
  .optional()
  .nullable()
  .transform((v) => v ?? undefined);

/** `/api/cert/cert/paging`: templates by title and state (also the certificate select, size 100). */
export const CertPagingBodySchema = pagingRequest(
  z
    .object({
      title: z.string().max(256).optional(),
      state: stateParam,
      /** One template by id (a select showing the title of the value it was given). */
      id: z.string().max(64).optional(),
    })
    .passthrough(),
);

/** A template in a list. */
export const CertRowSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  authority: z.string(),
  validMonths: z.number().int(),
  numberPrefix: z.string(),
  state: z.number().int(),
  state_dictText: z.string(),
  /** Grants not revoked. */
  grantCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type CertRow = z.output<typeof CertRowSchema>;

const LayoutFieldOut = z.strictObject({
  key: z.enum(CERT_FIELD_KEYS),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  fontSize: z.number(),
  color: z.string(),
  align: z.enum(['left', 'center', 'right']),
  text: z.string(),
});

/** `/api/cert/cert/detail`: everything the designer edits. */
export const CertDetailSchema = z.strictObject({
  ...CertRowSchema.shape,
  bgImage: z.string(),
  pageWidth: z.number(),
  pageHeight: z.number(),
  layout: z.array(LayoutFieldOut),
});
export type CertDetail = z.output<typeof CertDetailSchema>;

// ---------------------------------------------------------------- grants

const idList = (max: number, msg: string) => z.array(IdSchema).max(max, msg).optional().default([]);

/** `/api/cert/grant/grant-batch`: a template and users and/or departments (with their sub-departments). */
export const GrantBatchBodySchema = z
  .object({
    certId: IdSchema,
    userIds: idList(5000, '一次最多选择5000个用户！'),
    deptCodes: z.array(z.string().min(1).max(64)).max(200, '一次最多选择200个部门！').optional().default([]),
  })
  .refine((b) => b.userIds.length > 0 || b.deptCodes.length > 0, '请选择要发放证书的用户或部门！');
export type GrantBatchBody = z.input<typeof GrantBatchBodySchema>;

export const GrantBatchResultSchema = z.strictObject({
  /** New grants written. */
  granted: z.number().int(),
  /** Users who already held this template's manual grant. */
  skipped: z.number().int(),
});
export type GrantBatchResult = z.output<typeof GrantBatchResultSchema>;

const grantTypeParam = z
  .union([z.coerce.number().int().min(1).max(3), z.literal('').transform(() => undefined)])
  .optional()
  .nullable()
  .transform((v) => v ?? undefined);

/** `/api/cert/grant/paging` and `/export`: by user (account or name), template, grant type and state. */
export const GrantPagingBodySchema = pagingRequest(
  z
    .object({
      userName: z.string().max(64).optional(),
      certId: z.string().max(64).optional(),
      grantType: grantTypeParam,
      state: z
        .union([z.enum(GRANT_STATES), z.literal('').transform(() => undefined)])
        .optional()
        .nullable()
        .transform((v) => v ?? undefined),
    })
    .passthrough(),
);

const grantFields = {
  id: z.string(),
  certId: z.string(),
  title: z.string(),
  /** The certificate number. */
  number: z.string(),
  grantType: z.number().int(),
  grantType_dictText: z.string(),
  /** The exam or course that earned it ('' for a manual grant). */
  sourceName: z.string(),
  /** What earned it: 'manual', 'exam' or 'course', and the exam or course id ('' for a manual grant). */
  refType: z.string(),
  refId: z.string(),
  authority: z.string(),
  /** When it was granted (ISO). */
  createTime: z.string(),
  /** ISO, or null: never expires. */
  expireTime: z.string().nullable(),
  state: z.enum(GRANT_STATES),
  state_text: z.string(),
  /** A signed address of the PDF, valid about an hour ('' until rendered). */
  certFilePdf: z.string(),
};

/** A learner's own certificate (my-list, my-paging). */
export const MyGrantSchema = z.strictObject(grantFields);
export type MyGrant = z.output<typeof MyGrantSchema>;

/** A grant as staff see it (and `/detail`). */
export const GrantRowSchema = z.strictObject({
  ...grantFields,
  userId: z.string(),
  userName: z.string(),
  realName: z.string(),
  deptCode: z.string(),
  deptCode_dictText: z.string(),
  revokeTime: z.string().nullable(),
});
export type GrantRow = z.output<typeof GrantRowSchema>;

/** `/api/cert/grant/my-paging`: the learner's certificates by title (size 100). */
export const MyGrantPagingBodySchema = pagingRequest(z.object({ title: z.string().max(256).optional() }).passthrough());

/** `/api/cert/grant/render`: renders the PDFs again (given grants, or every grant of a template). */
export const RenderGrantsBodySchema = z
  .object({ ids: idList(5000, '一次最多选择5000条数据！'), certId: z.string().max(64).optional() })
  .refine((b) => b.ids.length > 0 || !!b.certId, '请至少选择一条数据！');

export const CertCountAnswerSchema = z.strictObject({ count: z.number().int() });

/**
 * `/api/cert/verify`: public verification by number. With `name` (the holder's full real name) or `idCard`
 * (their ID number) matching exactly, the answer carries the full name; otherwise the name is masked.
 */
export const VerifyCertBodySchema = z.object({
  number: z.string({ error: '请输入证书编号！' }).trim().min(1, '请输入证书编号！').max(64, '证书编号不正确！'),
  name: z.string().trim().max(64, '持证人姓名不正确！').optional(),
  idCard: z.string().trim().max(32, '持证人身份证号不正确！').optional(),
});

/**
 * What anyone may learn about a certificate from its number: nothing personal but the holder's name,
 * masked (张*丰) unless the caller confirmed it (`confirmed`: the name or ID number given matched).
 */
export const CertVerifySchema = z.strictObject({
  number: z.string(),
  title: z.string(),
  realName: z.string(),
  confirmed: z.boolean(),
  grantTime: z.string(),
  expireTime: z.string().nullable(),
  authority: z.string(),
  state: z.enum(GRANT_STATES),
  state_text: z.string(),
});
export type CertVerify = z.output<typeof CertVerifySchema>;
