/**
 * Local face provider benchmark (issue 15, docs/decisions/face.md "The local 1:1 threshold is 0.5"): model load time
 * and memory, time per reading (a cut-out face, a 640x480 frame, a 1920 px group photo), and the descriptor distances
 * of same-person pairs (a face against its mirrored, darker, blurred and re-framed variants) and of different-people
 * pairs (every two faces of the package's sample photos), with false accepts and false rejects at several thresholds. A
 * measurement, not a test: exits 0 whatever the figures.
 *
 * Run: `node --import tsx bench/face-local.ts [--dump .tmp/faces]` (--dump writes the built photos).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_MATCH_DISTANCE, readFace } from '../apps/server/src/modules/face/providers/local.ts';
import { descriptorDistance, localModel } from '../apps/server/src/modules/face/providers/local-model.ts';
import {
  noFacePhoto,
  SAME_PERSON_VARIANTS,
  SAMPLE_FACES,
  sampleFace,
  sampleGroupPhoto,
  smallSampleFace,
} from '../apps/server/test/face-samples.ts';

const mb = () => Math.round(process.memoryUsage().rss / 1e6);
const dumpAt = process.argv.indexOf('--dump');
const dump = dumpAt > 0 ? process.argv[dumpAt + 1] : '';

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const s = performance.now();
  const v = await f();
  return [v, performance.now() - s];
}

const rssBefore = mb();
const [, loadMs] = await timed(() => localModel());
console.log(`model load ${loadMs.toFixed(0)} ms; RSS ${rssBefore} MB before, ${mb()} MB after load`);

const plain: number[][] = [];
const readMs: number[] = [];
for (let i = 0; i < SAMPLE_FACES.length; i++) {
  const photo = sampleFace(i);
  if (dump) {
    fs.mkdirSync(dump, { recursive: true });
    fs.writeFileSync(path.join(dump, `face${i}.jpg`), photo);
  }
  const [r, ms] = await timed(() => readFace(photo));
  readMs.push(ms);
  if (r.kind !== 'one') console.log(`face ${i}: ${r.kind} (left out)`);
  plain.push(r.descriptor ?? []);
}

const same: number[] = [];
let sameUnread = 0;
for (let i = 0; i < SAMPLE_FACES.length; i++) {
  if (!plain[i].length) continue;
  for (const v of SAME_PERSON_VARIANTS) {
    const photo = sampleFace(i, v);
    if (dump) fs.writeFileSync(path.join(dump, `face${i}-${v}.jpg`), photo);
    const [r, ms] = await timed(() => readFace(photo));
    readMs.push(ms);
    if (r.kind !== 'one') {
      sameUnread++;
      console.log(`face ${i} ${v}: ${r.kind}`);
      continue;
    }
    same.push(descriptorDistance(plain[i], r.descriptor));
  }
}
const diff: Array<{ d: number; i: number; j: number }> = [];
for (let i = 0; i < plain.length; i++) {
  for (let j = i + 1; j < plain.length; j++) {
    if (plain[i].length && plain[j].length) diff.push({ d: descriptorDistance(plain[i], plain[j]), i, j });
  }
}

const [frame, frameMs] = await timed(() => readFace(smallSampleFace(3, 190)));
const [small, smallMs] = await timed(() => readFace(smallSampleFace(3, 50)));
const [group, groupMs] = await timed(() => readFace(sampleGroupPhoto(1)));
const [none, noneMs] = await timed(() => readFace(noFacePhoto()));
if (dump) fs.writeFileSync(path.join(dump, 'frame-190.jpg'), smallSampleFace(3, 190));

const sorted = [...readMs].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(0);
console.log(`reading a ~300x390 cut-out: median ${pct(0.5)} ms, p95 ${pct(0.95)} ms (${sorted.length} readings)`);
console.log(`640x480 frame, face 190 px: ${frameMs.toFixed(0)} ms (${frame.kind})`);
console.log(`640x480 frame, face 50 px: ${smallMs.toFixed(0)} ms (${small.kind})`);
console.log(`1920x1280 group photo: ${groupMs.toFixed(0)} ms (${group.kind})`);
console.log(`no face: ${noneMs.toFixed(0)} ms (${none.kind})`);

const stats = (xs: number[]) =>
  `min ${Math.min(...xs).toFixed(3)} max ${Math.max(...xs).toFixed(3)} mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3)}`;
console.log(`same person: ${same.length} pairs, ${stats(same)}; ${sameUnread} variants without a usable face`);
console.log(`different people: ${diff.length} pairs, ${stats(diff.map((x) => x.d))}`);
console.log(
  `closest different: ${[...diff]
    .sort((a, b) => a.d - b.d)
    .slice(0, 5)
    .map((x) => `${x.i}/${x.j} ${x.d.toFixed(3)}`)
    .join(', ')}`,
);
for (const t of [0.4, 0.45, LOCAL_MATCH_DISTANCE, 0.55, 0.6]) {
  const fr = same.filter((d) => d > t).length;
  const fa = diff.filter((x) => x.d <= t).length;
  console.log(`threshold ${t}: false reject ${fr}/${same.length}, false accept ${fa}/${diff.length}`);
}
const m = process.memoryUsage();
const mem = (x: number) => `${Math.round(x / 1e6)} MB`;
console.log(
  `RSS at the end ${mem(m.rss)} (JS heap ${mem(m.heapUsed)}, external incl. the WASM heap ${mem(m.external)})`,
);
