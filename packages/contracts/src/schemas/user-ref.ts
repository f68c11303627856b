import { z } from 'zod';
import { IdSchema, IdsBodySchema, pagingRequest } from '../envelope.ts';

/**
 * User references (`/api/sys/user/ref/join|remove|list`): the persons an exam (open type 3) or a course
 * (open type 3) is open to, added and removed one batch at a time. `refId` is the exam's or course's id.
 */
const refId = IdSchema.refine((v) => String(v).trim().length > 0, '关联对象不能为空！');

export const UserRefJoinBodySchema = IdsBodySchema.extend({ refId });
export const UserRefRemoveBodySchema = IdsBodySchema.extend({ refId });
export const UserRefPagingBodySchema = pagingRequest(
  z.object({ refId, realName: z.string().trim().max(64).optional() }),
);

/** One referenced user. */
export const UserRefRowSchema = z.strictObject({
  id: z.string(),
  userName: z.string(),
  realName: z.string(),
  deptCode: z.string(),
});
export type UserRefRow = z.output<typeof UserRefRowSchema>;

/** How many users a join added (ids already referenced or unknown are skipped). */
export const UserRefJoinAnswer = z.strictObject({ added: z.number().int() });
