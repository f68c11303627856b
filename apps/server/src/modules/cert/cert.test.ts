import { type CertDetail, type CertRow, ErrorCode, type Page } from '@xuekao/contracts';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { certBody, certStaff, grantOk, hasPoppler, pdfText, saveCertOk } from '../../../test/cert-helpers.ts';
import { loginAdmin, loginStudent } from '../../../test/factories.ts';
import { uploadAs } from '../../../test/upload-helpers.ts';

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  student = (await loginStudent(t)).token;
});
afterAll(() => t.close());

const save = (body: unknown, token = admin) => t.post<{ id: string }>('/api/cert/cert/save', body, token);

describe('certificate templates', () => {
  it('saves, reads back, lists with the grant count, edits', async () => {
    const id = await saveCertOk(t, admin, certBody({ title: '电工证书', validMonths: 12, numberPrefix: 'DG' }));
    const d = await t.post<CertDetail>('/api/cert/cert/detail', { id }, admin);
    expect(d.data).toMatchObject({
      id,
      title: '电工证书',
      validMonths: 12,
      numberPrefix: 'DG',
      state: 0,
      state_dictText: '正常',
      pageWidth: 297,
      pageHeight: 210,
      grantCount: 0,
    });
    expect(d.data.layout).toHaveLength(10);
    expect(d.data.layout[0]).toEqual({
      key: 'title',
      x: 20,
      y: 30,
      width: 257,
      fontSize: 32,
      color: '#aa0000',
      align: 'center',
      text: '',
    });
    expect((await save({ ...certBody({ title: '电工证书（新）' }), id })).code).toBe(0);
    const page = await t.post<Page<CertRow>>(
      '/api/cert/cert/paging',
      { current: 1, size: 100, params: { title: '电工' } },
      admin,
    );
    expect(page.data.records.map((r) => r.title)).toEqual(['电工证书（新）']);
    const byId = await t.post<Page<CertRow>>('/api/cert/cert/paging', { current: 1, size: 1, params: { id } }, admin);
    expect(byId.data.records.map((r) => r.id)).toEqual([id]);
    expect((await save({ ...certBody(), id: 'missing' })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('validates the layout with Chinese messages', async () => {
    const bad = async (o: Record<string, unknown>) => (await save({ ...certBody(), ...o })).msg;
    expect(await bad({ title: ' ' })).toBe('证书名称不能为空！');
    expect(await bad({ validMonths: -1 })).toBe('有效期必须是0到1200之间的整数月！');
    expect(await bad({ numberPrefix: 'A B' })).toBe('证书编号前缀只能包含字母、数字和短横线，最多16个字符！');
    expect(await bad({ layout: [{ key: 'avatar', x: 1, y: 1 }] })).toBe('证书字段类型不正确！');
    expect(await bad({ layout: [{ key: 'realName', x: 1, y: 1, color: 'red' }] })).toBe('字段颜色必须是#rrggbb格式！');
    expect(await bad({ layout: [{ key: 'realName', x: 1, y: 1, fontSize: 500 }] })).toBe('字号必须在4到200磅之间！');
    expect(await bad({ layout: [{ key: 'text', x: 1, y: 1, text: ' ' }] })).toBe('自定义文字不能为空！');
    expect(await bad({ layout: [{ key: 'realName', x: 300, y: 1 }] })).toBe('第1个字段（姓名）超出了页面范围！');
    expect(await bad({ pageWidth: 10 })).toBe('页面宽度不能小于50毫米！');
    expect(await bad({ bgImage: '/upload/a.gif' })).toBe('背景图片只支持PNG或JPG格式！');
    expect(await bad({ bgImage: 'https://evil.example.com/a.png' })).toBe('背景图片不存在，请重新上传！');
  });

  it('state and delete: a granted template cannot be deleted, an unused one can', async () => {
    const used = await saveCertOk(t, admin);
    const unused = await saveCertOk(t, admin);
    await grantOk(t, admin, { certId: used, userIds: ['10002'] });
    expect((await t.post('/api/cert/cert/state', { ids: [used], state: 1 }, admin)).code).toBe(0);
    expect((await t.post<CertDetail>('/api/cert/cert/detail', { id: used }, admin)).data).toMatchObject({
      state: 1,
      grantCount: 1,
    });
    const del = await t.post('/api/cert/cert/delete', { ids: [used, unused] }, admin);
    expect(del.msg).toMatch(/已发放或被考试、课程使用，不能删除，可以禁用！$/);
    expect((await t.post('/api/cert/cert/delete', { ids: [unused] }, admin)).code).toBe(0);
    expect((await t.post('/api/cert/cert/detail', { id: unused }, admin)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('previews the PDF with sample data and a real background upload', async () => {
    const png = await QRCode.toBuffer('background', { type: 'png', width: 200 });
    const up = await uploadAs(t, admin, [{ name: 'bg.png', content: png }]);
    expect(up.code).toBe(0);
    const body = certBody({ bgImage: up.data.url, title: '预览证书' });
    expect((await save(body)).code).toBe(0);
    const res = await t.raw({
      method: 'POST',
      url: '/api/cert/cert/preview',
      payload: body,
      headers: { token: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    if (!hasPoppler()) return console.warn('pdftotext (poppler-utils) missing: preview text not checked');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('预览证书');
    expect(text).toContain('张三');
    expect(text).toContain('特发此证，以资鼓励。');
  });

  it('a background image may not be a private photo', async () => {
    const bad = await save(certBody({ bgImage: '/upload/face/2026/01/01/0123456789abcdef0123456789abcdef.png' }));
    expect(bad.msg).toBe('背景图片不存在，请重新上传！');
  });
});

describe('permissions', () => {
  it('a learner is refused on every template call', async () => {
    const id = await saveCertOk(t, admin);
    for (const [url, body] of [
      ['/api/cert/cert/save', certBody()],
      ['/api/cert/cert/detail', { id }],
      ['/api/cert/cert/paging', {}],
      ['/api/cert/cert/delete', { ids: [id] }],
      ['/api/cert/cert/state', { ids: [id], state: 1 }],
      ['/api/cert/cert/preview', certBody()],
      ['/api/cert/grant/grant-batch', { certId: id, userIds: ['10002'] }],
      ['/api/cert/grant/paging', {}],
      ['/api/cert/grant/export', {}],
      ['/api/cert/grant/revoke', { ids: ['x'] }],
      ['/api/cert/grant/render', { certId: id }],
    ] as const) {
      expect(await t.post(url, body, student), url).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: '权限不足' });
    }
  });

  it('a certificate manager role works through its menus', async () => {
    const staff = await certStaff(t);
    const id = await saveCertOk(t, staff.token);
    expect((await t.post('/api/cert/cert/detail', { id }, staff.token)).code).toBe(0);
  });
});
