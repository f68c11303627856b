// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates use ${key} placeholders on purpose
import { ErrorCode, type NotifyTmplRecord, type Page, type UserMsgDetail, type UserMsgRecord } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login, loginAdmin, loginStudent } from '../../../test/factories.ts';
import { sendMessage } from './notify-send.service.ts';
import { renderTemplate, templateKeys } from './render-template.ts';

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  student = (await loginStudent(t)).token;
});
afterAll(() => t.close());

describe('renderTemplate', () => {
  it('fills ${key}, escapes values in HTML, leaves unknown keys visible', () => {
    const vars = { examTitle: '<b>期末</b> & 考试', score: 88 };
    expect(renderTemplate('考试：${examTitle}', vars, { html: false })).toBe('考试：<b>期末</b> & 考试');
    expect(renderTemplate('<p>${examTitle} ${ score } ${missing}</p>', vars, { html: true })).toBe(
      '<p>&lt;b&gt;期末&lt;/b&gt; &amp; 考试 88 ${missing}</p>',
    );
    expect(templateKeys('${a}${b}', '<p>${a} ${c}</p>')).toEqual(['a', 'b', 'c']);
  });
});

describe('message templates', () => {
  it('seeds the built-in templates', async () => {
    const res = await t.post<Page<NotifyTmplRecord>>('/api/notify/tmpl/paging', { current: 1, size: 50 }, admin);
    expect(res.code).toBe(0);
    const byCode = Object.fromEntries(res.data.records.map((r) => [r.code, r]));
    expect(Object.keys(byCode)).toEqual(
      expect.arrayContaining([
        'exam_publish',
        'mark_done',
        'cert_grant',
        'apply_audit',
        'course_publish',
        'user_audit',
      ]),
    );
    expect(byCode.exam_publish).toMatchObject({ state: 0, state_dictText: '正常' });
    expect(byCode.exam_publish.keys).toEqual(['examTitle', 'realName', 'startTime', 'endTime']);
  });

  it('saves a template (sanitized), refuses a duplicate code and keeps built-in codes', async () => {
    const saved = await t.post<{ id: string }>(
      '/api/notify/tmpl/save',
      {
        code: 'train_tip',
        title: '训练提醒：${repo}',
        content: '<p onclick="x()">去练习 ${repo}<script>1</script></p>',
      },
      admin,
    );
    expect(saved.code).toBe(0);
    const d = await t.post<NotifyTmplRecord>('/api/notify/tmpl/detail', { id: saved.data.id }, admin);
    expect(d.data).toMatchObject({ code: 'train_tip', content: '<p>去练习 ${repo}</p>', keys: ['repo'] });
    const dup = await t.post('/api/notify/tmpl/save', { code: 'train_tip', title: 'x', content: '<p>x</p>' }, admin);
    expect(dup).toMatchObject({ code: ErrorCode.FAIL, msg: '模板编码已存在，请更换一个编码！' });
    const bad = await t.post('/api/notify/tmpl/save', { code: '1 bad', title: 'x', content: '<p>x</p>' }, admin);
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
    const rename = await t.post(
      '/api/notify/tmpl/save',
      { id: 'tmpl-mark_done', code: 'mark_done2', title: 'x', content: '<p>x</p>' },
      admin,
    );
    expect(rename.msg).toBe('系统内置模板的编码不能修改！');
    expect((await t.post('/api/notify/tmpl/delete', { ids: ['tmpl-mark_done'] }, admin)).msg).toBe(
      '系统内置模板不能删除，可以将其停用！',
    );
    expect((await t.post('/api/notify/tmpl/delete', { ids: [saved.data.id] }, admin)).code).toBe(0);
  });

  it('a learner is refused on every template call', async () => {
    for (const url of ['paging', 'detail', 'save', 'state', 'delete', 'send']) {
      expect((await t.post(`/api/notify/tmpl/${url}`, {}, student)).code, url).toBe(ErrorCode.FORBIDDEN);
    }
  });
});

describe('sending', () => {
  it('sendMessage renders the template per recipient; disabled or missing templates send nothing', async () => {
    const u = await createUser(t, { realName: '李四' });
    const out = await sendMessage(t.ctx, {
      tmplCode: 'exam_publish',
      userIds: [u.id, u.id, 'no-such-user'],
      vars: { examTitle: '安全<考试>', startTime: '2026-01-01 09:00', endTime: '2026-01-01 10:00' },
    });
    expect(out.sent).toBe(1);
    const s = await login(t, u.userName);
    const list = await t.post<Page<UserMsgRecord>>('/api/sys/user/msg/paging', { params: { readState: 0 } }, s.token);
    expect(list.data.records.map((r) => r.title)).toEqual(['考试通知：安全<考试>']);
    const d = await t.post<UserMsgDetail>(
      '/api/sys/user/msg/detail-for-read',
      { id: list.data.records[0].id },
      s.token,
    );
    expect(d.data.content).toBe(
      '<p>李四，您好：</p><p>考试《安全&lt;考试&gt;》已发布，考试时间为 2026-01-01 09:00 至 2026-01-01 10:00，请按时参加。</p>',
    );

    expect((await t.post('/api/notify/tmpl/state', { ids: ['tmpl-course_publish'], state: 1 }, admin)).code).toBe(0);
    expect((await sendMessage(t.ctx, { tmplCode: 'course_publish', userIds: [u.id] })).sent).toBe(0);
    expect((await sendMessage(t.ctx, { tmplCode: 'nope', userIds: [u.id] })).sent).toBe(0);
    const send = await t.post('/api/notify/tmpl/send', { id: 'tmpl-course_publish', userIds: [u.id] }, admin);
    expect(send.msg).toBe('模板已停用，请先启用！');
  });

  it('/api/notify/tmpl/send delivers to chosen users with the given values', async () => {
    const res = await t.post<{ sent: number }>(
      '/api/notify/tmpl/send',
      { id: 'tmpl-cert_grant', userIds: ['10002'], vars: { certTitle: '安全员证书', certNo: 'C-001' } },
      admin,
    );
    expect(res).toMatchObject({ code: 0, data: { sent: 1 } });
    const count = await t.post<number>('/api/sys/user/msg/count-unread', {}, student);
    expect(count.data).toBeGreaterThanOrEqual(1);
    const list = await t.post<Page<UserMsgRecord>>('/api/sys/user/msg/paging', { params: { readState: 0 } }, student);
    expect(list.data.records[0]).toMatchObject({
      title: '证书发放：安全员证书',
      readState: 0,
      readState_dictText: '未读',
    });
    expect((await t.post('/api/notify/tmpl/send', { id: 'tmpl-cert_grant', userIds: ['nobody'] }, admin)).msg).toBe(
      '所选用户不存在！',
    );
    expect((await t.post('/api/notify/tmpl/send', { id: 'tmpl-cert_grant', userIds: [] }, admin)).msg).toBe(
      '请至少勾选一个用户！',
    );
  });
});
