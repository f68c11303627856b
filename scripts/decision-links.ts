import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Citations of decisions (docs/DECISIONS.md): code and docs cite a decision as
 * `docs/decisions/<area>.md "Heading"`, inside the decision files also as `<area>.md "Heading"` or
 * `docs/<DOC>.md "Heading"`. This finds every citation in the tree and says which name a file or heading that does
 * not exist, so a renamed heading cannot leave a dead link behind. A citation may wrap onto the next comment line.
 */

export interface Citation {
  /** Where the citation is written, relative to the repository root. */
  from: string;
  line: number;
  /** The cited file, relative to the repository root. */
  file: string;
  heading?: string;
}

const DECISIONS_DIR = 'docs/decisions';
const SCANNED = /\.(ts|tsx|md|sh|js|mjs)$/;

/**
 * The text with every line break, and the comment marker and indentation after it, folded into one space; `at`
 * maps each character back to its offset in the original text.
 */
export function foldLines(text: string): { folded: string; at: number[] } {
  let folded = '';
  const at: number[] = [];
  const breaks = /\r?\n[ \t]*(?:\*(?!\/)|\/\/|#(?!#))?[ \t]*/y;
  let i = 0;
  while (i < text.length) {
    breaks.lastIndex = i;
    const m = breaks.exec(text);
    if (m) {
      folded += ' ';
      at.push(i);
      i += m[0].length;
    } else {
      folded += text[i];
      at.push(i);
      i += 1;
    }
  }
  return { folded, at };
}

/**
 * The headings of a markdown file (outside fenced code), as written after the #s, without a trailing marker such as
 * *(security)*.
 */
export function headingsOf(markdown: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (m) found.add(m[1].replace(/\s*\*\([^)]*\)\*$/, ''));
  }
  return found;
}

/**
 * The citations written in one file. Everywhere: `docs/decisions/<area>.md`, with or without a quoted heading. In
 * the decision files and the index also `<area>.md "Heading"` (an area beside them) and `docs/<DOC>.md "Heading"`.
 */
export function citationsIn(from: string, text: string, isArea: (name: string) => boolean): Citation[] {
  const inDecisions = from === 'docs/DECISIONS.md' || from.startsWith(`${DECISIONS_DIR}/`);
  const { folded, at } = foldLines(text);
  const cite = /(?<![\w/.-])((?:docs\/(?:decisions\/)?)?[A-Za-z][\w-]*\.md)`?(?:\s*"([^"]+)")?/g;
  const found: Citation[] = [];
  for (const m of folded.matchAll(cite)) {
    const [, written, heading] = m;
    let file: string | undefined;
    if (written.startsWith(`${DECISIONS_DIR}/`)) file = written;
    else if (inDecisions && written.startsWith('docs/') && heading) file = written;
    else if (inDecisions && !written.includes('/') && heading && isArea(written)) file = `${DECISIONS_DIR}/${written}`;
    if (!file) continue;
    const line = text.slice(0, at[m.index]).split('\n').length;
    found.push({ from, line, file, heading });
  }
  return found;
}

/** The files git knows or would add (tracked and untracked, not ignored) that may hold citations. */
export function scannedFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter((f) => SCANNED.test(f) && !f.includes('node_modules/') && existsSync(path.join(root, f)));
}

/** Every citation in the tree that names a missing file or heading, as `from:line: message`. */
export function deadCitations(root: string): { checked: number; dead: string[] } {
  const isArea = (name: string) => existsSync(path.join(root, DECISIONS_DIR, name));
  const headings = new Map<string, Set<string> | null>();
  const headingsOfFile = (file: string) => {
    if (!headings.has(file)) {
      const full = path.join(root, file);
      headings.set(file, existsSync(full) ? headingsOf(readFileSync(full, 'utf8')) : null);
    }
    return headings.get(file);
  };
  let checked = 0;
  const dead: string[] = [];
  for (const from of scannedFiles(root)) {
    if (from === 'scripts/decision-links.test.ts') continue; // its examples are made up on purpose
    for (const c of citationsIn(from, readFileSync(path.join(root, from), 'utf8'), isArea)) {
      checked += 1;
      const known = headingsOfFile(c.file);
      if (!known) dead.push(`${c.from}:${c.line}: ${c.file} does not exist`);
      else if (c.heading && !known.has(c.heading))
        dead.push(`${c.from}:${c.line}: ${c.file} has no heading "${c.heading}"`);
    }
  }
  return { checked, dead };
}
