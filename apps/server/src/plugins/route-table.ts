import { ErrorCode, type PermissionKey } from '@xuekao/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../lib/app-error.ts';
import { unusableInput } from '../lib/input-guard.ts';
import { formatZodError } from '../lib/validation.ts';
import type { Session } from './auth/sessions.ts';
import { requestToken } from './session-cookie.ts';

/**
 * Who may call a route: anyone, any signed-in user (learner calls; services check ownership), or staff
 * holding a permission key (admin calls). Every route declares one.
 */
export type Auth = 'public' | 'user' | PermissionKey | { any: PermissionKey[] };

export interface HandlerContext<B, A extends Auth> {
  body: B;
  session: A extends 'public' ? Session | null : Session;
  app: AppContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDef<S extends z.ZodType = z.ZodType, A extends Auth = Auth> {
  url: string;
  /** Default POST; the spec's calls are POST, a few also answer GET (captcha image, downloads). */
  methods?: Array<'GET' | 'POST'>;
  auth: A;
  /** Contract schema of the input (query string merged with the JSON body); absent -> the raw input. */
  body?: S;
  summary: string;
  /** The handler answers `data` for the envelope, or sends the reply itself when `raw`. */
  handler: (ctx: HandlerContext<z.output<S>, A>) => Promise<unknown>;
  raw?: boolean;
  /** Tag for the OpenAPI description; defaults to the module folder. */
  tag?: string;
}

/** Declares a route with full inference of body and session types. */
export function route<S extends z.ZodType, A extends Auth>(def: RouteDef<S, A>): RouteDef {
  return def as unknown as RouteDef;
}

export const ok = <T>(data: T, msg = '操作成功！') => ({ code: 0, msg, data, success: true });

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
        const data = await def.handler({ body, session: session as Session, app, req, reply });
        if (def.raw) return reply;
        return ok(data ?? null);
      },
    });
  }
}
