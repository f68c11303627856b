/**
 * `npm run deploy:check`: a contest match and a study session through nginx, with the two processes sharing
 * the work over Redis as production does: the two players of a 1v1 match sit on different processes, and a
 * learner's second study tab on the other process stops the first one's credit.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BattleServerMessage, ExamSocketMessage, StudySocketMessage } from '@xuekao/contracts';
import type WebSocket from 'ws';
import type { Site } from './deploy-checks.ts';
import { type ExamSetup, newLearner, uploadFile } from './deploy-exam.ts';
import { call, expect, ms, openSocket, type Report } from './deploy-probe.ts';
import { REPO_ROOT, type SiteProcess } from './deploy-site.ts';
import { examSocketsOn } from './deploy-stop.ts';

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
type Learner = Awaited<ReturnType<typeof newLearner>>;

/** How many times each process logged a request for `url` (a socket's upgrade is logged when it arrives). */
const logged = (site: Site, url: string) =>
  site.processes.map((p: SiteProcess) => fs.readFileSync(p.logFile, 'utf8').split(`"url":"${url}"`).length - 1);

/** Which process took the next request for `url` (its log grew), waiting a moment for the log to be written. */
async function whichProcess(site: Site, url: string, before: number[]): Promise<number> {
  for (let i = 0; i < 40; i++) {
    const now = logged(site, url);
    const grew = now.findIndex((n, k) => n > (before[k] ?? 0));
    if (grew >= 0) return grew;
    await sleep(50);
  }
  throw new Error(`no process logged ${url}`);
}

/** Messages of a socket, parsed, with a wait for the first that fits. */
class Inbox<M> {
  readonly all: M[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => {
      const text = d.toString();
      if (text.startsWith('{')) this.all.push(JSON.parse(text) as M);
    });
  }
  async next(fits: (m: M) => boolean, what: string, timeoutMs = 20_000, from = 0): Promise<M> {
    const until = performance.now() + timeoutMs;
    for (;;) {
      const hit = this.all.slice(from).find(fits);
      if (hit) return hit;
      expect(performance.now() < until, `no ${what} within ${timeoutMs} ms`);
      await sleep(25);
    }
  }
}

/** Opens a socket through nginx; which process took it (index into site.processes). */
async function openLogged<M>(site: Site, url: string, l: { token: string }) {
  const before = logged(site, url);
  const ws = await openSocket(`${wsOrigin(site)}${url}`, socketHeaders(site, l));
  // Listening from the first moment: a socket's first message (hello, status) comes right after the upgrade.
  const box = new Inbox<M>(ws);
  return { box, on: await whichProcess(site, url, before) };
}

const socketHeaders = (site: Site, l: { token: string }) => ({ cookie: `xk_token=${l.token}`, origin: site.origin });
const wsOrigin = (site: Site) => site.origin.replace(/^http/, 'ws');

/**
 * Opens each learner's socket at `at(l)` through nginx so that the two sit on different processes (nginx
 * picks by least connections; when both landed on one, both are opened again, a few times at most). Which
 * process took a socket is read from the processes' logs.
 */
async function onTwoProcesses<M>(site: Site, learners: [Learner, Learner], at: (l: Learner) => string) {
  // A socket counts as open once the server's first message came: its handshake work (a study socket's
  // claim of the learner's study) is done then, so the second one is the later in the server's eyes too.
  const open = async (l: Learner) => {
    const o = await openLogged<M>(site, at(l), l);
    await o.box.next(() => true, 'the first message');
    return o;
  };
  for (let attempt = 1; attempt <= 8; attempt++) {
    const first = await open(learners[0]);
    const second = await open(learners[1]);
    if (second.on !== first.on) return { boxes: [first.box, second.box] as const, attempts: attempt };
    // Both on one process: start again (a study socket opened beside the first has stopped it already).
    first.box.ws.close();
    second.box.ws.close();
    await sleep(300);
  }
  throw new Error('the two sockets never sat on different processes');
}

