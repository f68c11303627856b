/**
 * Time-ordered string ids, snowflake-like: 41 bits of milliseconds since 2024-01-01, 10 bits of worker,
 * 12 bits of sequence. Strings in JSON so JavaScript never rounds them.
 */
const EPOCH = 1704067200000n;
const WORKER = BigInt((process.pid ^ Math.floor(Math.random() * 1024)) & 0x3ff);
let lastMs = 0n;
let seq = 0n;

export function newId(): string {
  let now = BigInt(Date.now());
  if (now === lastMs) {
    seq = (seq + 1n) & 0xfffn;
    if (seq === 0n) {
      while (now <= lastMs) now = BigInt(Date.now());
    }
  } else {
    if (now < lastMs) now = lastMs; // clock went back: keep order
    seq = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (WORKER << 12n) | seq).toString();
}
