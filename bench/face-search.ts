/**
 * Face login search benchmark (issue 15, docs/decisions/face-login.md "Face login searches the stored descriptors"):
 * the 1:N search over stored descriptors (modules/face/search/face-search.ts searchDescriptors: one query for the
 * learners' current descriptors, then the distances) with 1,000 and 10,000 learners holding a synthetic descriptor
 * (random unit-length 128-number vectors, like the model's). The camera photo's own reading (~0.5 s) is not included:
 * it is the same whatever the number of faces. A measurement, not a test.
 *
 * Run: `node --import tsx bench/face-search.ts [--sizes 1000,10000] [--pg postgres://postgres@127.0.0.1:5432/postgres]`
 * (with --pg a throw-away database is created on that server and dropped afterwards; else PGlite in memory).
 */
import pg from 'pg';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { sysUser } from '../apps/server/src/db/schema/index.ts';
import { MODEL_TAG } from '../apps/server/src/modules/face/providers/local-model.ts';
import { upsertDescriptor } from '../apps/server/src/modules/face/search/face-descriptor.queries.ts';
import { descriptorBytes } from '../apps/server/src/modules/face/search/face-descriptor.ts';
import { searchDescriptors } from '../apps/server/src/modules/face/search/face-search.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const sizes = (arg('--sizes') ?? '1000,10000').split(',').map(Number);
const pgUrl = arg('--pg');

function randomUnit(): number[] {
  const v = Array.from({ length: 128 }, () => Math.random() * 2 - 1);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!pgUrl) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `xk_face_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), poolSize: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}

const { database, drop } = await open();
try {
  await database.migrate();
  const { db } = database;
  const app = { db } as AppContext;
  let have = 0;
  const vectors: number[][] = [];
  for (const size of sizes) {
    const t0 = performance.now();
    for (; have < size; have += 500) {
      const users = Array.from({ length: Math.min(500, size - have) }, (_, k) => {
        const i = have + k;
        return { id: `fb${i}`, userName: `face_bench_${i}`, password: 'x', face: `/upload/face/bench/${i}.jpg` };
      });
      await db.insert(sysUser).values(users);
      for (const u of users) {
        const v = randomUnit();
        vectors.push(v);
        await upsertDescriptor(db, {
          id: `fd${u.id}`,
          userId: u.id,
          photo: u.face,
          photoSha256: u.id.padEnd(64, '0'),
          modelTag: MODEL_TAG,
          descriptor: descriptorBytes(v),
        });
      }
    }
    const fillMs = performance.now() - t0;
    const times: number[] = [];
    let matched = 0;
    for (let r = 0; r < 25; r++) {
      // A probe near a stored face (same person) every other round, a stranger otherwise.
      const near = vectors[Math.floor(Math.random() * vectors.length)];
      const probe = r % 2 ? randomUnit() : near.map((x) => x + (Math.random() - 0.5) * 0.01);
      const s = performance.now();
      const found = await searchDescriptors(app, probe);
      times.push(performance.now() - s);
      if (found.kind === 'match') matched++;
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
    console.log(
      `${database.kind} ${size} descriptors (filled in ${(fillMs / 1000).toFixed(1)} s): search median ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms; ${matched}/25 matched (13 expected); RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
    );
  }
} finally {
  await drop();
}
