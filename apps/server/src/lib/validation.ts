import type { z } from 'zod';

const HAS_CJK = /[\u4e00-\u9fff]/;

/**
 * Turns a zod failure into one clear Chinese message. Schemas in contracts give Chinese messages for
 * user-facing fields; anything else (wrong types, missing technical fields) gets a generic sentence
 * naming the field.
 */
export function formatZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '参数不全或类型错误！';
  if (HAS_CJK.test(issue.message)) return issue.message;
  // Path segments and unknown keys may be the caller's own text (record keys): each is cut to 64 characters.
  const field = issue.path.length ? issue.path.map((p) => clip(String(p))).join('.') : '请求体';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `参数不全：缺少 ${field}`
        : `参数类型错误：${field} 应为 ${typeName(issue.expected)}`;
    case 'too_small':
      return `参数错误：${field} 太短或太小`;
    case 'too_big':
      return `参数错误：${field} 太长或太大`;
    case 'invalid_format':
      return `参数格式错误：${field}`;
    case 'invalid_value':
      return `参数取值错误：${field}`;
    case 'unrecognized_keys':
      return `参数错误：不支持的字段 ${issue.keys.slice(0, 10).map(clip).join(', ')}`;
    default:
      return `参数不全或类型错误：${field}`;
  }
}

const clip = (s: string) => (s.length > 64 ? `${s.slice(0, 64)}…` : s);

function typeName(t: string): string {
  const names: Record<string, string> = {
    string: '字符串',
    number: '数字',
    boolean: '布尔值',
    object: '对象',
    array: '数组',
    int: '整数',
  };
  return names[t] ?? t;
}
