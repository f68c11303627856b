/**
 * What the exam checks of `npm run deploy:check` need, made through the API (through nginx) as staff
 * would: a bank of QUESTIONS single-choice questions (1+1=?, the right option '2'), an exam of all of them open
 * to everyone, and learners with a paper in progress each (the exam socket admits only a learner with a paper
 * of that exam).
 */
import { randomBytes } from 'node:crypto';
import type { SaveExamBody } from '@xuekao/contracts';
import { call, expect, request } from './deploy-probe.ts';

export const QUESTIONS = 5;

export interface Examinee {
  paperId: string;
  learner: { id: string; userName: string; token: string };
}

export interface ExamSetup extends Examinee {
  examId: string;
  repoId: string;
  /** A second examinee (staff hand in their paper from 监考 while its socket is open). */
  second: Examinee;
}

/** A learner account made by staff, signed in. */
export async function newLearner(origin: string, adminToken: string, tag: string) {
  const userName = `deploycheck_${tag}`;
  const password = `Check${randomBytes(6).toString('hex')}9`;
  await call(
    origin,
    '/api/sys/user/save',
    { userName, realName: '部署检查', deptCode: 'A01A01', password, roleIds: ['student'] },
    adminToken,
  );
  const session = await call<{ token: string; id: string }>(origin, '/api/sys/user/login', {
    username: userName,
    password,
  });
  return { id: session.id, userName, token: session.token };
}

export async function setUpExam(origin: string, adminToken: string): Promise<ExamSetup> {
  const tag = randomBytes(3).toString('hex');
  const repoId = (await call<{ id: string }>(origin, '/api/repo/save', { title: `部署检查题库${tag}` }, adminToken)).id;
  for (let i = 0; i < QUESTIONS; i++) {
    await call(
      origin,
      '/api/qu/qu/save',
      {
        repoId,
        chapterId: '',
        quType: 1,
        content: `<p>(${i + 1}) 1+1=?</p>`,
        answerList: [
          { content: '1', isRight: false },
          { content: '2', isRight: true },
        ],
      },
      adminToken,
    );
  }
  const exam: SaveExamBody = {
    title: `部署检查考试${tag}`,
    openType: 1,
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 3600_000).toISOString(),
    totalTime: 30,
    qualifyScore: 0,
    chance: 0,
    composeType: 1,
    rules: [{ repoId, quType: 1, level: 0, count: QUESTIONS, score: 1 }],
  };
  const examId = (await call<{ id: string }>(origin, '/api/exam/exam/save', exam, adminToken)).id;
  const examinee = async (suffix: string): Promise<Examinee> => {
    const learner = await newLearner(origin, adminToken, `${tag}${suffix}`);
    const paperId = (await call<{ id: string }>(origin, '/api/paper/paper/create-paper', { examId }, learner.token)).id;
    return { paperId, learner };
  };
  return { examId, repoId, ...(await examinee('a')), second: await examinee('b') };
}

/** A 1x1 PNG, for the upload check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads one file through `/api/common/file/upload` as staff; answers its address. */
export async function uploadFile(origin: string, token: string, name: string, type: string, data: Buffer) {
  const { body, contentType } = multipartFile(name, type, data);
  const res = await request(`${origin}/api/common/file/upload`, {
    method: 'POST',
    headers: { 'content-type': contentType, token },
    body,
  });
  const env = JSON.parse(res.text) as { code: number; msg: string; data: { url: string } };
  expect(env.code === 0, `upload: ${env.code} ${env.msg}`);
  return env.data.url;
}

/** A multipart/form-data body with one file in the field `file`. */
export function multipartFile(name: string, type: string, data: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----deploycheck${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
