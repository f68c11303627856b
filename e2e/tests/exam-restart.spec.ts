import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiCall, apiToken, createExamByApi, createLearnerByApi, enterExam, signInAs } from '../support/exam.ts';
import { answerShown, question, rule } from '../support/paper.ts';

/**
 * Issue 25, "done when" (second test): the server process a learner's exam page talks to is killed
 * (kill -9) mid-exam and started again on the same data. The answers given while it was gone wait in the
 * page's journal; once it is back the page delivers them by itself and its exam socket opens again. No
 * answer given before or during the outage is lost.
 *
 * The test runs its own server (the shared one must live on), on ports of its own and a data folder kept
 * over the restart (support/server.ts, E2E_DATA_DIR).
 */
const PORT = 18190;
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER = fileURLToPath(new URL('../support/server.ts', import.meta.url));

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: path.dirname(path.dirname(SERVER)),
    env: { ...process.env, PORT: String(PORT), E2E_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  // Ready when it answers (migrations and seed done); a process that died says so at once. A fresh embedded
  // database migrated and seeded while the other worker's tests run took over 120 s on a loaded 2-core machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the test server exited with ${child.exitCode}`);
    const up = await fetch(`${BASE}/api/docs`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the test server did not start in 240 s');
}

async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

test('the server is killed mid-exam and started again: the page comes back by itself, no answer is lost', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(480_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xuekao-e2e-restart-'));
  let server = await startServer(dataDir);
  try {
    const request = await playwright.request.newContext({ baseURL: BASE });
    const learner = await createLearnerByApi(request, 'e2erestart', '孙重启');
    const title = `E2E重启考试${Date.now().toString(36)}`;
    await createExamByApi(request, title, [learner.id], { rules: [rule(1, 2), rule(3, 1)] });
    const context = await browser.newContext({ baseURL: BASE });
    const page = await context.newPage();
    await signInAs(page, learner, /\/web\/index/);
    const paperId = await enterExam(page, title);
    await answerShown(page, 1);
    await expect(question(page).getByTestId('qu-saved')).toBeVisible();

    // kill -9: no goodbye to the sockets, no drain.
    await killHard(server);
    await answerShown(page, 2);
    await answerShown(page, 3);
    await expect(page.getByTestId('journal-waiting')).toHaveText('待提交答案：2 题');
    await expect(page.getByTestId('card-2')).toHaveAttribute('data-pending', 'true');

    // Started again: the journal and the exam socket come back without the learner doing anything.
    const socketBack = page.waitForEvent('websocket', {
      predicate: (ws) => ws.url().includes('/socket/exam/'),
      timeout: 90_000,
    });
    server = await startServer(dataDir);
    await expect(page.getByTestId('journal-banner')).toBeHidden({ timeout: 60_000 });
    await socketBack;
    const token = await apiToken(request, learner);
    const detail = await apiCall<{ answeredCount: number; state: number }>(
      request,
      token,
      '/api/paper/paper/paper-detail',
      { id: paperId },
    );
    expect(detail).toMatchObject({ answeredCount: 3, state: 0 });
    await context.close();
    await request.dispose();
  } finally {
    await killHard(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
