import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteInfo as RouteDef } from '../app-context.ts';

function security(def: RouteDef) {
  if (def.auth === 'public') return [];
  return [{ token: [] }];
}

function permissionNote(def: RouteDef): string {
  if (def.auth === 'public') return '无需登录';
  if (def.auth === 'user') return '需登录';
  const keys = typeof def.auth === 'string' ? [def.auth] : def.auth.any;
  return `需权限：${keys.join(' 或 ')}`;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return { type: 'object' };
  }
}

/** The envelope `{code, msg, data, success}` whose `data` is the endpoint's answer; a file for raw calls. */
function answerDoc(def: RouteDef) {
  if (def.raw) return { description: '文件或图片；出错时为 JSON 信封' };
  const data = def.answer ? jsonSchema(def.answer, 'output') : {};
  const schema = {
    type: 'object',
    required: ['code', 'msg', 'data', 'success'],
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data, success: { type: 'boolean' } },
  };
  return {
    description: '信封 {code, msg, data, success}；code 0 为成功，data 为应答',
    content: { 'application/json': { schema } },
  };
}

/** The OpenAPI 3.1 description of every registered route, built from the route tables and contracts. */
export function buildOpenApi(catalog: RouteDef[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of catalog) {
    const ops: Record<string, unknown> = {};
    for (const m of def.methods ?? ['POST']) {
      const op: Record<string, unknown> = {
        tags: [def.tag],
        summary: def.summary,
        description: permissionNote(def),
        security: security(def),
        responses: { '200': answerDoc(def) },
      };
      if (def.body && m === 'POST') {
        op.requestBody = { content: { 'application/json': { schema: jsonSchema(def.body, 'input') } } };
      }
      ops[m.toLowerCase()] = op;
    }
    paths[def.url] = ops;
  }
  return {
    openapi: '3.1.0',
    info: { title: '学考 Xuekao API', version },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    paths,
  };
}

export function registerOpenApi(app: FastifyInstance, catalog: RouteDef[], version: string): void {
  let doc: unknown;
  app.get('/api/docs', async () => {
    doc ??= buildOpenApi(catalog, version);
    return doc;
  });
}
