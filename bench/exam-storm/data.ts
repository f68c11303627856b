import { createHash, randomBytes } from 'node:crypto';
import { RoleType, type SaveExamBody } from '@xuekao/contracts';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { Api } from './client.ts';

/** A bench learner: an account with a session made directly in the store (no login, no scrypt). */
export interface Learner {
  id: string;
  token: string;
  /** Server process the learner talks to. */
  server: number;
  paperId: string;
  quIds: string[];
}

const SESSION_TTL_MS = 24 * 3600_000;
const ROWS_PER_INSERT = 5000;

/** A bank of `count` single-choice questions (4 options, B right), inserted in one statement each table. */
export async function insertBank(db: pg.Client, repoId: string, count: number): Promise<void> {
  const ids = Array.from({ length: count }, (_, i) => `bq${i + 1}`);
  await db.query(
    `insert into el_qu (id, repo_id, qu_type, level, content, sort)
     select id, $1, 1, 1, '压测单选题 ' || n || '：下列哪一项正确？', n
     from unnest($2::varchar[]) with ordinality as t(id, n)`,
    [repoId, ids],
  );
  const aIds: string[] = [];
  const aQu: string[] = [];
  const aTag: string[] = [];
  const aRight: boolean[] = [];
  for (const id of ids) {
    ['A', 'B', 'C', 'D'].forEach((tag, k) => {
      aIds.push(`${id}a${k}`);
      aQu.push(id);
      aTag.push(tag);
      aRight.push(k === 1);
    });
  }
  await db.query(
    `insert into el_qu_answer (id, qu_id, tag, content, is_right, sort)
     select id, qu, tag, '选项' || tag, r, ascii(tag) - 64
     from unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::boolean[]) as t(id, qu, tag, r)`,
    [aIds, aQu, aTag, aRight],
  );
}

/**
 * `count` learners (role student) with one session each. Sessions go where the server reads them:
 * `sys_session` (token_hash = SHA-256 hex of the token) without Redis, `<prefix>sess:<hash>` with it.
 */
export async function insertLearners(
  db: pg.Client,
  count: number,
  procs: number,
  redis?: { url: string; prefix: string },
): Promise<Learner[]> {
  const now = Date.now();
  const learners: Learner[] = [];
  const sessions: Array<Record<string, unknown>> = [];
  for (let i = 0; i < count; i++) {
    const id = `bl${i + 1}`;
    const token = randomBytes(24).toString('base64url');
    learners.push({ id, token, server: i % procs, paperId: '', quIds: [] });
    sessions.push({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: id,
      userName: `bench_${i + 1}`,
      realName: `压测学员${i + 1}`,
      roleType: RoleType.LEARNER,
      roleIds: ['student'],
      deptCode: 'A01A01',
      createTime: now,
      expireTime: now + SESSION_TTL_MS,
    });
  }
  for (let i = 0; i < count; i += ROWS_PER_INSERT) {
    const part = sessions.slice(i, i + ROWS_PER_INSERT);
    const ids = part.map((s) => s.userId as string);
    await db.query(
      `insert into sys_user (id, user_name, real_name, password, dept_code)
       select id, u, r, 'bench-no-login', 'A01A01' from unnest($1::varchar[], $2::varchar[], $3::varchar[]) as t(id, u, r)`,
      [ids, part.map((s) => s.userName), part.map((s) => s.realName)],
    );
    await db.query(`insert into sys_user_role (user_id, role_id) select id, 'student' from unnest($1::varchar[]) id`, [
      ids,
    ]);
  }
  if (!redis) {
    for (let i = 0; i < count; i += ROWS_PER_INSERT) {
      const part = sessions.slice(i, i + ROWS_PER_INSERT);
      await db.query(
        `insert into sys_session (token_hash, user_id, data, expire_time)
         select h, u, d, to_timestamp(e / 1000.0)
         from unnest($1::varchar[], $2::varchar[], $3::jsonb[], $4::float8[]) as t(h, u, d, e)`,
        [
          part.map((s) => s.tokenHash),
          part.map((s) => s.userId),
          part.map(({ tokenHash: _h, expireTime: _e, ...data }) => JSON.stringify(data)),
          part.map((s) => s.expireTime),
        ],
      );
    }
  } else {
    const r = new Redis(redis.url);
    try {
      for (let i = 0; i < count; i += ROWS_PER_INSERT) {
        const m = r.pipeline();
        for (const s of sessions.slice(i, i + ROWS_PER_INSERT)) {
          m.set(`${redis.prefix}sess:${s.tokenHash}`, JSON.stringify(s), 'EX', SESSION_TTL_MS / 1000);
          m.sadd(`${redis.prefix}usess:${s.userId}`, s.tokenHash as string);
        }
        await m.exec();
      }
    } finally {
      r.disconnect();
    }
  }
  return learners;
}

/** Deletes every key of the run's Redis prefix. */
export async function purgeRedisPrefix(url: string, prefix: string): Promise<number> {
  const r = new Redis(url);
  let n = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) n += await r.del(...keys);
    } while (cursor !== '0');
  } finally {
    r.disconnect();
  }
  return n;
}

async function call<T>(api: Api, path: string, body: unknown, token?: string): Promise<T> {
  const res = await api.post<T>(0, path, body, token);
  if (res.code !== 0) throw new Error(`${path}: ${res.code} ${res.msg}`);
  return res.data;
}

export async function adminLogin(api: Api, password: string): Promise<string> {
  return (await call<{ token: string }>(api, '/api/sys/user/login', { username: 'admin', password })).token;
}

export async function createRepo(api: Api, token: string): Promise<string> {
  return (await call<{ id: string }>(api, '/api/repo/save', { title: '压测题库' }, token)).id;
}

/** An exam open to everyone (open type 1) for hours, drawing `count` single-choice questions by rule. */
export async function createExam(api: Api, token: string, repoId: string, title: string, count: number) {
  const body: SaveExamBody = {
    title,
    openType: 1,
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 6 * 3600_000).toISOString(),
    totalTime: 300,
    qualifyScore: 0,
    chance: 0,
    composeType: 1,
    rules: [{ repoId, quType: 1, level: 0, count, score: 1 }],
  };
  return (await call<{ id: string }>(api, '/api/exam/exam/save', body, token)).id;
}
