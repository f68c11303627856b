import type { CSSProperties } from 'react';
import './rich-html.css';

/**
 * Shows rich text that the server has already sanitized (lib/sanitize.ts on save, and again on the way
 * out for messages and the site copyright): notices, messages, question and course texts, copyright.
 * Never pass HTML here that did not come from such a server field. `plain` leaves out the reading
 * typography (for a line such as the copyright footer).
 */
export function RichHtml({
  html,
  className,
  style,
  plain,
}: {
  html: string;
  className?: string;
  style?: CSSProperties;
  plain?: boolean;
}) {
  const classes = [plain ? '' : 'xk-rich-html', className ?? ''].filter(Boolean).join(' ');
  return (
    <div
      className={classes || undefined}
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes this rich text before storing it
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
