import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MyGrant, Page, PaperResult, PaperRow, UploadResult, UserView } from '@xuekao/contracts';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { MIN_HASH_N } from '../src/lib/password.ts';
import { certRendersIdle } from '../src/modules/cert/cert-render-queue.ts';
import { appOn, type TestApp } from './build-test-app.ts';
import { certBody, saveCertOk } from './cert-helpers.ts';
import { simulateStudy } from './course-admin-helpers.ts';
import { answerAllRight, createExam, createExamBank, examBody, hand, startPaper } from './exam-helpers.ts';
import { createUser, login, loginAdmin } from './factories.ts';
import { pngOf, uploadAs } from './upload-helpers.ts';

/**
 * The site of backup.test.ts: the real app started as `npm start` starts it (prepareDatabase: migrations and
 * seed on the site's own DATA_DIR, or DATABASE_URL), filled through the API and the factories.
 */
export async function openSite(env: { DATA_DIR: string; DATABASE_URL: string }): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_N: String(MIN_HASH_N),
    ...env,
  } as NodeJS.ProcessEnv);
  const database = await prepareDatabase(config, () => undefined);
  return appOn(database, env, true);
}

export interface SiteRefs {
  userName: string;
  paperId: string;
  uploadUrl: string;
}

/**
 * Users, a finished exam (handed in and graded) whose pass grants a certificate (its PDF in local storage), the
 * demo course with study progress, and an uploaded file.
 */
export async function fillSite(t: TestApp): Promise<SiteRefs> {
  const admin = (await loginAdmin(t)).token;
  const certId = await saveCertOk(t, admin, certBody({ title: '备份考试合格证', numberPrefix: 'BK' }));
  const { repoId } = await createExamBank(t, admin);
  const rule = (quType: number) => ({ repoId, quType, level: 0, count: 1, score: 2 });
  const examId = await createExam(
    t,
    admin,
    examBody(repoId, { title: '备份考试', certId, qualifyScore: 6, rules: [1, 2, 3, 5, 6].map(rule) }),
  );
  const learner = await createUser(t, { realName: '王备份' });
  await createUser(t, { realName: '李恢复' });
  const token = (await login(t, learner.userName)).token;
  const paperId = await startPaper(t, token, examId);
  await answerAllRight(t, admin, token, paperId);
  const handed = await hand(t, token, paperId);
  if (handed.code !== 0) throw new Error(`hand-exam: ${handed.msg}`);
  await certRendersIdle(t.ctx); // the certificate's PDF follows the hand-in in the background
  await simulateStudy(t, learner.id, 'course-demo', [{ fileId: 'cf-demo-pdf', learnSec: 40, lastPos: 2 }]);
  const up = await uploadAs(t, admin, [{ name: 'backup.png', content: pngOf(4096) }]);
  if (up.code !== 0) throw new Error(`upload: ${up.msg}`);
  return { userName: learner.userName, paperId, uploadUrl: (up.data as UploadResult).url };
}

const unsigned = (url: string) => url.split('?')[0];

/** What the site answers through the API (signed addresses without their expiring signature), and the PDF. */
export async function readSite(t: TestApp, refs: SiteRefs) {
  const admin = (await loginAdmin(t)).token;
  const token = (await login(t, refs.userName)).token;
  const page = { current: 1, size: 100 };
  const users = await t.post<Page<UserView>>('/api/sys/user/paging', { ...page, params: { state: -1 } }, admin);
  const result = await t.post<PaperResult>('/api/paper/paper/paper-result', { id: refs.paperId }, token);
  const papers = await t.post<Page<PaperRow>>('/api/paper/paper/paging', { ...page, params: {} }, token);
  const study = await t.post<Page<unknown>>('/api/course/file/learn/paging', { ...page, params: {} }, token);
  const certs = (await t.post<MyGrant[]>('/api/cert/grant/my-list', {}, token)).data;
  if (certs.length !== 1 || !certs[0].certFilePdf)
    throw new Error('the learner should hold one certificate with a PDF');
  const pdf = await t.raw({ method: 'GET', url: certs[0].certFilePdf });
  const upload = await t.raw({ method: 'GET', url: refs.uploadUrl });
  return {
    users: users.data.records.map((u) => `${u.userName} ${u.realName}`).sort(),
    result: result.data,
    papers: papers.data.records,
    study: study.data.records,
    certs: certs.map((c) => ({ ...c, certFilePdf: unsigned(c.certFilePdf ?? '') })),
    pdf: { status: pdf.statusCode, bytes: pdf.rawPayload },
    upload: { status: upload.statusCode, bytes: upload.rawPayload },
  };
}

/** SHA-256 of every file under a folder, by relative path. */
export function fileHashes(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    out[path.relative(root, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

export interface ScriptRun {
  code: number | null;
  out: string;
  seconds: number;
}

/** `npm run backup|restore -- ARGS` without npm: node with tsx on scripts/<name>.ts, with `env` over ours. */
export function runScript(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const { NODE_OPTIONS: _loaders, ...inherited } = process.env;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      cwd: REPO_ROOT,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, seconds: (Date.now() - started) / 1000 }));
  });
}
