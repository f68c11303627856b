import { z } from 'zod';

/** `/api/health`: the process answers (no database work). */
export const HealthSchema = z.strictObject({
  status: z.literal('ok'),
  version: z.string(),
  /** Seconds since the process started. */
  uptime: z.number(),
});
export type Health = z.output<typeof HealthSchema>;

/**
 * `/api/ready` (HTTP 200 when ready, 503 otherwise): the database and Redis (when configured) answered within
 * the deadline and the process is not draining.
 */
export const ReadySchema = z.strictObject({
  ready: z.boolean(),
  draining: z.boolean(),
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down', 'none']),
});
export type Ready = z.output<typeof ReadySchema>;
