import { describe, expect, it } from 'vitest';
import { certFont, findFontPath } from './cert-font.ts';
import { fontkitSubsetSubrs } from './cert-font-subset.ts';

type Subset = { includeGlyph(id: number): number; encode(): Uint8Array; subsetSubrs: unknown };

describe.runIf(findFontPath() !== null)('faster CFF subsets', () => {
  it("encode exactly the bytes of fontkit's own subsetting", () => {
    const font = certFont();
    const make = () => {
      const subset = (font.face as unknown as { createSubset(): Subset }).createSubset();
      for (const g of font.face.layout('张三丰 安全生产培训合格证书 XK2026000123 学考培训中心 年月日').glyphs) {
        subset.includeGlyph(g.id);
      }
      return subset;
    };
    const fast = make().encode();
    const original = make();
    expect(fontkitSubsetSubrs).toBeTypeOf('function');
    original.subsetSubrs = fontkitSubsetSubrs;
    const slow = original.encode();
    expect(fast.length).toBeGreaterThan(1000);
    expect(Buffer.from(fast).equals(Buffer.from(slow))).toBe(true);
  });
});
