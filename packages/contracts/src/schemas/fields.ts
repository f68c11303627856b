import { z } from 'zod';

/** Field shapes shared by save forms (exams, courses): lenient inputs, strict outputs. */

export const optionalId = z
  .union([z.string().max(64), z.number().int().transform(String)])
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined));
export const bool = (def: boolean) =>
  z
    .union([z.boolean(), z.number(), z.string(), z.null()])
    .optional()
    .transform((v) =>
      v === undefined || v === null || v === '' ? def : v === true || v === 1 || v === 'true' || v === '1',
    );
export const int = (min: number, max: number, msg: string, def = 0) =>
  z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg).optional().default(def);
export const score = (msg: string) =>
  z.coerce
    .number({ error: msg })
    .min(0, msg)
    .max(10000, msg)
    .transform((n) => Math.round(n * 100) / 100);
export const isoTime = (msg: string) =>
  z.union([z.string(), z.number()], { error: msg }).transform((v, ctx) => {
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: msg });
      return z.NEVER;
    }
    return d.toISOString();
  });

/** Any paper state but 0 (in progress): 1 awaiting marking, 2 finished, 3 abandoned. */
export const handedState = z.number().int().min(1);

/** A private photo's signed address (`?exp=&sig=`, apps/server/src/modules/file/private-files.ts). */
export const signedPhotoUrl = z.string().regex(/^[^?#]+\?exp=\d+&sig=[\w-]+$/, 'not a signed photo address');

/** The time-range picker's value (docs/REQUIREMENTS.md widgets): 'HH:mm\nHH:mm', both ends required. */
export const DEFAULT_TIME_RANGE = '00:00\n23:59';
const HH_MM = '([01]\\d|2[0-3]):[0-5]\\d';
const TIME_RANGE = new RegExp(`^${HH_MM}\\n${HH_MM}$`);
export const timeRange = () =>
  z
    .string({ error: '时间段不能为空！' })
    .transform((s) =>
      s
        .split('\n')
        .map((x) => x.trim())
        .join('\n'),
    )
    .refine((s) => TIME_RANGE.test(s), '时间段不能为空！')
    .optional()
    .default(DEFAULT_TIME_RANGE);

/**
 * Is the clock time `hhmm` (HH:mm) inside the range (both ends included)? An end before the start crosses
 * midnight (22:00-02:00 holds 23:30 and 01:00).
 */
export function inTimeRange(range: string, hhmm: string): boolean {
  const [start = '00:00', end = '23:59'] = range.split('\n');
  return start <= end ? hhmm >= start && hhmm <= end : hhmm >= start || hhmm <= end;
}
