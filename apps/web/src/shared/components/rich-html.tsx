import './rich-html.css';

/**
 * Shows rich text that the server has already sanitized (lib/sanitize.ts on save): notices, messages,
 * question and course texts. Never pass HTML here that did not come from such a server field.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `xk-rich-html ${className}` : 'xk-rich-html'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes this rich text before storing it
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
