import type { CSSProperties } from 'react';
import { RichHtml } from './rich-html';

/**
 * The site copyright (admin-set HTML, docs/REQUIREMENTS.md#layouts). The server sanitizes it when it is saved
 * and again when it is loaded (config.service.ts), so it is rendered through the same path as every
 * other server-sanitized rich text; plain text is valid HTML too.
 */
export function Copyright({ text, style }: { text?: string | null; style?: CSSProperties }) {
  if (!text) return null;
  return <RichHtml html={text} style={style} plain />;
}
