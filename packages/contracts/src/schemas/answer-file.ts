import { z } from 'zod';
import {
  ANSWER_FILE_ALG,
  ANSWER_FILE_FORMAT,
  ANSWER_FILE_MAX_CHARS,
  answerFileCodec,
  RSA_OAEP,
} from '../answer-file-seal.ts';
import { IdSchema as IdBodySchema } from '../envelope.ts';
import { LearnerAnswerSchema } from './qu-answer.ts';

/**
 * The answer file (docs/EXAMS.md#answer-file): when the network never comes back, the exam page offers the
 * learner's waiting answers as a file sealed to the site's public key (RSA-OAEP with SHA-256 wraps a fresh
 * AES-256-GCM key that encrypts the answers). Only the server can open it; staff upload it on the paper's
 * ExamWatch or marking page and the server applies it under the journal's rules (numbers, deadline).
 * Sealing and opening use Web Crypto, the same code in the browser and in Node.
 */

// The constants and the sealing (no zod: the exam page seals without the schemas) live in ../answer-file-seal.ts.
export {
  ANSWER_FILE_ALG,
  ANSWER_FILE_EXT,
  ANSWER_FILE_FORMAT,
  ANSWER_FILE_MAX_CHARS,
  ANSWER_FILE_OFFER_AFTER_MS,
  answerFileCodec,
  sealAnswerFile,
} from '../answer-file-seal.ts';

/** Ids inside a file are the strings the page had. */
const IdSchema = z.string().min(1).max(64);
const ms = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** One answer of the file: what the journal kept (number and stamp as the page gave them). */
export const AnswerFileEntrySchema = z.object({
  quId: IdSchema,
  answer: LearnerAnswerSchema,
  seq: ms.positive(),
  at: ms.positive(),
});
export type AnswerFileEntry = z.output<typeof AnswerFileEntrySchema>;

/** What is sealed inside. */
export const AnswerFilePayloadSchema = z.object({
  v: z.literal(1),
  paperId: IdSchema,
  userId: IdSchema,
  examId: IdSchema,
  /** When the page made the file, by the server's clock as the page knew it. */
  made: ms,
  /** The last time the server acknowledged an answer of this page (0: never on this page). */
  lastAck: ms,
  entries: z.array(AnswerFileEntrySchema).max(2000),
});
export type AnswerFilePayload = z.output<typeof AnswerFilePayloadSchema>;

/** The file as it is written (JSON text). The paper id is in the clear so staff see which paper it is for. */
export const AnswerFileEnvelopeSchema = z.object({
  format: z.literal(ANSWER_FILE_FORMAT),
  v: z.literal(1),
  alg: z.literal(ANSWER_FILE_ALG),
  paperId: IdSchema,
  /** The AES key wrapped with the site's public key, the IV, the encrypted payload (base64). */
  key: z.string().max(4096),
  iv: z.string().max(64),
  data: z.string().max(ANSWER_FILE_MAX_CHARS),
});
export type AnswerFileEnvelope = z.output<typeof AnswerFileEnvelopeSchema>;

/** `/answer-key`: the site's public key for answer files (SPKI, base64). */
export const AnswerKeySchema = z.strictObject({
  alg: z.literal(ANSWER_FILE_ALG),
  publicKey: z.string(),
});
export type AnswerKey = z.output<typeof AnswerKeySchema>;

/** Staff upload a file for a paper: the file's text as read. */
export const AnswerFileApplyBodySchema = z.object({
  paperId: IdBodySchema,
  file: z.string().min(1, '请选择答案文件！').max(ANSWER_FILE_MAX_CHARS, '答案文件过大！'),
});

/** What the server did with a file (also kept in el_paper_answer_file for staff to judge). */
export const AnswerFileResultSchema = z.strictObject({
  /** Answers in the file. */
  entries: z.number().int(),
  /** Written to the paper (newer than what the server held, given before the deadline). */
  applied: z.number().int(),
  /** The server already held this answer or a newer one. */
  stale: z.number().int(),
  /** Given after the deadline or after the paper was handed in: not counted. */
  late: z.number().int(),
  /** Not applicable: a question not on the paper, or a subjective answer of a paper already marked. */
  skipped: z.number().int(),
  /** The paper's state when applied (0 in exam, 1 awaiting marking, 2 finished). */
  paperState: z.number().int(),
  scoreBefore: z.number(),
  scoreAfter: z.number(),
  /** What the file says of itself (ms; the learner could have forged these). */
  fileMade: z.number(),
  fileLastAck: z.number(),
});
export type AnswerFileResult = z.output<typeof AnswerFileResultSchema>;

/**
 * Opens a file with the site's private key. Throws on anything that is not a whole, untouched file sealed
 * to this key (GCM checks every byte); the caller says so in one message.
 */
export async function openAnswerFile(text: string, privateKey: CryptoKey): Promise<AnswerFilePayload> {
  const file = AnswerFileEnvelopeSchema.parse(JSON.parse(text));
  const subtle = globalThis.crypto.subtle;
  const raw = await subtle.decrypt(RSA_OAEP, privateKey, answerFileCodec.fromB64(file.key));
  const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: answerFileCodec.fromB64(file.iv) },
    aes,
    answerFileCodec.fromB64(file.data),
  );
  const payload = AnswerFilePayloadSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
  if (payload.paperId !== file.paperId) throw new Error('paper id differs inside and outside');
  return payload;
}
