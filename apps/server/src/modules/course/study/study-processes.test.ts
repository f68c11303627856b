import type { StudySocketMessage } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { insertCourse, insertCourseFile } from '../../../../test/course-helpers.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { twoProcessesOnRedis } from '../../../../test/two-processes.ts';

const REDIS_URL = process.env.REDIS_URL;

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};

/** Opens a study socket and waits for its first message (where the file stands). */
async function open(base: string, path: string, token: string) {
  const ws = new WebSocket(`${base}${path}?token=${token}`);
  const messages: StudySocketMessage[] = [];
  ws.on('message', (d) => messages.push(JSON.parse(d.toString())));
  await until(() => messages.length > 0);
  return { ws, messages, stopped: () => messages.some((m) => m.stopped) };
}

/**
 * One study socket per learner across processes: two tabs opened at the same moment on two processes
 * (their claims may land in either order) leave exactly one studying, the later claim.
 */
describe.runIf(REDIS_URL)('with REDIS_URL: study sockets on two processes', () => {
  const two = twoProcessesOnRedis(REDIS_URL, 'study');

  it('two tabs opened at once on two processes: exactly one is stopped, the other studies on', async () => {
    const { a, oa, ob } = two;
    const fileId = await insertCourseFile(a);
    const courseId = await insertCourse(a, [fileId]);
    const l = await newLearner(a);
    const path = `/api/socket/read/${l.id}/${courseId}/${fileId}`;
    for (let round = 0; round < 8; round++) {
      const tabs = await Promise.all([open(oa, path, l.token), open(ob, path, l.token)]);
      await until(() => tabs.some((s) => s.stopped()));
      // both tabs beat: the one left must answer as studying (a stale claim finds out here at the latest)
      for (const s of tabs) if (!s.stopped()) s.ws.send('ping');
      await until(() => tabs.every((s) => s.stopped() || s.messages.length > 1));
      expect(tabs.filter((s) => s.stopped())).toHaveLength(1);
      for (const s of tabs) s.ws.close();
    }
  });
});
