import { HealthSchema } from '../schemas/ops.ts';
import { endpoint, FileAnswer, NoInput } from './define.ts';

/** Operations: liveness and readiness probes for process managers and load balancers (README.md "Production", deploy/). */
export const ops = {
  health: endpoint({
    path: '/api/health',
    methods: ['GET', 'POST'],
    auth: 'public',
    request: NoInput,
    answer: HealthSchema,
    summary: '存活检查（进程在运行；不访问数据库）',
  }),
  ready: endpoint({
    path: '/api/ready',
    methods: ['GET', 'POST'],
    auth: 'public',
    request: NoInput,
    // Raw: the status is 503 when not ready; the body is the envelope with `Ready` (schemas/ops.ts) as data.
    answer: FileAnswer,
    raw: true,
    summary: '就绪检查（数据库与 Redis 可用且未在停机中；否则 HTTP 503）',
  }),
};
