import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local stand-in for a face vendor's HTTP API (node:http on 127.0.0.1, a free port). Each
 * vendor file (baidu.ts, qcloud.ts, aliyun.ts) is a `VendorHandler` that follows the vendor's documentation:
 * it checks the request (path, method, headers, signature recomputed with the configured secret, body
 * shape), records every deviation in `problems`, and answers the documented success or error JSON.
 * Several handlers can share one server (each recognises its own requests), so a test can switch the
 * configured provider without restarting anything.
 */

export interface StandInRequest {
  method: string;
  url: URL;
  /** Header names lower-cased. */
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StandInReply {
  status: number;
  json: unknown;
}

/**
 * 'ok' answers normally; 'down' drops the connection (network failure); 'busy' answers the vendor's
 * documented rate-limit error; 'hang' never answers (time limit).
 */
export type StandInMode = 'ok' | 'down' | 'busy' | 'hang';

export interface VendorHandler {
  readonly name: string;
  accepts(req: StandInRequest): boolean;
  handle(req: StandInRequest, mode: StandInMode): StandInReply;
  /** Deviations from the documentation seen so far (should stay empty). */
  readonly problems: string[];
  /** Requests answered, by kind (e.g. 'token', 'match'). */
  readonly hits: Record<string, number>;
}

export interface StandIn {
  /** Base URL, e.g. http://127.0.0.1:40123 (config FACE_ENDPOINT). */
  url: string;
  mode: StandInMode;
  /** Every handler's problems plus requests no handler recognised. */
  problems(): string[];
  close(): Promise<void>;
}

export async function startStandIn(...handlers: VendorHandler[]): Promise<StandIn> {
  const unknown: string[] = [];
  const state = { mode: 'ok' as StandInMode };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (state.mode === 'down') return req.socket.destroy();
      if (state.mode === 'hang') return;
      const r: StandInRequest = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://stand-in'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const handler = handlers.find((h) => h.accepts(r));
      if (!handler) unknown.push(`unrecognised request ${r.method} ${r.url.pathname}${r.url.search}`);
      const reply = handler ? handler.handle(r, state.mode) : { status: 404, json: { error: 'not found' } };
      const text = JSON.stringify(reply.json);
      res.writeHead(reply.status, { 'Content-Type': 'application/json;charset=utf-8' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return state.mode;
    },
    set mode(m: StandInMode) {
      state.mode = m;
    },
    problems: () => [...unknown, ...handlers.flatMap((h) => h.problems.map((p) => `${h.name}: ${p}`))],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let frame = 0;
/**
 * A test "photo": a PNG signature followed by `face:<person>#<frame>`. The stand-ins read the person back; the
 * person 'nobody' is a photo without a face. Every call makes other bytes, as every camera frame differs
 * (the liveness check refuses an image sent twice to one check).
 */
export const facePhoto = (person: string) => Buffer.concat([PNG_SIGNATURE, Buffer.from(`face:${person}#${frame++}`)]);
export const facePhotoDataUrl = (person: string) => `data:image/png;base64,${facePhoto(person).toString('base64')}`;

/** The person of a base64 test photo, or null when it is not a well-formed base64 test photo. */
export function personOf(base64: unknown): string | null {
  if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const text = bytes.subarray(8).toString('utf8');
  return text.startsWith('face:') ? text.slice(5).replace(/#\d+$/, '') : null;
}

/** How two test photos compare: 'noface', or a similarity (same person 92.5, different people 12.5). */
export function judge(a: string, b: string): 'noface' | number {
  if (a === 'nobody' || b === 'nobody') return 'noface';
  return a === b ? 92.5 : 12.5;
}

export const requestId = () => crypto.randomUUID().toUpperCase();
