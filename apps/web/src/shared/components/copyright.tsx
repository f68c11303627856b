import type { CSSProperties } from 'react';

const HAS_TAGS = /<[a-z][\s\S]*>/i;

/** The site copyright (admin-set): plain text, or HTML when the administrator wrote tags. */
export function Copyright({ text, style }: { text?: string | null; style?: CSSProperties }) {
  if (!text) return null;
  if (!HAS_TAGS.test(text)) return <div style={style}>{text}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the copyright HTML is set by the site administrator (spec: "site copyright HTML").
  return <div style={style} dangerouslySetInnerHTML={{ __html: text }} />;
}
