/** Deepest nesting of objects and arrays a request may have; real payloads (composite questions) stay under 10. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Input that no route can use and that would otherwise reach the database or a recursive validator: a NUL
 * character in a string or a key (PostgreSQL text refuses it) and nesting deeper than MAX_INPUT_DEPTH (a
 * stack overflow waiting to happen). Answers the Chinese reason, or null when the input is acceptable.
 * Walks iteratively, so hostile depth cannot overflow the checker itself.
 */
export function unusableInput(input: unknown): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return '参数错误：文本中不能包含空字符（\\u0000）！';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return `参数错误：嵌套层级不能超过 ${MAX_INPUT_DEPTH} 层！`;
    if (Array.isArray(value)) {
      for (const v of value) stack.push({ value: v, depth: depth + 1 });
      continue;
    }
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return '参数错误：字段名中不能包含空字符（\\u0000）！';
      stack.push({ value: v, depth: depth + 1 });
    }
  }
  return null;
}

/** One `key=value` pair of a query string. */
const QUERY_VALUE = /([?&][^=&#]+)=[^&#]*/g;

/** A URL as it may be logged: every query value is replaced, so `?token=...` never reaches a log file. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  return url.slice(0, q) + url.slice(q).replace(QUERY_VALUE, '$1=[redacted]');
}
