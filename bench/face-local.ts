/**
 * Local face provider benchmark (issues 15 and 29; docs/decisions/face.md "Local face provider", "The local 1:1
 * threshold is 0.5"): the reading before issue 29 (bench/face-local-old.ts: SSD MobileNet v1 on the whole
 * picture, one at a time on the main thread) and the current one (tiny detector, best face's crop, worker
 * threads of face-reading-pool.ts) side by side against the targets:
 * 1. a burst of 1,000 entry checks in 2 minutes (one every 120 ms, 640x480 frames), each pipeline in a process
 *    of its own (bench/face-local-burst.ts): answered, refused (服务器繁忙), queue, how late a 20 ms timer of the
 *    main thread runs meanwhile (what every other call waits on top of its own work), RSS after 500 and 1,000;
 * 2. a warm reading of a 640x480 frame on one thread: CPU and wall time, median;
 * 3. accuracy on the labelled set of bench/face-set.ts (22 people x 13 pictures): false rejects and false accepts
 *    at several thresholds, and on today's set (plain cut-outs against mirrored, dark, blur, reframe).
 * A measurement, not a test: exits 0 whatever the figures.
 *
 * Run: `node --import tsx bench/face-local.ts [--no-burst] [--no-accuracy] [--burst-n 1000]`
 * (FACE_WORKERS as for the server; default one per core less one).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { configureFaceReadings, readFaceInPool } from '../apps/server/src/modules/face/providers/face-reading-pool.ts';
import { LOCAL_MATCH_DISTANCE } from '../apps/server/src/modules/face/providers/local.ts';
import { descriptorDistance } from '../apps/server/src/modules/face/providers/local-model.ts';
import { type FaceReading, readFaceHere } from '../apps/server/src/modules/face/providers/local-reading.ts';
import { smallSampleFace } from '../apps/server/test/face-samples.ts';
import { readFaceOld } from './face-local-old.ts';
import { type LabelledReading, PEOPLE, pairDistances, rates, setPhoto, VARIANTS } from './face-set.ts';

const arg = (name: string) => process.argv.includes(name);
const argValue = (name: string, d: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : Number.NaN;
};
const f0 = (x: number) => x.toFixed(0);
const workers = process.env.FACE_WORKERS === undefined ? undefined : Number(process.env.FACE_WORKERS);
configureFaceReadings({ workers, queueMax: 300 });

const frames = Array.from({ length: PEOPLE }, (_, i) => smallSampleFace(i, 170 + (i % 4) * 20));
console.log(
  `face-local bench: load average ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);

const burstN = argValue('--burst-n', 1000);
if (!arg('--no-burst')) {
  const dir = path.join('.tmp', 'face-bench-frames');
  fs.mkdirSync(dir, { recursive: true });
  for (const [i, f] of frames.entries()) fs.writeFileSync(path.join(dir, `frame${String(i).padStart(2, '0')}.jpg`), f);
  for (const which of ['new', 'old']) {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'bench/face-local-burst.ts', which, String(burstN), dir],
      {
        env: process.env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const r = JSON.parse(out.trim().split('\n').pop() as string);
    console.log(
      `${which.toUpperCase()} burst of ${r.offered} entry checks in ${r.offeredS} s: answered ${r.answered}, 服务器繁忙 ${r.busy}, ` +
        `all answered after ${r.doneS} s, most waiting ${r.mostWaiting}; answer median ${r.answerMedian} ms, p95 ${r.answerP95} ms, ` +
        `max ${r.answerMax} ms; main-thread 20 ms timer late p99 ${r.timerLateP99} ms (max ${r.timerLateMax}); CPU ${r.cpuS} s; ` +
        `RSS ${r.rssStart} MB at start, ${r.rssWarm} warm, ${r.rssHalf} after ${Math.floor(r.offered / 2)} readings, ${r.rssEnd} at the end`,
    );
  }
}

async function warm(label: string, read: (p: Buffer) => Promise<FaceReading>) {
  const frame = smallSampleFace(3, 190);
  for (let i = 0; i < 3; i++) await read(frame);
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < 15; i++) {
    const c = process.cpuUsage();
    const s = performance.now();
    await read(frames[i % frames.length]);
    wall.push(performance.now() - s);
    const u = process.cpuUsage(c);
    cpu.push((u.user + u.system) / 1000);
  }
  console.log(
    `${label} 640x480 frame, one thread: CPU median ${f0(pct(cpu, 0.5))} ms, wall median ${f0(pct(wall, 0.5))} ms`,
  );
}
await warm('OLD', readFaceOld);
await warm('NEW', (p) => readFaceHere(p));

if (!arg('--no-accuracy')) {
  const pictures = ['plain' as const, ...VARIANTS];
  const old: LabelledReading[] = [];
  const neu: LabelledReading[] = [];
  const unread = { old: 0, new: 0 };
  for (let person = 0; person < PEOPLE; person++) {
    for (const variant of pictures) {
      const photo = setPhoto(person, variant);
      const [o, n] = await Promise.all([readFaceOld(photo), readFaceInPool(photo)]);
      if (o.kind !== 'one') unread.old++;
      if (n.kind !== 'one') unread.new++;
      old.push({ person, variant, descriptor: o.descriptor });
      neu.push({ person, variant, descriptor: n.descriptor });
    }
  }
  const total = PEOPLE * pictures.length;
  console.log(
    `labelled set: ${PEOPLE} people x ${pictures.length} pictures; without a usable face: OLD ${unread.old}/${total}, NEW ${unread.new}/${total}`,
  );
  const today = (rs: LabelledReading[]) =>
    rs.filter((r) => ['plain', 'mirror', 'dark', 'blur', 'reframe'].includes(r.variant));
  const sets = {
    'all pairs': [pairDistances(old, descriptorDistance), pairDistances(neu, descriptorDistance)],
    "today's set": [pairDistances(today(old), descriptorDistance), pairDistances(today(neu), descriptorDistance)],
  };
  for (const [name, [o, n]] of Object.entries(sets)) {
    for (const t of [0.35, 0.4, 0.45, LOCAL_MATCH_DISTANCE, 0.55, 0.6]) {
      console.log(`${name} at ${t.toFixed(2)}: OLD ${rates(o, t)} | NEW ${rates(n, t)}`);
    }
  }
  // Pairs with the photo on file (what a check compares): plain against each variant of the same person.
  const onFile = (rs: LabelledReading[]) => {
    const plain = new Map(rs.filter((r) => r.variant === 'plain' && r.descriptor).map((r) => [r.person, r]));
    const same: number[] = [];
    const diff: number[] = [];
    for (const r of rs) {
      if (r.variant === 'plain' || !r.descriptor) continue;
      for (const [person, p] of plain) {
        (person === r.person ? same : diff).push(descriptorDistance(p.descriptor as number[], r.descriptor));
      }
    }
    return { same, diff };
  };
  for (const t of [0.45, LOCAL_MATCH_DISTANCE]) {
    console.log(
      `photo on file vs variants at ${t.toFixed(2)}: OLD ${rates(onFile(old), t)} | NEW ${rates(onFile(neu), t)}`,
    );
  }
}
process.exit(0);
