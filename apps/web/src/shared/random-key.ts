/** A random key for a graphic captcha (works on plain http, where crypto.randomUUID may be missing). */
export function randomKey(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
