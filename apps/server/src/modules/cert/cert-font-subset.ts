import type * as fontkit from 'fontkit';

/**
 * Faster CFF subsets for certificate PDFs. A subset of a CFF (OpenType/CFF, e.g. Noto Sans CJK) font keeps
 * every subroutine slot of the font (charstrings call them by number), replacing the unused ones with a
 * one-byte `return`. fontkit 2.0 allocates a fresh one-byte array for each of them on every document:
 * Noto Sans CJK SC has 1,246 global and up to 28,516 local subroutines per font dict, so that allocation and
 * its garbage were ~40 % of a certificate's render time (profiled: 18 -> 11 ms per PDF). This replaces
 * fontkit's `subsetSubrs` with one that shares a single read-only placeholder and reads only the used
 * subroutines; the encoded bytes are identical (cert-pdf.test.ts compares them with fontkit's own).
 */

const RETURN_OP = new Uint8Array([11]);

interface SubrRef {
  offset: number;
  length: number;
}
interface CffSubset {
  cff: { stream: { pos: number; readBuffer(n: number): Uint8Array } };
  subsetSubrs(subrs: SubrRef[], used: Record<string, boolean>): Uint8Array[];
}

const patched = new WeakSet<object>();

/** fontkit's own `subsetSubrs`, kept for the equality test. */
export let fontkitSubsetSubrs: CffSubset['subsetSubrs'] | null = null;

/** Installs the faster `subsetSubrs` on the font's subset class (once per class; TrueType fonts are left as they are). */
export function speedUpCffSubsets(face: fontkit.Font): void {
  const probe = (face as unknown as { createSubset(): unknown }).createSubset();
  const proto = Object.getPrototypeOf(probe) as Partial<CffSubset> | null;
  if (!proto || typeof proto.subsetSubrs !== 'function' || patched.has(proto)) return;
  fontkitSubsetSubrs = proto.subsetSubrs;
  proto.subsetSubrs = function subsetSubrs(this: CffSubset, subrs: SubrRef[], used: Record<string, boolean>) {
    const res = new Array<Uint8Array>(subrs.length).fill(RETURN_OP);
    for (const key in used) {
      const i = Number(key);
      const subr = subrs[i];
      if (!subr) continue;
      this.cff.stream.pos = subr.offset;
      res[i] = this.cff.stream.readBuffer(subr.length);
    }
    return res;
  };
  patched.add(proto);
}
