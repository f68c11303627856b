import { type Auth, type Endpoint, ErrorCode } from '@xuekao/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext, RouteInfo } from '../app-context.ts';
import { AppError } from '../lib/app-error.ts';
import { englishAnswer } from '../lib/dict-english.ts';
import { unusableInput } from '../lib/input-guard.ts';
import { requestLocale, translateMessage } from '../lib/message-catalogue.ts';
import { formatZodError } from '../lib/validation.ts';
import type { Session } from './auth/sessions.ts';
import { requestToken } from './session-cookie.ts';

export type { Auth };

export interface HandlerContext<B, A extends Auth> {
  body: B;
  session: A extends 'public' ? Session | null : Session;
  app: AppContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A registered route: its catalogue entry (from the endpoint table) and its handler. */
export interface RouteDef extends RouteInfo {
  /** The handler answers `data` for the envelope, or sends the reply itself when `raw`. */
  handler: (ctx: HandlerContext<never, Auth>) => unknown;
}

type MaybePromise<T> = T | Promise<T>;

/**
 * A route from its endpoint-table entry (packages/contracts/src/endpoints) and a handler: path, input
 * validation, permission and OpenAPI come from the entry; the handler's return type is the answer's.
 *
 * ```ts
 * route(endpoints.notice.detail, ({ app, session, body }) => noticeDetail(app, session, body.id))
 * ```
 */
export function route<E extends Endpoint>(
  ep: E,
  handler: (
    ctx: HandlerContext<z.output<E['request']>, E['auth']>,
  ) => MaybePromise<E['answer'] extends z.ZodNever ? unknown : z.input<E['answer']>>,
): RouteDef {
  return {
    url: ep.path,
    methods: ep.methods,
    auth: ep.auth,
    body: ep.request,
    summary: ep.summary,
    raw: ep.raw,
    answer: ep.raw ? undefined : ep.answer,
    handler: handler as RouteDef['handler'],
  };
}

export const ok = <T>(data: T, msg = '操作成功！') => ({ code: 0, msg, data, success: true });
/** The success message in English (X-Locale en-US). */
const OK_EN = translateMessage('操作成功！', 'en-US');

/** Resolves the session of the request's token (header `token` or the session cookie), or throws 10010002. */
async function requireSession(app: AppContext, req: FastifyRequest): Promise<Session> {
  const token = readToken(req);
  const session = token ? await app.sessions.resolve(token) : null;
  if (!session) throw new AppError(ErrorCode.SESSION_EXPIRED);
  return session;
}

/**
 * The request's session token: the `token` header, else the HttpOnly session cookie on a GET/HEAD or a
 * call carrying `X-Requested-With: XMLHttpRequest` (see plugins/session-cookie.ts).
 */
export function readToken(req: FastifyRequest): string | undefined {
  return requestToken(req)?.token;
}

async function authorize(app: AppContext, auth: Auth, req: FastifyRequest): Promise<Session | null> {
  if (auth === 'public') {
    const token = readToken(req);
    return token ? app.sessions.resolve(token) : null;
  }
  const session = await requireSession(app, req);
  if (auth === 'user') return session;
  const needed = typeof auth === 'string' ? [auth] : auth.any;
  const held = await app.permissions.of(session.roleIds);
  if (!needed.some((k) => held.has(k))) {
    req.log.info({ userId: session.userId, needed }, '权限不足');
    throw new AppError(ErrorCode.FORBIDDEN);
  }
  return session;
}

/** Registers a module's route table: authorise -> input guard -> validate -> handler -> envelope. */
export function registerRoutes(fastify: FastifyInstance, app: AppContext, defs: RouteDef[], tag: string): void {
  for (const def of defs) {
    app.routeCatalog.push({ ...def, tag: def.tag ?? tag });
    fastify.route({
      method: def.methods ?? ['POST'],
      url: def.url,
      handler: async (req, reply) => {
        const session = await authorize(app, def.auth, req);
        // Query parameters count too (the captcha image is `?key=`); the JSON body wins on a clash.
        const input = { ...(req.query as object), ...(req.body as object) };
        const unusable = unusableInput(input);
        if (unusable) throw new AppError(ErrorCode.BAD_PARAMS, unusable);
        let body: unknown = input;
        if (def.body) {
          const parsed = def.body.safeParse(input);
          if (!parsed.success) throw new AppError(ErrorCode.BAD_PARAMS, formatZodError(parsed.error));
          body = parsed.data;
        }
        const data = await def.handler({ body: body as never, session: session as Session, app, req, reply });
        if (def.raw) return reply;
        if (app.config.CHECK_ANSWERS) checkAnswer(app, def, data ?? null);
        // The success message and built-in dictionary titles follow the request's language (X-Locale).
        if (requestLocale(req.headers) === 'en-US') return ok(englishAnswer(data ?? null), OK_EN);
        return ok(data ?? null);
      },
    });
  }
}

/**
 * Tests only (`config.checkAnswers`): the answer, as the client will read it (JSON), must match the
 * endpoint's answer schema. A mismatch is recorded (the test harness fails the file) and answered 500.
 */
function checkAnswer(app: AppContext, def: RouteDef, data: unknown): void {
  if (!def.answer) return;
  const json = JSON.parse(JSON.stringify(data));
  const parsed = def.answer.safeParse(json);
  if (parsed.success) return;
  const problem = `${def.url}: ${formatZodError(parsed.error)} ${JSON.stringify(parsed.error.issues.slice(0, 3))}`;
  app.answerMismatches.push(problem);
  throw new Error(`answer does not match its contract: ${problem}`);
}