/**
 * Staff messages reach examinees on any process: a warning to the learner whose exam socket is open, and a
 * forced hand-in of a second examinee whose socket sits on the other process (the call lands on either).
 */
export async function checkExamMessages(
  r: Report,
  site: Site,
  adminToken: string,
  exam: ExamSetup,
  learnerSocket: WebSocket,
): Promise<void> {
  const url = (l: { id: string }): string => `/api/socket/exam/${l.id}/${exam.examId}/pc`;
  await r.check('监考 warning through nginx reaches the learner\u2019s exam socket', async () => {
    const box = new Inbox<ExamSocketMessage>(learnerSocket);
    const msg = `部署检查警告${Date.now().toString(36)}`;
    await call(
      site.origin,
      '/api/exam/watch/warn',
      { examId: exam.examId, userIds: [exam.learner.id], msg },
      adminToken,
    );
    await box.next((m) => m.type === 'warn' && m.msg === msg, 'the warning', 10_000);
    return 'received over the socket';
  });
  await r.check('forced hand-in reaches an examinee on the other process', async () => {
    // The learner's exam socket is the only one open: its process is the one that counts an exam socket.
    const counts = await Promise.all(site.processes.map((p) => examSocketsOn(p)));
    const at = counts.findIndex((n) => n > 0);
    expect(at >= 0, 'no process holds the learner\u2019s exam socket');
    let other: { box: Inbox<ExamSocketMessage>; on: number } | null = null;
    for (let attempt = 0; attempt < 8 && !other; attempt++) {
      const o = await openLogged<ExamSocketMessage>(site, url(exam.second.learner), exam.second.learner);
      if (o.on !== at) other = o;
      else o.box.ws.close();
    }
    expect(other, 'the second examinee\u2019s socket never sat on the other process');
    try {
      const box = other.box;
      const done = await call<{ handed: number }>(
        site.origin,
        '/api/exam/watch/force-hand',
        { examId: exam.examId, paperIds: [exam.second.paperId] },
        adminToken,
      );
      expect(done.handed === 1, `handed ${done.handed}`);
      await box.next((m) => m.type === 'hand' && m.paperId === exam.second.paperId, 'the hand-in message', 10_000);
      return `socket on process ${site.processes[other.on]?.port}, the learner's on ${site.processes[at]?.port}: told to leave for the result`;
    } finally {
      other.box.ws.close();
    }
  });
}

