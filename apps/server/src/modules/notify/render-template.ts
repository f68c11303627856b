/**
 * `${key}` placeholders of message templates.
 *
 * Decision: a key without a value is left visible as `${key}`, so a template an administrator edited
 * with a key no module supplies shows the gap instead of silently dropping words. Values filled into
 * HTML content are HTML-escaped (an exam title cannot inject markup); titles are plain text.
 */
const PLACEHOLDER = /\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;

export type TemplateVars = Readonly<Record<string, string | number | null | undefined>>;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Fills the placeholders of `text`; `html` escapes the values. */
export function renderTemplate(text: string, vars: TemplateVars, opts: { html: boolean }): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => {
    const v = vars[key];
    if (v === undefined || v === null) return whole;
    return opts.html ? escapeHtml(String(v)) : String(v);
  });
}

/** The distinct placeholder keys of the texts, in order of first appearance. */
export function templateKeys(...texts: string[]): string[] {
  const keys: string[] = [];
  for (const t of texts) for (const m of t.matchAll(PLACEHOLDER)) if (!keys.includes(m[1]!)) keys.push(m[1]!);
  return keys;
}
