// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates use ${key} placeholders on purpose

import { newId } from '@server/lib/ids.ts';
import type { Page, UserMsgDetail, UserMsgRecord } from '@xuekao/contracts';
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login, loginAdmin } from '../../../test/factories.ts';
import { insertMessages } from '../message/message.queries.ts';

/**
 * Issue 10 item 7: no script from stored data through messages. The template is sanitized when saved,
 * with its `${key}` placeholders still in it; a value filled in later (a learner's own realName) must not
 * turn the message into script, in text or inside an attribute.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

/** Anything a browser would run from the HTML, found by parsing it (attribute values are not markup). */
function expectNoScript(html: string) {
  const found: string[] = [];
  sanitizeHtml(html, {
    // A bare parse: every tag and attribute kept as written (no scheme filtering), so the filter sees them.
    allowedTags: false,
    allowedAttributes: false,
    allowedSchemesAppliedToAttributes: [],
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      if (/^(script|iframe|object|embed|svg|math|base|meta|link|form)$/i.test(frame.tag)) found.push(frame.tag);
      for (const [name, value] of Object.entries(frame.attribs)) {
        if (/^on/i.test(name)) found.push(`${frame.tag} ${name}`);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters in URLs
        const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (/^(javascript|vbscript|data):/.test(url)) found.push(`${frame.tag} ${name}=${value}`);
      }
      return false;
    },
  });
  expect(found).toEqual([]);
}

async function myLastMessage(token: string): Promise<UserMsgDetail> {
  const list = await t.post<Page<UserMsgRecord>>('/api/sys/user/msg/paging', { current: 1, size: 1 }, token);
  const id = list.data.records[0]!.id;
  return (await t.post<UserMsgDetail>('/api/sys/user/msg/detail-for-read', { id }, token)).data;
}

describe('a template filled with a hostile realName', () => {
  it('sends no javascript: link, no event handler and no markup of the value', async () => {
    // A realName the learner sets on their own profile (32 characters at most)...
    const viaHref = await createUser(t);
    const viaImg = await createUser(t);
    for (const [u, realName] of [
      [viaHref, 'javascript:alert(1)'],
      [viaImg, '<img src=x onerror=alert(1)>'],
    ] as const) {
      const s = await login(t, u.userName);
      expect((await t.post('/api/sys/user/update', { realName }, s.token)).code).toBe(0);
    }
    // ...and a longer one as an import or an older version may have stored it.
    const viaTag = await createUser(t, { realName: '<a href="javascript:alert(1)">x</a>' });

    const saved = await t.post<{ id: string }>(
      '/api/notify/tmpl/save',
      {
        code: 'xss_probe',
        title: '通知：${realName}',
        content: '<p>${realName}，您好：</p><p><a href="${realName}">个人中心</a> <img src="${realName}"></p>',
      },
      admin,
    );
    expect(saved.code).toBe(0);
    const sent = await t.post<{ sent: number }>(
      '/api/notify/tmpl/send',
      { id: saved.data.id, userIds: [viaHref.id, viaImg.id, viaTag.id] },
      admin,
    );
    expect(sent.data.sent).toBe(3);

    const href = await myLastMessage((await login(t, viaHref.userName)).token);
    expectNoScript(href.content);
    expect(href.content).toBe('<p>javascript:alert(1)，您好：</p><p><a>个人中心</a> </p>');

    const img = await myLastMessage((await login(t, viaImg.userName)).token);
    expectNoScript(img.content);
    expect(img.content).toContain('<p>&lt;img src=x onerror=alert(1)&gt;，您好：</p>');

    const tag = await myLastMessage((await login(t, viaTag.userName)).token);
    expectNoScript(tag.content);
    expect(tag.content).toContain('<p>&lt;a href="javascript:alert(1)"&gt;x&lt;/a&gt;，您好：</p>');
    // The title is plain text (rendered as text by the web).
    expect(tag.title).toBe('通知：<a href="javascript:alert(1)">x</a>');
  });

  it('a message row stored with script before the rule is answered sanitized', async () => {
    const u = await createUser(t);
    await insertMessages(t.ctx.db, [
      {
        id: newId(),
        userId: u.id,
        title: '旧消息',
        content: '<p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><script>alert(1)</script></p>',
        readState: 0,
      },
    ]);
    const d = await myLastMessage((await login(t, u.userName)).token);
    expect(d.content).toBe('<p><a>x</a><img src="x" /></p>');
  });
});