/** A 1v1 contest match between two learners on different processes, played to its end. */
export async function checkContest(r: Report, site: Site, adminToken: string, repoId: string): Promise<void> {
  await r.check('contest match between learners on different processes', async () => {
    const contestId = (
      await call<{ id: string }>(
        site.origin,
        '/api/battle/battle/save',
        {
          title: `部署检查竞赛${Date.now().toString(36)}`,
          startTime: new Date(Date.now() - 60_000).toISOString(),
          endTime: new Date(Date.now() + 3600_000).toISOString(),
          repoIds: [repoId],
          quCount: 2,
          seconds: 10,
          modes: ['pk'],
          dailyLimit: 0,
          openHours: '00:00\n23:59',
          state: 0,
        },
        adminToken,
      )
    ).id;
    const players: [Learner, Learner] = [
      await newLearner(site.origin, adminToken, `${contestId.slice(-6)}p1`),
      await newLearner(site.origin, adminToken, `${contestId.slice(-6)}p2`),
    ];
    const t0 = performance.now();
    const { boxes, attempts } = await onTwoProcesses<BattleServerMessage>(
      site,
      players,
      () => `/api/socket/battle/${contestId}`,
    );
    try {
      for (const b of boxes) await b.next((m) => m.type === 'hello', 'hello');
      for (const b of boxes) b.ws.send(JSON.stringify({ type: 'match', mode: 'pk' }));
      const found = await Promise.all(boxes.map((b) => b.next((m) => m.type === 'found', 'match found')));
      const matchId = found[0]?.type === 'found' ? found[0].matchId : '';
      expect(
        found.every((f) => f.type === 'found' && f.matchId === matchId),
        'the players were put in different matches',
      );
      // Both answer every round with the first option; the match ends after its 2 rounds.
      const answered = new Set<string>();
      const play = setInterval(() => {
        boxes.forEach((b, seat) => {
          for (const m of b.all) {
            if (m.type !== 'round' || answered.has(`${seat}/${m.index}`)) continue;
            answered.add(`${seat}/${m.index}`);
            const optionIds = [m.question.options[0]?.id ?? ''];
            b.ws.send(JSON.stringify({ type: 'answer', matchId: m.matchId, index: m.index, optionIds }));
          }
        });
      }, 50);
      try {
        const ends = await Promise.all(boxes.map((b) => b.next((m) => m.type === 'end', 'end of the match', 60_000)));
        expect(
          ends.every((e) => e.type === 'end' && e.matchId === matchId && e.results.length === 2),
          'the end messages disagree',
        );
      } finally {
        clearInterval(play);
      }
      const errors = boxes.flatMap((b) => b.all.filter((m) => m.type === 'error'));
      expect(errors.length === 0, `errors: ${JSON.stringify(errors).slice(0, 200)}`);
      return `one socket on each process (${attempts} open(s)); matched, 2 rounds answered, both told the end ${ms(performance.now() - t0)} after opening`;
    } finally {
      for (const b of boxes) b.ws.close();
    }
  });
}

/** A study session through nginx: time credited per heartbeat; a second tab on the other process stops it. */
export async function checkStudy(r: Report, site: Site, adminToken: string): Promise<void> {
  await r.check('study socket: credit through nginx; a second tab on the other process stops the first', async () => {
    const pdf = fs.readFileSync(path.join(REPO_ROOT, 'apps/server/assets/demo/demo-handbook.pdf'));
    const fileUrl = await uploadFile(site.origin, adminToken, 'handbook.pdf', 'application/pdf', pdf);
    const tag = Date.now().toString(36);
    const fileId = (
      await call<{ id: string }>(
        site.origin,
        '/api/course/file/save',
        { title: `部署检查课件${tag}`, fileType: 3, fileUrl, needLearn: 600 },
        adminToken,
      )
    ).id;
    const courseId = (
      await call<{ id: string }>(
        site.origin,
        '/api/course/course/save',
        {
          title: `部署检查课程${tag}`,
          startTime: new Date(Date.now() - 60_000).toISOString(),
          endTime: new Date(Date.now() + 3600_000).toISOString(),
          chapters: [{ title: '第一章', fileIds: [fileId] }],
          points: 0,
          state: 0,
        },
        adminToken,
      )
    ).id;
    const learner = await newLearner(site.origin, adminToken, `${tag}st`);
    const at = (l: Learner) => `/api/socket/read/${l.id}/${courseId}/${fileId}`;
    // The same learner twice: the first tab, then a second one that lands on the other process.
    const { boxes } = await onTwoProcesses<StudySocketMessage>(site, [learner, learner], at);
    const [first, second] = boxes;
    try {
      const stopped = await first.next((m) => m.stopped, 'stop of the first tab');
      const opened = await second.next((m) => !m.stopped, 'status of the second tab');
      await sleep(2_200);
      const n = second.all.length;
      second.ws.send('ping');
      const beat = await second.next(() => true, 'heartbeat answer', 10_000, n);
      expect(!beat.stopped && beat.learnSec - opened.learnSec >= 2, `after 2.2 s: ${JSON.stringify(beat)}`);
      return `first tab told "${stopped.stopMsg}"; the second credited ${beat.learnSec - opened.learnSec} s for 2.2 s`;
    } finally {
      for (const b of boxes) b.ws.close();
    }
  });
}
