import { ErrorCode, QU_IMPORT_HEADERS, USER_IMPORT_HEADERS } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAdmin } from '../../test/factories.ts';
import { kvEnv } from '../../test/kv-env.ts';
import { createRepo } from '../../test/qu-helpers.ts';
import { pngOf, uploadAs } from '../../test/upload-helpers.ts';
import { multipart, xlsxOf } from '../../test/user-helpers.ts';

// Audit finding 10: a NUL in a multipart form field (qu import repoId="1\u00002") reached the database
// and answered HTTP 500. Every multipart part now passes the JSON input guard and answers 10010001.

const NUL_TEXT = '参数错误：文本中不能包含空字符（\\u0000）！';

let t: TestApp;
let admin: string;
let repoId: string;
beforeAll(async () => {
  t = await buildTestApp(kvEnv());
  admin = (await loginAdmin(t)).token;
  repoId = await createRepo(t, admin);
});
afterAll(() => t.close());

const quXlsx = () =>
  xlsxOf(
    [...QU_IMPORT_HEADERS],
    [
      QU_IMPORT_HEADERS.map(
        (h) =>
          (
            ({
              题目序号: '1',
              题目类型: '判断题',
              题目内容: '地球是圆的',
              是否正确项: '是',
              选项内容: '正确',
            }) as Record<string, string>
          )[h] ?? '',
      ),
    ],
  );

async function postForm(url: string, body: { payload: Buffer; headers: Record<string, string> }) {
  const res = await t.raw({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, token: admin } });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string }) };
}

describe('multipart fields go through the input guard', () => {
  it('qu import with a NUL in the repoId field answers 10010001, not 500', async () => {
    const res = await postForm(
      '/api/qu/qu/import',
      multipart([{ name: 'q.xlsx', data: await quXlsx() }], { repoId: '1\u00002' }),
    );
    expect(res).toMatchObject({ status: 200, code: ErrorCode.BAD_PARAMS, msg: NUL_TEXT });
    // The same request with a clean field still reaches the import.
    const ok = await postForm('/api/qu/qu/import', multipart([{ name: 'q.xlsx', data: await quXlsx() }], { repoId }));
    expect(ok.status).toBe(200);
    expect(ok.code).not.toBe(ErrorCode.BAD_PARAMS);
  });

  it('user import with a NUL in a form field or a field name answers 10010001', async () => {
    const data = await xlsxOf(
      [...USER_IMPORT_HEADERS],
      [['nulfield1', '名字', 'abc12345', 'A01A01', '', '学员', '', '', '']],
    );
    const byValue = await postForm('/api/sys/user/import', multipart([{ name: 'u.xlsx', data }], { note: 'a\u0000b' }));
    expect(byValue).toMatchObject({ status: 200, code: ErrorCode.BAD_PARAMS, msg: NUL_TEXT });
    const byName = await postForm('/api/sys/user/import', multipart([{ name: 'u.xlsx', data }], { 'x\u0000y': '1' }));
    expect(byName).toMatchObject({ status: 200, code: ErrorCode.BAD_PARAMS, msg: NUL_TEXT });
  });

  it('upload with a NUL in a form field or in the file name answers 10010001', async () => {
    const field = await uploadAs(t, admin, [{ name: 'a.png', content: pngOf(100) }], { biz: 'face\u0000' });
    expect(field).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: NUL_TEXT });
    const name = await uploadAs(t, admin, [{ name: 'a\u0000.png', content: pngOf(100) }]);
    expect(name).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: NUL_TEXT });
    expect((await uploadAs(t, admin, [{ name: 'a.png', content: pngOf(100) }])).code).toBe(0);
  });
});
