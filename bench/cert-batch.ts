/**
 * Certificate batch benchmark (issue 12 item 8, docs/CERTIFICATES.md): against the real server on
 * PostgreSQL, staff grant one template to N learners in one call; prints how long the call takes to
 * answer, how long until every PDF is rendered and stored, the server's memory over the run, and the
 * latency of other calls made meanwhile (a signed-in `/api/sys/user/info` every 50 ms). A measurement,
 * not a test: exits 0 below target too. Targets: all PDFs < 60 s for 5,000, memory flat, other calls
 * < 100 ms.
 *
 * Run: `npm run bench:cert-batch [-- --learners 5000 --port 8097 --pg-url postgres://postgres@127.0.0.1:5432/postgres]`
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Api } from './exam-storm/client.ts';
import { adminLogin, insertLearners } from './exam-storm/data.ts';
import { createDatabase, installSignalHandlers, onCleanup, runCleanup, startServer } from './exam-storm/servers.ts';
import { cpuBetween, fmtCpu, Latencies, rssMb, snapCpu } from './exam-storm/stats.ts';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? def) : def;
};
const N = Number(arg('learners', '5000'));
const PORT = Number(arg('port', '8097'));
const PG_URL = arg('pg-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const t0 = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const LAYOUT = [
  { key: 'title', x: 20, y: 30, width: 257, fontSize: 32, align: 'center', color: '#aa0000' },
  { key: 'realName', x: 60, y: 80, width: 177, fontSize: 28, align: 'center' },
  { key: 'number', x: 20, y: 180, width: 120, fontSize: 10 },
  { key: 'grantDate', x: 180, y: 170, width: 97, fontSize: 12, align: 'right' },
  { key: 'expireDate', x: 180, y: 178, width: 97, fontSize: 12, align: 'right' },
  { key: 'authority', x: 180, y: 186, width: 97, fontSize: 12, align: 'right' },
  { key: 'text', x: 60, y: 140, width: 177, fontSize: 14, text: '特发此证，以资鼓励。' },
  { key: 'qrcode', x: 250, y: 150, width: 30 },
];

async function main() {
  installSignalHandlers();
  const dbName = `xk_bench_cert_${Date.now()}_${randomBytes(2).toString('hex')}`;
  const dbUrl = await createDatabase(PG_URL, dbName, false);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-cert-bench-'));
  onCleanup('data dir', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const password = `Bench-${randomBytes(6).toString('hex')}`;
  log(`database ${dbName}; starting the server on port ${PORT}`);
  const server = await startServer(
    0,
    PORT,
    { databaseUrl: dbUrl, adminPassword: password, poolSize: 20, logLevel: 'warn', dataDir },
    dataDir,
  );
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  onCleanup('pg client', () => db.end());
  const learners = await insertLearners(db, N, 1);
  const api = new Api([server.origin], 8);
  onCleanup('api', () => api.close());
  const admin = await adminLogin(api, password);
  const saved = await api.post<{ id: string }>(
    0,
    '/api/cert/cert/save',
    { title: '安全生产培训合格证书', authority: '学考培训中心', validMonths: 24, numberPrefix: 'AQ', layout: LAYOUT },
    admin,
  );
  if (saved.code !== 0) throw new Error(`template: ${saved.msg}`);
  const certId = saved.data.id;
  log(`${N} learners, template ${certId}`);

  // Other calls during the whole run, and the server's memory.
  const probe = new Latencies();
  let probing = true;
  let probeErrors = 0;
  const prober = (async () => {
    while (probing) {
      const s = performance.now();
      const r = await api.post(0, '/api/sys/user/info', {}, admin);
      probe.add(performance.now() - s);
      if (r.code !== 0) probeErrors++;
      await sleep(50);
    }
  })();
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(rssMb(server.pid)), 500);
  const cpu0 = snapCpu([server.pid]);
  await sleep(1000);
  const rssBefore = rssMb(server.pid);

  const start = performance.now();
  const res = await api.post<{ granted: number; skipped: number }>(
    0,
    '/api/cert/grant/grant-batch',
    { certId, userIds: learners.map((l) => l.id), deptCodes: [] },
    admin,
  );
  const answered = performance.now() - start;
  if (res.code !== 0) throw new Error(`grant-batch: ${res.msg}`);
  log(`grant-batch answered in ${(answered / 1000).toFixed(1)} s: ${res.data.granted} granted`);
  let done = 0;
  const progress: string[] = [];
  while (done < N && performance.now() - start < 15 * 60_000) {
    await sleep(1000);
    const q = await db.query(`select count(*)::int as n from el_cert_grant where cert_id = $1 and pdf_url <> ''`, [
      certId,
    ]);
    done = q.rows[0].n;
    if (progress.length % 10 === 0) log(`${done}/${N} PDFs`);
    progress.push(String(done));
  }
  const allDone = performance.now() - start;
  const cpu = cpuBetween(cpu0, snapCpu([server.pid]));
  probing = false;
  await prober;
  clearInterval(sampler);
  const msgs = await db.query(`select count(*)::int as n from sys_user_msg where user_id like 'bl%'`).catch(() => null);
  const s = probe.summary();
  const half = rss.slice(Math.floor(rss.length / 2));
  console.log(`
cert-batch  ${new Date().toISOString()}  ${os.cpus().length} cores, node ${process.version}, 1 server process
learners          ${N}
grant-batch       answered in ${(answered / 1000).toFixed(2)} s (${res.data.granted} granted, ${res.data.skipped} skipped)
PDFs              ${done}/${N} rendered and stored ${(allDone / 1000).toFixed(1)} s after the call   target < 60 s: ${done === N && allDone < 60_000 ? 'met' : 'MISSED'}
                  ${((done / allDone) * 1000).toFixed(0)} PDFs/s
messages          ${msgs ? msgs.rows[0].n : 'n/a'} certificate messages to the learners
other calls       ${s.count} calls during the run: p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms, errors ${probeErrors}   target < 100 ms: ${s.p99 < 100 ? 'met' : 'MISSED'}
server rss        before ${rssBefore} MB, peak ${Math.max(...rss)} MB, second half min ${Math.min(...half)} max ${Math.max(...half)} MB, end ${rss.at(-1)} MB
cpu               ${fmtCpu(cpu)}
`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => runCleanup());
