import { z } from 'zod';
import { pagingRequest } from '../envelope.ts';

/** `/api/user/points/my-paging`: the learner's points log, newest first, searched by its title. */
export const MyPointsPagingBodySchema = pagingRequest(
  z.object({ title: z.string().max(256).optional() }).passthrough(),
);

/** One grant of the points log (docs/REQUIREMENTS.md#points: refRemark, createTime, points). */
export const PointsLogRowSchema = z.strictObject({
  id: z.string(),
  points: z.number().int(),
  refRemark: z.string(),
  createTime: z.string(),
});
export type PointsLogRow = z.output<typeof PointsLogRowSchema>;
