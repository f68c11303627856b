import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationsIn, deadCitations, headingsOf } from './decision-links.ts';

const areas = new Set(['face.md', 'contests.md']);
const isArea = (name: string) => areas.has(name);

describe('decision-links', () => {
  it('finds a citation in code, also when it wraps onto the next comment line', () => {
    const code = [
      '/**',
      ' * Stored descriptors (docs/decisions/face.md "Stored face',
      ' * descriptors"): computed once.',
      ' */',
      '// see docs/decisions/contests.md for the design',
    ].join('\n');
    expect(citationsIn('apps/x.ts', code, isArea)).toEqual([
      { from: 'apps/x.ts', line: 2, file: 'docs/decisions/face.md', heading: 'Stored face descriptors' },
      { from: 'apps/x.ts', line: 5, file: 'docs/decisions/contests.md', heading: undefined },
    ]);
  });

  it('reads a backquoted path and bare area names only inside the decision files', () => {
    const md = 'see `docs/decisions/face.md` "Face liveness" and contests.md "Score and outcome", README.md "x"';
    expect(citationsIn('docs/EXAMS.md', md, isArea).map((c) => [c.file, c.heading])).toEqual([
      ['docs/decisions/face.md', 'Face liveness'],
    ]);
    expect(citationsIn('docs/decisions/face.md', md, isArea).map((c) => [c.file, c.heading])).toEqual([
      ['docs/decisions/face.md', 'Face liveness'],
      ['docs/decisions/contests.md', 'Score and outcome'],
    ]);
    expect(citationsIn('docs/decisions/face.md', 'in docs/EXAMS.md "Answer file"', isArea)).toEqual([
      { from: 'docs/decisions/face.md', line: 1, file: 'docs/EXAMS.md', heading: 'Answer file' },
    ]);
  });

  it('reads the headings of a markdown file without their marker, not the lines of its code blocks', () => {
    const md =
      '# Face\n\n## Providers\n### Local face provider\n```\n# not a heading\n```\ntext # no\n### Log *(security)*';
    expect([...headingsOf(md)]).toEqual(['Face', 'Providers', 'Local face provider', 'Log']);
  });

  it('finds no citation of a missing decision file or heading in the tree', () => {
    const { checked, dead } = deadCitations(path.resolve(import.meta.dirname, '..'));
    expect(dead).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });
});
