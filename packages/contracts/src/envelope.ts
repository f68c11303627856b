import { z } from 'zod';

/** The envelope every JSON answer uses. `success` is `code === 0`. */
export interface ApiResult<T> {
  code: number;
  msg: string;
  data: T;
  success: boolean;
}

/** Largest page size the spec offers; larger requests are capped. */
export const MAX_PAGE_SIZE = 5000;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50, 100, 200, 500, 1000, 5000] as const;

export const OrderSchema = z.object({ column: z.string().max(64), asc: z.boolean().default(true) });
export type Order = z.infer<typeof OrderSchema>;

/** Paged list request: `{current, size, params, orders, t}`. */
export function pagingRequest<P extends z.ZodTypeAny>(params: P) {
  return z.object({
    current: z.coerce.number().int().min(1).default(1),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .default(10)
      .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
    params: z.preprocess((v) => v ?? {}, params),
    orders: z.array(OrderSchema).max(10).default([]),
    t: z.unknown().optional(),
  });
}

export const EmptyParamsSchema = z.object({}).passthrough();
export const PagingRequestSchema = pagingRequest(EmptyParamsSchema);
export type PagingRequest = z.infer<typeof PagingRequestSchema>;

/** Paged list answer. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export const IdSchema = z.union([z.string().min(1).max(64), z.number().int().transform(String)]);
export const IdBodySchema = z.object({ id: IdSchema });
export const IdsBodySchema = z.object({ ids: z.array(IdSchema).min(1, '请至少选择一条数据！').max(5000) });
export type IdsBody = z.infer<typeof IdsBodySchema>;
export const StateBodySchema = IdsBodySchema.extend({ state: z.coerce.number().int().min(0).max(9) });
