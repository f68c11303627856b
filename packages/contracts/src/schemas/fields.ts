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
