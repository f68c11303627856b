import { z } from 'zod';
import type { PermissionKey } from '../permissions.ts';

/**
 * Who may call an endpoint: anyone, any signed-in user (learner calls; the server checks ownership), or
 * staff holding a permission key (admin calls).
 */
export type Auth = 'public' | 'user' | PermissionKey | { any: readonly PermissionKey[] };

/**
 * One API call, shared by the server (route, validation, permission, OpenAPI) and the web (`call()`):
 * the single place a call's path and shapes are written down (docs/CONVENTIONS.md#endpoints).
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Ans extends z.ZodType = z.ZodType, A extends Auth = Auth> {
  path: string;
  /** Default POST; a few calls also answer GET (captcha image, downloads). */
  methods?: Array<'GET' | 'POST'>;
  auth: A;
  /** The input: query string merged with the JSON body. */
  request: Req;
  /** The envelope's `data` on success, as JSON. Route tests check every answer against it. */
  answer: Ans;
  /** One line for /api/docs. */
  summary: string;
  /** The answer is a file or an image stream, not an envelope (`answer` then describes nothing). */
  raw?: boolean;
}

/** Declares an endpoint keeping its exact schema and auth types. */
export function endpoint<Req extends z.ZodType, Ans extends z.ZodType, A extends Auth>(
  e: Endpoint<Req, Ans, A>,
): Endpoint<Req, Ans, A> {
  return e;
}

/** What the caller sends. */
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
/** What the caller receives as `data`. */
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;

/** A call without input (anything sent is ignored). */
export const NoInput = z.object({}).passthrough();
/** A call answering `data: null`. */
export const NoAnswer = z.null();
/** The answer of a raw (file or image) endpoint: not an envelope. */
export const FileAnswer = z.never();
/** `{ id }` of a saved record. */
export const SavedIdAnswer = z.strictObject({ id: z.string() });

/** A page of records (`Page<T>` of envelope.ts) as a schema. */
export function pageOf<T extends z.ZodType>(record: T) {
  return z.strictObject({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });
}

/** A dictionary-backed field's display text (`<field>_dictText`; '' when the value has no text). */
export const dictText = z.string();
