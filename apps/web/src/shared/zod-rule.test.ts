import { SaveDicBodySchema, SaveNoticeBodySchema } from '@xuekao/contracts';
import type { RuleObject } from 'antd/es/form';
import { afterEach, describe, expect, it } from 'vitest';
import { contractMessage, LOCALE_KEY } from '../i18n/core';
import '../i18n/load-english';
import { zodRule } from './zod-rule';

/** The message the rule rejects `value` with. */
async function rejection(rule: ReturnType<typeof zodRule>, value: unknown): Promise<string> {
  const validator = (rule as RuleObject).validator as (r: RuleObject, v: unknown) => Promise<void>;
  return validator({}, value).then(
    () => '',
    (e: Error) => e.message,
  );
}

describe('zodRule shows contracts messages in the current language', () => {
  afterEach(() => localStorage.removeItem(LOCALE_KEY));

  it('answers Chinese in zh-CN, as the schema says', async () => {
    expect(await rejection(zodRule(SaveDicBodySchema.shape.code), '')).toBe('字典编码不能为空！');
    expect(await rejection(zodRule(SaveDicBodySchema.shape.code), 'ok_code')).toBe('');
  });

  it('answers English in en-US (exact texts and templates), from the lazy en-US chunk', async () => {
    localStorage.setItem(LOCALE_KEY, 'en-US');
    expect(await rejection(zodRule(SaveDicBodySchema.shape.code), '')).toBe('Dictionary code cannot be empty!');
    expect(await rejection(zodRule(SaveDicBodySchema.shape.code), '1x')).toBe(
      'The dictionary code may only contain letters, digits and underscores, and starts with a letter!',
    );
    expect(await rejection(zodRule(SaveNoticeBodySchema.shape.title), ' ')).toBe('Notice title cannot be empty!');
    expect(contractMessage('姓名不能超过32个字符！')).toBe('Name cannot exceed 32 characters!');
    expect(contractMessage('未知的消息')).toBe('未知的消息');
  });
});
