import { ErrorCode, type ExamTmplDetail } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExamBank } from '../../../test/exam-helpers.ts';
import { createStaffRole, createUser, login, loginAdmin } from '../../../test/factories.ts';

/** Issue 10 item 2: /api/exam/tmpl/save checks add vs edit like every other save. */
let t: TestApp;
let admin: string;
let repoId: string;
let tmplId: string;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  repoId = (await createExamBank(t, admin)).repoId;
  const saved = await t.post<{ id: string }>('/api/exam/tmpl/save', tmplBody('原模板'), admin);
  tmplId = saved.data.id;
});
afterAll(() => t.close());

function tmplBody(title: string, id?: string) {
  return { ...(id ? { id } : {}), title, rules: [{ repoId, quType: 1, count: 1, score: 5 }] };
}

async function staff(menuIds: string[]) {
  const roleId = await createStaffRole(t, menuIds);
  return (await login(t, (await createUser(t, { roleIds: [roleId] })).userName)).token;
}

const titleOf = async (id: string) => (await t.post<ExamTmplDetail>('/api/exam/tmpl/detail', { id }, admin)).data.title;

describe('/api/exam/tmpl/save', () => {
  it('refuses overwriting a template with only exam:add (保存为模板 creates new ones only)', async () => {
    const token = await staff(['m-exam-list', 'm-fn-exam-add', 'm-exam-add']);
    const attack = await t.post('/api/exam/tmpl/save', tmplBody('被篡改', tmplId), token);
    expect(attack).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: '权限不足' });
    expect(await titleOf(tmplId)).toBe('原模板');
    expect((await t.post('/api/exam/tmpl/save', tmplBody('另存模板'), token)).code).toBe(0);
  });

  it('needs exam:tmpl:edit to edit and exam:tmpl:add to add', async () => {
    const adder = await staff(['m-exam-tmpl', 'm-fn-exam-tmpl-add']);
    expect((await t.post('/api/exam/tmpl/save', tmplBody('改名', tmplId), adder)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post('/api/exam/tmpl/save', tmplBody('新模板'), adder)).code).toBe(0);
    const editor = await staff(['m-exam-tmpl', 'm-fn-exam-tmpl-edit']);
    expect((await t.post('/api/exam/tmpl/save', tmplBody('又一个'), editor)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post('/api/exam/tmpl/save', tmplBody('已修改', tmplId), editor)).code).toBe(0);
    expect(await titleOf(tmplId)).toBe('已修改');
  });
});
