/**
 * Sealing an answer file (docs/EXAMS.md#answer-file; the schemas and opening: schemas/answer-file.ts). Apart
 * from the schemas so the exam page seals without downloading zod and the contracts' schemas.
 */

export const ANSWER_FILE_FORMAT = 'xuekao-answer-file';
export const ANSWER_FILE_ALG = 'RSA-OAEP-256+A256GCM';
/** The file extension the page gives the file. */
export const ANSWER_FILE_EXT = '.xkans';
/** Seconds without a connection (with answers waiting) before the page offers the file. */
export const ANSWER_FILE_OFFER_AFTER_MS = 60_000;
/** A file is at most this long (base64 text of a few hundred answers fits many times over). */
export const ANSWER_FILE_MAX_CHARS = 4_000_000;

const toB64 = (buf: ArrayBuffer | Uint8Array): string => {
  const bytes = buf instanceof Uint8Array ? buf : new Uint8Array(buf);
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};
const fromB64 = (s: string): Uint8Array<ArrayBuffer> => {
  const bin = atob(s);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

export const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Seals the payload (an AnswerFilePayload) to the site's public key (SPKI base64); answers the file's text. */
export async function sealAnswerFile<P extends { paperId: string }>(
  payload: P,
  publicKeySpki: string,
): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const pub = await subtle.importKey('spki', fromB64(publicKeySpki), RSA_OAEP, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain);
  const key = await subtle.encrypt(RSA_OAEP, pub, await subtle.exportKey('raw', aes));
  // the shape of AnswerFileEnvelopeSchema (schemas/answer-file.ts, which checks it when the file is opened)
  const file = {
    format: ANSWER_FILE_FORMAT,
    v: 1,
    alg: ANSWER_FILE_ALG,
    paperId: payload.paperId,
    key: toB64(key),
    iv: toB64(iv),
    data: toB64(data),
  };
  return JSON.stringify(file);
}

export const answerFileCodec = { toB64, fromB64 };
