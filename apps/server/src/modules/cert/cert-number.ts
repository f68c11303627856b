import { randomInt } from 'node:crypto';

/**
 * Certificate numbers and expiry. A number is `<prefix><yyyyMMdd><sequence><random>`: the sequence comes
 * from the PostgreSQL sequence `el_cert_number_seq` (global, never repeats, never blocks a transaction),
 * padded to 6 digits (longer once it passes 999999), so numbers are unique under any concurrency; the
 * random part (issue 24: 6 random digits) keeps a number's neighbours from being guessed (one in a million
 * per try, under the verification throttle). Numbers made before it (no random part) stay valid as stored.
 */

/** Digits of the random part. */
export const RANDOM_DIGITS = 6;

/** A fresh random part (cryptographic). */
export const randomPart = (): string => String(randomInt(0, 10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0');

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** The grant day as yyyyMMdd (server time). */
export function dayOf(d: Date): string {
  return `${d.getFullYear()}${pad(d.getMonth() + 1, 2)}${pad(d.getDate(), 2)}`;
}

export function formatNumber(prefix: string, day: Date, seq: number, random = randomPart()): string {
  return `${prefix}${dayOf(day)}${pad(seq, 6)}${random}`;
}

/** `from` plus `months` (clamped to the month's last day: Jan 31 + 1 month = Feb 28/29); null for 0 (no expiry). */
export function addMonths(from: Date, months: number): Date | null {
  if (months <= 0) return null;
  const d = new Date(from.getTime());
  const day = d.getDate();
  d.setDate(1);
  d.setMonth(d.getMonth() + months);
  const last = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
  d.setDate(Math.min(day, last));
  return d;
}
