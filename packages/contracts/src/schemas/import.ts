import { z } from 'zod';

/**
 * Excel import answers (users, questions...). Success: code 0 with `ImportResult`. Failure: code 1, a
 * message naming the first bad rows (第3行：部门编码不存在), and `data` the full list of `ImportRowError`;
 * nothing of a failed import is written.
 */
export const ImportRowErrorSchema = z.strictObject({
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  message: z.string(),
});
export type ImportRowError = z.output<typeof ImportRowErrorSchema>;

/** The `data` of a successful import: how many rows were written. */
export const ImportResultSchema = z.strictObject({ count: z.number().int() });
export type ImportResult = z.output<typeof ImportResultSchema>;

/** Is this error `data` a per-row error list? */
export function isImportRowErrors(data: unknown): data is ImportRowError[] {
  return (
    Array.isArray(data) &&
    data.every((e) => typeof e === 'object' && e !== null && typeof (e as ImportRowError).row === 'number')
  );
}
