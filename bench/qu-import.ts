/**
 * Question import benchmark: builds a 10,000-question .xlsx of all seven types and imports it through
 * the real `/api/qu/qu/import` endpoint of the app on a fresh in-memory PGlite (or PostgreSQL with
 * DATABASE_URL), then prints the figures.  Run: `npx tsx bench/qu-import.ts [count]`
 */
import { QU_IMPORT_HEADERS } from '@xuekao/contracts';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDatabase } from '../apps/server/src/db/seed/index.ts';

type Line = Partial<Record<(typeof QU_IMPORT_HEADERS)[number], string>>;
const COUNT = Number(process.argv[2] ?? 10_000);

/** The lines of question number `no` (a composite also uses the next two numbers for its sub-questions). */
function questionLines(no: number, kind: number): { lines: Line[]; used: number } {
  const n = String(no);
  const head = {
    题目序号: n,
    题目内容: `第${no}题 ${'题干内容'.repeat(8)}`,
    整体解析: `解析${no}`,
    所属章节: `第${(no % 10) + 1}章`,
  };
  switch (kind) {
    case 0:
      return {
        used: 1,
        lines: ['A', 'B', 'C', 'D'].map((x, i) => ({
          ...(i === 0 ? { ...head, 题目类型: '单选题' } : { 题目序号: n }),
          是否正确项: i === 1 ? '是' : '否',
          选项内容: `选项${x}${no}`,
        })),
      };
    case 1:
      return {
        used: 1,
        lines: ['A', 'B', 'C', 'D'].map((x, i) => ({
          ...(i === 0 ? { ...head, 题目类型: '多选题', 难易程度: '较难' } : { 题目序号: n }),
          是否正确项: i < 2 ? '是' : '否',
          选项内容: `选项${x}${no}`,
        })),
      };
    case 2:
      return {
        used: 1,
        lines: [
          { ...head, 题目类型: '判断题', 是否正确项: '是', 选项内容: '正确' },
          { 题目序号: n, 是否正确项: '否', 选项内容: '错误' },
        ],
      };
    case 3:
      return { used: 1, lines: [{ ...head, 题目类型: '简答题' }] };
    case 4:
      return {
        used: 1,
        lines: [
          { ...head, 题目类型: '填空题', 选项内容: `答案${no}|答${no}` },
          { 题目序号: n, 选项内容: `第二空${no}` },
        ],
      };
    case 5:
      return {
        used: 1,
        lines: [1, 2, 3].map((i) => ({
          ...(i === 1 ? { ...head, 题目类型: '组合匹配题' } : { 题目序号: n }),
          选项内容: `左${i}-${no}`,
          匹配答案: `右${i}-${no}`,
        })),
      };
    default: {
      const s1 = String(no + 1);
      const s2 = String(no + 2);
      return {
        used: 3,
        lines: [
          { ...head, 题目类型: '组合题' },
          { 题目序号: s1, 父题序号: n, 题目类型: '单选题', 题目内容: '小题一', 是否正确项: '是', 选项内容: '甲' },
          { 题目序号: s1, 父题序号: n, 是否正确项: '否', 选项内容: '乙' },
          { 题目序号: s2, 父题序号: n, 题目类型: '简答题', 题目内容: '小题二' },
        ],
      };
    }
  }
}

async function buildSheet(count: number): Promise<{ buffer: Buffer; rows: number }> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('试题导入');
  ws.addRow([...QU_IMPORT_HEADERS]);
  let no = 1;
  let rows = 0;
  for (let q = 0; q < count; q++) {
    const { lines, used } = questionLines(no, q % 7);
    no += used;
    for (const l of lines) {
      ws.addRow(QU_IMPORT_HEADERS.map((h) => l[h] ?? ''));
      rows++;
    }
  }
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), rows };
}

function multipart(name: string, data: Buffer, fields: Record<string, string>) {
  const boundary = `----xkbench${Date.now().toString(16)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function main() {
  let t = Date.now();
  const { buffer, rows } = await buildSheet(COUNT);
  console.log(
    `built ${COUNT} questions, ${rows} rows, ${(buffer.length / 1024 / 1024).toFixed(1)} MB in ${Date.now() - t} ms`,
  );

  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await database.migrate();
  await seedDatabase(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/xuekao-bench',
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/sys/user/login',
    payload: { username: 'admin', password: 'admin123' },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const repo = await app.inject({
    method: 'POST',
    url: '/api/repo/save',
    payload: { title: '压测题库' },
    headers: { token },
  });
  const repoId = (repo.json() as { data: { id: string } }).data.id;

  const { payload, headers } = multipart('bench.xlsx', buffer, { repoId });
  t = Date.now();
  const res = await app.inject({ method: 'POST', url: '/api/qu/qu/import', payload, headers: { ...headers, token } });
  const ms = Date.now() - t;
  const body = res.json() as { code: number; msg: string; data: unknown };
  if (body.code !== 0) throw new Error(`import failed: ${body.msg}`);
  console.log(
    `imported ${JSON.stringify(body.data)} on ${database.kind} in ${ms} ms (${Math.round((COUNT / ms) * 1000)} questions/s)`,
  );

  t = Date.now();
  const exp = await app.inject({
    method: 'POST',
    url: '/api/qu/qu/export',
    payload: { params: { repoId } },
    headers: { token },
  });
  console.log(`exported ${(exp.rawPayload.length / 1024 / 1024).toFixed(1)} MB in ${Date.now() - t} ms`);
  await app.close();
  await database.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
