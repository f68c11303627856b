import { z } from 'zod';
import { pagingRequest } from '../envelope.ts';

const optionalId = z
  .union([z.string().max(64), z.number().int().transform(String)])
  .optional()
  .transform((v) => (v ? v : undefined));

/** `/api/sys/dic/paging`: dictionary types, searched by title or code. */
export const DicPagingBodySchema = pagingRequest(
  z.object({ title: z.string().max(64).optional(), code: z.string().max(64).optional() }).passthrough(),
);
export type DicPagingBody = z.infer<typeof DicPagingBodySchema>;

/** `/api/sys/dic/save`: a dictionary type (new without `id`). */
export const SaveDicBodySchema = z.object({
  id: optionalId,
  code: z
    .string({ error: '字典编码不能为空！' })
    .trim()
    .min(1, '字典编码不能为空！')
    .max(64, '字典编码最多64个字符！')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '字典编码只能包含字母、数字和下划线，且以字母开头！'),
  title: z
    .string({ error: '字典名称不能为空！' })
    .trim()
    .min(1, '字典名称不能为空！')
    .max(64, '字典名称最多64个字符！'),
  remark: z.string().max(256, '备注最多256个字符！').default(''),
});
export type SaveDicBody = z.infer<typeof SaveDicBodySchema>;

/** Excluded values: an array, or one comma-separated string (as a query parameter would carry it). */
const ExcludesSchema = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .optional()
  .transform((v): string[] => {
    if (v === undefined || v === '') return [];
    if (Array.isArray(v)) return v.map(String);
    return String(v)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });

/** `/api/sys/dic/value/tree`: the values of one dictionary as a tree, minus `excludes`. */
export const DicValueTreeBodySchema = z.object({
  dicCode: z.string({ error: '字典编码不能为空！' }).trim().min(1, '字典编码不能为空！').max(64),
  excludes: ExcludesSchema,
});

/** `/api/sys/dic/value/save`: one value of a dictionary (new without `id`). */
export const SaveDicValueBodySchema = z.object({
  id: optionalId,
  dicCode: z.string({ error: '字典编码不能为空！' }).trim().min(1, '字典编码不能为空！').max(64),
  parentId: z
    .union([z.string().max(64), z.number().int().transform(String)])
    .optional()
    .transform((v) => (v ? v : '0')),
  value: z
    .union([z.string(), z.number().transform(String)], { error: '字典值不能为空！' })
    .pipe(z.string().trim().min(1, '字典值不能为空！').max(64, '字典值最多64个字符！')),
  title: z
    .string({ error: '字典标题不能为空！' })
    .trim()
    .min(1, '字典标题不能为空！')
    .max(128, '字典标题最多128个字符！'),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
});

/** A dictionary type row of the list. `builtIn`: seeded from contracts; its code is fixed. */
export const DicRecordSchema = z.strictObject({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  remark: z.string(),
  builtIn: z.boolean(),
  valueCount: z.number().int(),
  createTime: z.string(),
});
export type DicRecord = z.output<typeof DicRecordSchema>;

/** One node of `/api/sys/dic/value/tree`. */
export const DicValueNodeSchema = z.strictObject({
  id: z.string(),
  parentId: z.string(),
  value: z.string(),
  title: z.string(),
  sort: z.number().int(),
  /** Seeded value of a built-in dictionary: its `value` is fixed and it cannot be deleted. */
  builtIn: z.boolean(),
  get children(): z.ZodArray<typeof DicValueNodeSchema> {
    return z.array(DicValueNodeSchema);
  },
});
export type DicValueNode = z.output<typeof DicValueNodeSchema>;
