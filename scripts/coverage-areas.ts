/**
 * Prints the line coverage of each area of vitest.config.ts (`coverageAreas`) from the json-summary report
 * that `npm run test:unit` writes, next to the area's threshold. Vitest itself fails the run below one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverageAreas } from '../vitest.config.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUMMARY = path.join(ROOT, '.tmp', 'coverage', 'coverage-summary.json');

interface Counts {
  total: number;
  covered: number;
}
type Summary = Record<string, { lines: Counts }>;

/** A glob of the thresholds (`*`, `**`, `{a,b}`) as a regular expression over repository-relative paths. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
      if (glob[i + 1] === '/') i++;
    } else if (c === '*') re += '[^/]*';
    else if (c === '{') re += '(?:';
    else if (c === '}') re += ')';
    else if (c === ',') re += '|';
    else re += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** Lines covered / total per area. */
export function areaFigures(summary: Summary, areas: Record<string, number>, root = ROOT) {
  const files = Object.entries(summary)
    .filter(([k]) => k !== 'total')
    .map(([file, s]) => [path.relative(root, file).split(path.sep).join('/'), s.lines] as const);
  return Object.entries(areas).map(([glob, threshold]) => {
    const re = globToRegExp(glob);
    const n = files
      .filter(([f]) => re.test(f))
      .reduce((a, [, l]) => ({ total: a.total + l.total, covered: a.covered + l.covered }), {
        total: 0,
        covered: 0,
      });
    const pct = n.total ? (100 * n.covered) / n.total : 100;
    return { glob, threshold, pct, ...n };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!fs.existsSync(SUMMARY)) {
    console.error(`no coverage summary at ${path.relative(process.cwd(), SUMMARY)}: run npm run test:unit first`);
    process.exit(1);
  }
  const summary = JSON.parse(fs.readFileSync(SUMMARY, 'utf8')) as Summary;
  console.log('\nLine coverage per area (threshold in vitest.config.ts):');
  for (const a of areaFigures(summary, coverageAreas))
    console.log(
      `  ${a.glob.padEnd(34)} ${a.pct.toFixed(2).padStart(6)}%  (${a.covered}/${a.total} lines, threshold ${a.threshold}%)`,
    );
}
