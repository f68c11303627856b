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
  if (now < lastMs) now = lastMs; // clock went back (or is frozen): continue after the last id
  if (now === lastMs) {
    seq = (seq + 1n) & 0xfffn;
    // 4096 ids in one millisecond: borrow the next one rather than wait for a clock that may not move.
    if (seq === 0n) now = lastMs + 1n;
  } else {
    seq = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (WORKER << 12n) | seq).toString();
}
