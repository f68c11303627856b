import { describe, expect, it } from 'vitest';
import { circleOf, cyclicComponents, type Graph } from './graph-cycles.ts';

const graph = (edges: string): Graph => {
  const g = new Map<string, string[]>();
  for (const pair of edges.trim().split(/\s+/)) {
    const [a, b] = pair.split('>');
    g.set(a, [...(g.get(a) ?? []), b]);
  }
  return g;
};

describe('the cycle finder (scripts/graph-cycles.ts)', () => {
  it('finds nothing in a tree or a diamond, nor in a node importing itself', () => {
    expect(cyclicComponents(graph('a>b a>c b>d c>d d>e'))).toEqual([]);
    expect(cyclicComponents(graph('a>a a>b'))).toEqual([]);
  });

  it('finds each tangle once, sorted, however the walk starts', () => {
    const g = graph('z>y y>z a>b b>c c>a c>d d>e e>d x>a');
    expect(cyclicComponents(g)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
      ['y', 'z'],
    ]);
  });

  it('names the shortest circle through the first node of a tangle', () => {
    // a -> b -> c -> d -> a and a shortcut c -> a: the circle printed is a -> b -> c -> a.
    const g = graph('a>b b>c c>d d>a c>a');
    const [comp] = cyclicComponents(g);
    expect(comp).toEqual(['a', 'b', 'c', 'd']);
    expect(circleOf(g, comp)).toEqual(['a', 'b', 'c', 'a']);
    expect(circleOf(graph('a>b b>a'), ['a', 'b'])).toEqual(['a', 'b', 'a']);
  });

  it('stays inside the tangle when looking for the circle', () => {
    // b reaches a only through the tangle; the way out to x (which comes back nowhere) is not taken.
    const g = graph('a>x a>b b>c c>a x>y');
    expect(circleOf(g, cyclicComponents(g)[0])).toEqual(['a', 'b', 'c', 'a']);
  });
});
