import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';

const optText = (max: number) => z.string().trim().max(max).optional();

/** `/api/sys/depart/paging`: name and code match fuzzily; `parentId` lists one department's children. */
export const DepartPagingSchema = pagingRequest(
  z
    .object({
      deptName: optText(64),
      deptCode: optText(64),
      parentId: optText(64),
    })
    .passthrough(),
);
export type DepartPaging = z.infer<typeof DepartPagingSchema>;

/**
 * `/api/sys/depart/save`: without `id` creates a department under `parentId` ('0' for a root) with a
 * generated hierarchical code; with `id` renames it and sets its sort (the parent cannot change).
 */
export const DepartSaveBodySchema = z.object({
  id: IdSchema.optional(),
  /** '0' (or empty) for a root; on edit, only the current parent is accepted. */
  parentId: z
    .union([z.string().trim().max(64), z.number().int().transform(String)])
    .transform((v) => v || '0')
    .optional(),
  deptName: z
    .string({ error: '部门名称不能为空！' })
    .trim()
    .min(1, '部门名称不能为空！')
    .max(64, '部门名称不能超过64个字符！'),
  sort: z.coerce.number({ error: '排序必须是数字！' }).int('排序必须是整数！').min(0).max(999_999).optional(),
});
export type DepartSaveBody = z.input<typeof DepartSaveBodySchema>;

/**
 * `/api/sys/depart/sort` and `/api/sys/menu/sort`: move a node among its siblings, `sort` 0 up and 1 down
 * (it changes places with its neighbour; at either end nothing moves).
 */
export const MoveSortBodySchema = z.object({
  id: IdSchema,
  sort: z.coerce
    .number({ error: '排序方向不正确！' })
    .int()
    .refine((v) => v === 0 || v === 1, '排序方向不正确！'),
});
export type MoveSortBody = z.infer<typeof MoveSortBodySchema>;

export const SORT_UP = 0;
export const SORT_DOWN = 1;

/** A department as the admin pages see it. */
export const DepartViewSchema = z.strictObject({
  id: z.string(),
  parentId: z.string(),
  deptCode: z.string(),
  deptName: z.string(),
  deptLevel: z.number().int(),
  sort: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DepartView = z.output<typeof DepartViewSchema>;

/** A node of `/api/sys/depart/tree` (admin, within the caller's data scope). */
export const DepartTreeNodeSchema = z.strictObject({
  id: z.string(),
  parentId: z.string(),
  deptCode: z.string(),
  deptName: z.string(),
  sort: z.number().int(),
  get children() {
    return z.array(DepartTreeNodeSchema);
  },
});
export type DepartTreeNode = z.output<typeof DepartTreeNodeSchema>;

/**
 * A node of `/api/sys/depart/tree-select` (public, used by registration and the department selects);
 * its type is `DeptTreeNode` (schemas/auth.ts).
 */
export const DeptTreeNodeSchema = z.strictObject({
  id: z.string(),
  deptCode: z.string(),
  deptName: z.string(),
  parentId: z.string(),
  get children() {
    return z.array(DeptTreeNodeSchema);
  },
});
