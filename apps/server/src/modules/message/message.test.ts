import { sysUser, sysUserMsg } from '@server/db/schema/index.ts';
import { newId } from '@server/lib/ids.ts';
import { ErrorCode, type Page, type UserMsgDetail, type UserMsgRecord } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login } from '../../../test/factories.ts';
import { sendMessage } from '../notify/notify-send.service.ts';
import { countUnreadMessages, findUserMessages, getUserMessage } from './message.queries.ts';
import { sendRawMessage } from './message.service.ts';

let t: TestApp;
let me: { id: string; token: string };
let other: { id: string; token: string };

async function learner() {
  const u = await createUser(t);
  return { id: u.id, token: (await login(t, u.userName)).token };
}

const paging = (token: string, readState?: number) =>
  t.post<Page<UserMsgRecord>>('/api/sys/user/msg/paging', { current: 1, size: 10, params: { readState } }, token);

beforeAll(async () => {
  t = await buildTestApp();
  me = await learner();
  other = await learner();
  await sendRawMessage(t.ctx, { userIds: [me.id], title: '第一条', content: '<p>内容一<script>x</script></p>' });
  await sendRawMessage(t.ctx, { userIds: [me.id], title: '第二条', content: '<p>内容二</p>' });
  await sendRawMessage(t.ctx, { userIds: [other.id], title: '别人的', content: '<p>别人的</p>' });
});
afterAll(() => t.close());

describe('message centre', () => {
  it('lists my messages by read state, newest first, without content', async () => {
    const res = await paging(me.token, 0);
    expect(res.data.records.map((r) => r.title)).toEqual(['第二条', '第一条']);
    expect(res.data.records[0]).not.toHaveProperty('content');
    expect((await paging(me.token, 1)).data.total).toBe(0);
    expect((await t.post<number>('/api/sys/user/msg/count-unread', {}, me.token)).data).toBe(2);
  });

  it('detail-for-read answers the sanitized content, marks it read and the count goes down', async () => {
    const [, first] = (await paging(me.token, 0)).data.records;
    const d = await t.post<UserMsgDetail>('/api/sys/user/msg/detail-for-read', { id: first.id }, me.token);
    expect(d.data).toMatchObject({
      title: '第一条',
      content: '<p>内容一</p>',
      readState: 1,
      readState_dictText: '已读',
    });
    expect(d.data.readTime).not.toBeNull();
    expect((await t.post<number>('/api/sys/user/msg/count-unread', {}, me.token)).data).toBe(1);
    expect((await paging(me.token, 1)).data.records.map((r) => r.id)).toEqual([first.id]);
    // Reading it again keeps it read.
    expect(
      (await t.post<UserMsgDetail>('/api/sys/user/msg/detail-for-read', { id: first.id }, me.token)).data.readState,
    ).toBe(1);
  });

  it("another user's message does not exist on every call, and nothing changes", async () => {
    const theirs = (await paging(other.token, 0)).data.records[0];
    const mine = (await paging(me.token, 0)).data.records[0];
    expect((await paging(me.token)).data.records.map((r) => r.id)).not.toContain(theirs.id);
    for (const [url, body] of [
      ['/api/sys/user/msg/detail-for-read', { id: theirs.id }],
      ['/api/sys/user/msg/mark-read', { ids: [theirs.id] }],
      ['/api/sys/user/msg/mark-read', { ids: [mine.id, theirs.id] }],
      ['/api/sys/user/msg/user-delete', { ids: [theirs.id] }],
      ['/api/sys/user/msg/user-delete', { ids: [mine.id, theirs.id] }],
    ] as const) {
      expect(await t.post(url, body, me.token), url).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: '数据不存在！' });
    }
    expect((await paging(other.token, 0)).data.records.map((r) => r.id)).toEqual([theirs.id]);
    expect((await paging(me.token, 0)).data.records.map((r) => r.id)).toEqual([mine.id]);
    for (const url of ['paging', 'detail-for-read', 'mark-read', 'user-delete', 'count-unread']) {
      expect((await t.post(`/api/sys/user/msg/${url}`, { id: mine.id, ids: [mine.id] })).code, url).toBe(
        ErrorCode.SESSION_EXPIRED,
      );
    }
  });

  it('mark-read and user-delete change only my own messages', async () => {
    const mine = (await paging(me.token, 0)).data.records[0];
    expect((await t.post('/api/sys/user/msg/mark-read', { ids: [] }, me.token)).msg).toBe('请至少选择一条数据！');
    expect((await t.post('/api/sys/user/msg/mark-read', { ids: [mine.id] }, me.token)).code).toBe(0);
    expect(await countUnreadMessages(t.ctx.db, me.id)).toBe(0);
    expect(await countUnreadMessages(t.ctx.db, other.id)).toBe(1);
    const all = (await paging(me.token)).data.records.map((r) => r.id);
    expect(all).toHaveLength(2);
    expect((await t.post('/api/sys/user/msg/user-delete', { ids: all }, me.token)).code).toBe(0);
    expect((await paging(me.token)).data.total).toBe(0);
    expect((await paging(other.token)).data.total).toBe(1);
  });
});

describe('batch sending', () => {
  it('sends to 2,000 users in batched statements', async () => {
    const ids = Array.from({ length: 2000 }, () => newId());
    const users = ids.map((id, i) => ({ id, userName: `batch_${id}`, realName: `批量${i}`, password: 'x' }));
    for (let i = 0; i < users.length; i += 500) await t.ctx.db.insert(sysUser).values(users.slice(i, i + 500));
    const started = performance.now();
    const out = await sendRawMessage(t.ctx, { userIds: ids, title: '全员通知', content: '<p>请于本周完成培训。</p>' });
    const ms = performance.now() - started;
    console.log(`[bench] sendRawMessage to 2000 users: ${ms.toFixed(0)} ms (${t.ctx.database.kind})`);
    expect(out.sent).toBe(2000);
    const rows = await t.ctx.db.select({ userId: sysUserMsg.userId }).from(sysUserMsg);
    const got = new Set(rows.map((r) => r.userId));
    expect(ids.every((id) => got.has(id))).toBe(true);
    expect(ms).toBeLessThan(15_000);

    const t2 = performance.now();
    const tmpl = await sendMessage(t.ctx, { tmplCode: 'exam_publish', userIds: ids, vars: { examTitle: '年度考试' } });
    const ms2 = performance.now() - t2;
    console.log(`[bench] sendMessage(exam_publish, per-user realName) to 2000 users: ${ms2.toFixed(0)} ms`);
    expect(tmpl.sent).toBe(2000);
    const page = await findUserMessages(t.ctx.db, ids[7]!, { current: 1, size: 10, orders: [] }, { readState: 0 });
    const one = await getUserMessage(t.ctx.db, ids[7]!, page.records[0]!.id);
    expect(one.title).toBe('考试通知：年度考试');
    expect(one.content).toContain('批量7，您好');
  });
});
