import { type AnswerOf, type ApiResult, type Endpoint, ErrorCode, type RequestOf } from '@xuekao/contracts';
import { m } from '../core/messages';
import { CSRF_HEADER, forgetSession } from '../core/token';
import { currentLocale } from '../i18n/core';

/** Request timeout (docs/REQUIREMENTS.md#request-helper); uploads and downloads get the longer one. */
export const REQUEST_TIMEOUT = 600_000;
export const TRANSFER_TIMEOUT = 1_200_000;

/** The error every failed call rejects with; `shown` is true once the user has been told. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly shown = true,
    /** The envelope's `data` of a business error (e.g. the per-row errors of an import). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** HTTP failure texts of docs/REQUIREMENTS.md#request-helper (400, 404, 500, 502; core/messages.ts), in the UI language. */
export function httpErrorText(status: number, fallback?: string): string {
  const key = String(status) as '400';
  return Object.hasOwn(m.zh, key) ? m(key) : fallback || m('http');
}

/** The network failure text in zh-CN (core/messages.ts `net`; shown in the UI language). A literal: unused, it costs nothing. */
export const NETWORK_ERROR_TEXT = '服务器无法连接或无法响应！';
/** Code of a call that reached no server (offline, connection refused, timed out). */
export const NETWORK_FAILED = -1;
/** Code of a call cut short by its caller or by leaving the page: not an error to show or act on. */
export const REQUEST_ABORTED = -2;

// A page being left (reload, typed address) aborts its fetches; that must not look like a dead server.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('beforeunload', () => {
    leaving = true;
    // beforeunload can be cancelled: forget it when the page is still here a moment later
    setTimeout(() => {
      leaving = false;
    }, 1000);
  });
}
/** Shown for a business error without a message, in zh-CN (core/messages.ts `code`; shown in the UI language). */
export const DEFAULT_CODE_TEXT = '服务器开小差了呢！';

const early: string[] = [];

/**
 * Hooks the tests replace. `notify` becomes the themed antd notification once the app's NotifyBridge
 * (app/app.tsx) is mounted; a message before that waits for it (no static antd API in the first download).
 */
export const effects: {
  notify: (msg: string) => void;
  reload: () => void;
  /**
   * A page that must not be left when the session expires (the exam page: api/session-rescue.ts) puts its
   * rescue here: a 10010002 then neither forgets the session nor reloads; the rescue throws the error itself.
   * Not a property of the literal: the sign-in pages' download carries no byte of it.
   */
  rescue?: (msg: string) => never;
} = {
  notify: (msg: string) => {
    early.push(msg);
  },
  reload: () => window.location.reload(),
};

/** The messages notified before the notification bridge was in place, handed over once. */
export function takeEarlyNotices(): string[] {
  return early.splice(0);
}

export interface RequestOptions {
  /** Don't show a notification for a business error; the caller handles it. */
  silent?: boolean;
  /** Don't show a notification for a failed connection or an HTTP failure (the exam page says it its own way). */
  quiet?: boolean;
  timeout?: number;
  signal?: AbortSignal;
  /** Extra headers (e.g. the `token` of a handed-over sign-in at /sync). */
  headers?: Record<string, string>;
}

/**
 * Sends a call. The session travels in the HttpOnly cookie the browser attaches by itself (core/token.ts);
 * `X-Requested-With` tells the server the call comes from this app's own scripts.
 */
async function send(
  url: string,
  init: RequestInit,
  timeout: number,
  signal?: AbortSignal,
  quiet = false,
): Promise<Response> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeout);
  signal?.addEventListener('abort', () => ctrl.abort());
  const headers = new Headers(init.headers);
  headers.set(CSRF_HEADER.name, CSRF_HEADER.value);
  // Server messages follow the UI language (apps/server/src/lib/message-catalogue.ts).
  headers.set('X-Locale', currentLocale());
  try {
    return await fetch(url, { ...init, headers, credentials: 'same-origin', signal: ctrl.signal });
  } catch {
    connectionFailed(signal, quiet);
  } finally {
    clearTimeout(timer);
  }
}

/** A call that reached no server, or whose answer was cut: cancelled when the page is left or the caller aborted. */
function connectionFailed(signal?: AbortSignal, quiet = false): never {
  if (leaving || signal?.aborted) throw new RequestError('请求已取消', REQUEST_ABORTED, false);
  const text = m('net');
  if (!quiet) effects.notify(text);
  throw new RequestError(text, NETWORK_FAILED, !quiet);
}

