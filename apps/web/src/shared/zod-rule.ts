import { contractMessage } from '@web/i18n/core';
import type { FormRule } from 'antd';

/** The part of a zod schema a form rule needs (the web does not import zod itself). */
export interface ParseableSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/**
 * An antd form rule that validates a field with its contract schema, so the form shows the same message the
 * server would answer (in English in en-US): `rules={[zodRule(UploadLocalSchema.shape.localDir)]}`.
 */
export function zodRule(schema: ParseableSchema): FormRule {
  return {
    validator: async (_rule, value) => {
      const res = schema.safeParse(value ?? '');
      if (!res.success) throw new Error(contractMessage(res.error?.issues[0]?.message ?? '格式不正确！'));
    },
  };
}
