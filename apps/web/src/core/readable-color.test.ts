import { describe, expect, it } from 'vitest';
import { contrastWithWhite, readablePrimary } from './readable-color';

describe('readablePrimary', () => {
  it('darkens the spec default 409EFF to 5.3:1 with white, keeping the hue', () => {
    expect(contrastWithWhite('#409EFF')).toBeLessThan(3);
    const out = readablePrimary('#409EFF');
    expect(contrastWithWhite(out)).toBeGreaterThanOrEqual(5.3);
    expect(contrastWithWhite(out)).toBeLessThan(5.6);
    // Still a blue: blue channel highest, red lowest.
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(out.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
  });

  it('keeps a colour dark enough, and input it cannot read', () => {
    expect(readablePrimary('#0958d9')).toBe('#0958d9');
    expect(readablePrimary('#f00')).not.toBe('#f00');
    expect(contrastWithWhite(readablePrimary('#13c2c2'))).toBeGreaterThanOrEqual(5.3);
    expect(readablePrimary('teal')).toBe('teal');
  });
});