/**
 * The envelope of an answer, or undefined when the body is not JSON (an HTTP failure for the caller). An
 * answer cut while its body arrived (the page being left, a dropped connection) is a failed connection, not
 * an HTTP failure: a 200 whose body never came must not read as "the server refused", or the route guard
 * drops a good session when a navigation cuts the menu call short.
 */
async function readEnvelope<T>(res: Response, signal?: AbortSignal, quiet = false): Promise<ApiResult<T> | undefined> {
  let text: string;
  try {
    text = await res.text();
  } catch {
    connectionFailed(signal, quiet);
  }
  try {
    return JSON.parse(text) as ApiResult<T>;
  } catch {
    return undefined;
  }
}

function failHttp(res: Response, quiet = false): never {
  const text = httpErrorText(res.status, res.statusText);
  if (!quiet) effects.notify(text);
  throw new RequestError(text, -res.status, !quiet);
}

function handleEnvelope<T>(body: ApiResult<T>, opts: RequestOptions): T {
  if (body.code === 0) return body.data;
  const msg = body.msg || m('code');
  if (body.code === ErrorCode.SESSION_EXPIRED) {
    effects.rescue?.(msg);
    forgetSession();
    effects.notify(msg);
    effects.reload();
  } else if (!opts.silent) {
    effects.notify(msg);
  }
  throw new RequestError(msg, body.code, !opts.silent, body.data);
}

/** POST a JSON body and answer the envelope's `data`; every failure is shown as docs/REQUIREMENTS.md#request-helper says. */
export async function request<T = unknown>(url: string, data?: unknown, opts: RequestOptions = {}): Promise<T> {
  const res = await send(
    url,
    {
      method: 'POST',
      headers: { ...opts.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(data ?? {}),
    },
    opts.timeout ?? REQUEST_TIMEOUT,
    opts.signal,
    opts.quiet,
  );
  const body = await readEnvelope<T>(res, opts.signal, opts.quiet);
  // An unknown API path (404) and a server failure (5xx) show the spec's texts, not the server's message.
  if (!res.ok && (res.status === 404 || res.status >= 500 || !body || typeof body.code !== 'number')) {
    failHttp(res, opts.quiet);
  }
  if (!body || typeof body.code !== 'number') failHttp(res, opts.quiet);
  return handleEnvelope(body, opts);
}

type CallArgs<E extends Endpoint> =
  Partial<RequestOf<E>> extends RequestOf<E>
    ? [body?: RequestOf<E>, opts?: RequestOptions]
    : [body: RequestOf<E>, opts?: RequestOptions];

/**
 * Calls an endpoint of the table (packages/contracts/src/endpoints): the body and the answer are typed
 * from its schemas, so a path and its types are written down once.
 *
 * ```ts
 * const notice = await call(endpoints.notice.detail, { id });
 * ```
 */
export function call<E extends Endpoint>(ep: E, ...[body, opts]: CallArgs<E>): Promise<AnswerOf<E>> {
  return request<AnswerOf<E>>(ep.path, body ?? {}, opts);
}

/** POST multipart form data (uploads); answers the envelope's `data`. */
export async function upload<T = unknown>(url: string, form: FormData, opts: RequestOptions = {}): Promise<T> {
  const res = await send(url, { method: 'POST', body: form }, opts.timeout ?? TRANSFER_TIMEOUT, opts.signal);
  const body = await readEnvelope<T>(res, opts.signal);
  if (!body || typeof body.code !== 'number') failHttp(res);
  return handleEnvelope(body, opts);
}

/**
 * POST a raw call (a file answer, e.g. a PDF preview) and answer the file as a blob with its name from
 * Content-Disposition; a JSON answer is an error envelope whose message is shown (resolves null).
 */
export async function fetchFile(url: string, data: unknown): Promise<{ blob: Blob; name?: string } | null> {
  const res = await send(
    url,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data ?? {}) },
    TRANSFER_TIMEOUT,
  );
  if (!res.ok) failHttp(res);
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    handleEnvelope((await res.json()) as ApiResult<unknown>, {});
    return null;
  }
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  return { blob, name: match ? decodeURIComponent(match[1]) : undefined };
}

/**
 * POST a download call: a file answer is saved under its name; a JSON answer is an error envelope whose
 * message is shown. Resolves true when a file was saved.
 */
export async function download(url: string, data: unknown, fallbackName: string): Promise<boolean> {
  const file = await fetchFile(url, data);
  if (!file) return false;
  const { blob } = file;
  const name = file.name ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
  URL.revokeObjectURL(href);
  return true;
}
