/**
 * What the learner pages of bench/web-speed.ts show, made through the API as the browser tests make it
 * (e2e/support/exam.ts): a learner of department A01A01, an exam open to them over the demo exam bank (single,
 * multiple, judge, fill and short questions), and a paper of it in progress, so the exam page shows a real
 * paper. The course pages show the seed's demo course (`course-demo`, open to everyone).
 */
import { SIGNED_IN_COOKIE } from '../../packages/contracts/src/session.ts';

export const DEMO_COURSE_ID = 'course-demo';

export interface Seeded {
  /** Cookies of a signed-in session (the HttpOnly token and the web app's marker). */
  learner: Record<string, string>;
  admin: Record<string, string>;
  /** The exam of the paper in progress: the exam page's address names the exam (it resumes the paper). */
  examId: string;
  paperId: string;
}

async function call<T>(base: string, token: string, url: string, body: object): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as { code: number; msg: string; data: T };
  if (env.code !== 0) throw new Error(`${url}: ${env.code} ${env.msg}`);
  return env.data;
}

const login = async (base: string, username: string, password: string) =>
  (await call<{ token: string }>(base, '', '/api/sys/user/login', { username, password })).token;

const cookies = (token: string) => ({ xk_token: token, [SIGNED_IN_COOKIE]: '1' });

const rule = (quType: number, count: number) => ({
  repoId: 'repo-demo-exam',
  quType,
  level: 0,
  chapterId: '',
  count,
  score: 10,
});

export async function seed(base: string): Promise<Seeded> {
  const admin = await login(base, 'admin', 'admin123');
  const userName = `speed${Date.now().toString(36)}`;
  const user = await call<{ id: string }>(base, admin, '/api/sys/user/save', {
    userName,
    realName: '吴测速',
    deptCode: 'A01A01',
    password: 'learner123',
    roleIds: ['student'],
  });
  const now = Date.now();
  const exam = await call<{ id: string }>(base, admin, '/api/exam/exam/save', {
    title: '测速考试',
    examType: 2,
    openType: 3,
    userIds: [user.id],
    startTime: new Date(now - 60_000).toISOString(),
    endTime: new Date(now + 24 * 3600_000).toISOString(),
    totalTime: 60,
    qualifyScore: 10,
    chance: 0,
    lateMax: 0,
    handMin: 0,
    composeType: 1,
    rules: [rule(1, 2), rule(2, 2), rule(3, 2), rule(5, 2), rule(4, 1)],
  });
  const learner = await login(base, userName, 'learner123');
  const paper = await call<{ id: string }>(base, learner, '/api/paper/paper/create-paper', { examId: exam.id });
  return { learner: cookies(learner), admin: cookies(admin), examId: exam.id, paperId: paper.id };
}
