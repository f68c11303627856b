import { updateSiteConfig } from '@server/context/site-config.queries.ts';
import type { SiteData } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAdmin } from '../../../test/factories.ts';

/**
 * Issue 10 item 7: the site copyright is HTML rendered on the login page and the learner layout, for
 * every visitor. Whoever holds sys:config:save must not be able to plant script there.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const base = {
  siteName: '学考',
  frontLogo: '',
  backLogo: '',
  mpCode: '',
  h5Host: '',
  tmpDir: '',
};
const publicCopyright = async () => (await t.post<SiteData>('/api/sys/config/detail', {})).data.copyRight;

describe('the site copyright', () => {
  it('is sanitized on save: script, handlers and javascript: links are gone, a plain link stays', async () => {
    const copyRight =
      '<p>© 2026 学考 <a href="https://beian.miit.gov.cn/" target="_blank">京ICP备12345678号</a></p>' +
      '<img src=x onerror=alert(1)><a href="javascript:alert(1)">点我</a><script>alert(1)</script>' +
      '<svg onload=alert(1)></svg><iframe src="https://evil.example/"></iframe>';
    expect((await t.post('/api/sys/config/save', { ...base, copyRight }, admin)).code).toBe(0);
    expect(await publicCopyright()).toBe(
      '<p>© 2026 学考 <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">京ICP备12345678号</a></p>' +
        '<img src="x" /><a>点我</a>',
    );
    // Stored sanitized, not only answered so.
    expect((await t.ctx.settings.row()).copyRight).not.toMatch(/onerror|javascript:|<script/i);
  });

  it('a raw value stored before the rule is answered sanitized', async () => {
    await updateSiteConfig(t.ctx.db, { copyRight: '<b>©</b><img src=x onerror=alert(1)>' });
    // Any save reloads the cached settings on every process.
    await t.ctx.settings.saveSwitches(await t.ctx.settings.switches());
    expect(await publicCopyright()).toBe('<b>©</b><img src="x" />');
  });

  it('plain text stays plain', async () => {
    expect((await t.post('/api/sys/config/save', { ...base, copyRight: '© 2026 学考 Xuekao' }, admin)).code).toBe(0);
    expect(await publicCopyright()).toBe('© 2026 学考 Xuekao');
  });
});
