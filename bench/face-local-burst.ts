/**
 * One burst of bench/face-local.ts in a process of its own (so its RSS is the reading's, not the bench's):
 * `node --import tsx bench/face-local-burst.ts <old|new> <count> <dir of .jpg frames>` offers `count` entry
 * checks, one every 120 ms (1,000 in 2 minutes), and prints one JSON line: answered, refused (服务器繁忙),
 * most waiting, answer times, how late a 20 ms timer of the main thread ran (what every other call waits on
 * top of its own work), RSS before, after warm-up, after half and at the end.
 * old: the reading before issue 29 on the main thread, one at a time, 16 waiting then busy;
 * new: face-reading-pool.ts (FACE_WORKERS, queue 300).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  configureFaceReadings,
  faceReadingsWaiting,
  readFaceInPool,
} from '../apps/server/src/modules/face/providers/face-reading-pool.ts';
import type { FaceReading } from '../apps/server/src/modules/face/providers/local-reading.ts';
import { readFaceOld } from './face-local-old.ts';

const [which, countArg, dir] = process.argv.slice(2);
const n = Number(countArg);
const frames = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.jpg'))
  .map((f) => fs.readFileSync(path.join(dir, f)));
const mb = () => Math.round(process.memoryUsage().rss / 1e6);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]) : null;
};
const rssStart = mb();

let read: (p: Buffer) => Promise<FaceReading>;
let load: () => number;
if (which === 'old') {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  load = () => waiting;
  read = (photo) => {
    if (waiting >= 16) return Promise.reject(new Error('busy'));
    waiting++;
    const run = queue.then(() => readFaceOld(photo));
    queue = run.catch(() => undefined);
    return run.finally(() => waiting--);
  };
} else {
  const workers = process.env.FACE_WORKERS === undefined ? undefined : Number(process.env.FACE_WORKERS);
  configureFaceReadings({ workers, queueMax: 300 });
  read = (p) => readFaceInPool(p);
  load = faceReadingsWaiting;
}
for (const f of frames.slice(0, 3)) await read(f);
const rssWarm = mb();

const lateness: number[] = [];
let expected = performance.now() + 20;
const probe = setInterval(() => {
  const now = performance.now();
  lateness.push(Math.max(0, now - expected));
  expected = now + 20;
}, 20);
const started = performance.now();
const answerMs: number[] = [];
let answered = 0;
let busy = 0;
let mostWaiting = 0;
let rssHalf = 0;
const all: Promise<void>[] = [];
for (let i = 0; i < n; i++) {
  const wait = started + i * 120 - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const t0 = performance.now();
  all.push(
    read(frames[i % frames.length]).then(
      () => {
        answerMs.push(performance.now() - t0);
        if (++answered === Math.floor(n / 2)) rssHalf = mb();
      },
      () => {
        busy++;
      },
    ),
  );
  mostWaiting = Math.max(mostWaiting, load());
}
const offeredS = (performance.now() - started) / 1000;
await Promise.all(all);
clearInterval(probe);
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    which,
    offered: n,
    offeredS: Math.round(offeredS),
    doneS: Math.round((performance.now() - started) / 1000),
    answered,
    busy,
    mostWaiting,
    answerMedian: pct(answerMs, 0.5),
    answerP95: pct(answerMs, 0.95),
    answerMax: pct(answerMs, 1),
    timerLateP99: pct(lateness, 0.99),
    timerLateMax: pct(lateness, 1),
    cpuS: Math.round((cpu.user + cpu.system) / 1e6),
    rssStart,
    rssWarm,
    rssHalf,
    rssEnd: mb(),
  }),
);
process.exit(0);
