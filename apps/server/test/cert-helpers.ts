import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GrantBatchResult, SaveCertBody } from '@xuekao/contracts';
import { eq } from 'drizzle-orm';
import { elCertGrant, sysRole, sysUser } from '../src/db/schema/index.ts';
import { certRendersIdle } from '../src/modules/cert/cert-render-queue.ts';
import type { TestApp } from './build-test-app.ts';
import { createStaffRole, createUser, login } from './factories.ts';

/** Menus of a certificate manager (templates and grants). */
export const CERT_MENUS = [
  'm-cert',
  'm-cert-list',
  'm-fn-cert-add',
  'm-fn-cert-edit',
  'm-fn-cert-delete',
  'm-cert-grant',
  'm-fn-cert-grant-batch',
  'm-fn-cert-grant-delete',
];

/** A certificate manager whose roles see `dataScope` (1 self, 2 dept, 3 dept and below, 4 all). */
export async function certStaff(t: TestApp, o: { deptCode?: string; dataScope?: number } = {}) {
  const roleId = await createStaffRole(t, CERT_MENUS);
  if (o.dataScope) {
    await t.ctx.db.update(sysRole).set({ dataScope: o.dataScope }).where(eq(sysRole.id, roleId));
    await t.ctx.permissions.invalidate();
  }
  const u = await createUser(t, { roleIds: [roleId], deptCode: o.deptCode ?? 'A01', realName: '证书管理员' });
  return { id: u.id, token: (await login(t, u.userName)).token };
}

/** A template with every field placed (A4 landscape, no background). */
export function certBody(o: Partial<SaveCertBody> = {}): SaveCertBody {
  return {
    title: `安全生产合格证书${Math.random().toString(36).slice(2, 6)}`,
    authority: '学考培训中心',
    validMonths: 24,
    numberPrefix: 'AQ',
    layout: [
      { key: 'title', x: 20, y: 30, width: 257, fontSize: 32, align: 'center', color: '#aa0000' },
      { key: 'realName', x: 60, y: 80, width: 177, fontSize: 28, align: 'center' },
      { key: 'idCard', x: 60, y: 100, width: 177, fontSize: 12, align: 'center' },
      { key: 'number', x: 20, y: 180, width: 120, fontSize: 10 },
      { key: 'grantDate', x: 180, y: 170, width: 97, fontSize: 12, align: 'right' },
      { key: 'expireDate', x: 180, y: 178, width: 97, fontSize: 12, align: 'right' },
      { key: 'authority', x: 180, y: 186, width: 97, fontSize: 12, align: 'right' },
      { key: 'sourceName', x: 60, y: 120, width: 177, fontSize: 14, align: 'center' },
      { key: 'text', x: 60, y: 140, width: 177, fontSize: 14, text: '特发此证，以资鼓励。' },
      { key: 'qrcode', x: 250, y: 150, width: 30 },
    ],
    ...o,
  };
}

export async function saveCertOk(t: TestApp, token: string, body: SaveCertBody = certBody()): Promise<string> {
  const res = await t.post<{ id: string }>('/api/cert/cert/save', body, token);
  if (res.code !== 0) throw new Error(`save cert: ${res.code} ${res.msg}`);
  return res.data.id;
}

export async function grantOk(
  t: TestApp,
  token: string,
  body: { certId: string; userIds?: string[]; deptCodes?: string[] },
) {
  const res = await t.post<GrantBatchResult>('/api/cert/grant/grant-batch', body, token);
  if (res.code !== 0) throw new Error(`grant-batch: ${res.code} ${res.msg}`);
  await certRendersIdle(t.ctx); // the PDFs and messages follow the answer in the background
  return res.data;
}

/** The stored grants of a user (any state). */
export function grantsOf(t: TestApp, userId: string) {
  return t.ctx.db.select().from(elCertGrant).where(eq(elCertGrant.userId, userId));
}

/** Whether poppler-utils can read PDFs here. */
export function hasPoppler(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The text of a PDF as pdftotext reads it (proves the font is embedded with a ToUnicode map). */
export function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-'));
  try {
    const file = path.join(dir, 'c.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The first page of a PDF as PNG bytes (pdftoppm at `dpi`). */
export function pdfPng(pdf: Buffer, dpi = 50): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-'));
  try {
    const file = path.join(dir, 'c.pdf');
    fs.writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', file, path.join(dir, 'p')]);
    return fs.readFileSync(path.join(dir, 'p.png'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The stored grants of a template. */
export function grantsOfCert(t: TestApp, certId: string) {
  return t.ctx.db.select().from(elCertGrant).where(eq(elCertGrant.certId, certId));
}

/** Sets a user's personal fields (ID card, mobile) that must never leak through verification. */
export async function setPersonal(t: TestApp, userId: string, o: { idCard?: string; mobile?: string }) {
  await t.ctx.db.update(sysUser).set(o).where(eq(sysUser.id, userId));
}

/** Moves a grant's expiry into the past. */
/** A grant as a stopped process leaves it: no PDF, made `minutes` ago. */
export async function unrenderGrant(t: TestApp, id: string, minutes: number) {
  await t.ctx.db
    .update(elCertGrant)
    .set({ pdfUrl: '', createTime: new Date(Date.now() - minutes * 60_000) })
    .where(eq(elCertGrant.id, id));
}

export async function expireGrant(t: TestApp, id: string) {
  await t.ctx.db
    .update(elCertGrant)
    .set({ expireTime: new Date(Date.now() - 1000) })
    .where(eq(elCertGrant.id, id));
}

/** The first page of a PDF in grey (pdftoppm PGM at `dpi`) as RGBA pixels, for an image decoder. */
export function pdfPixels(pdf: Buffer, dpi = 150): { data: Uint8ClampedArray; width: number; height: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-'));
  try {
    const file = path.join(dir, 'c.pdf');
    fs.writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), '-singlefile', file, path.join(dir, 'p')]);
    const pgm = fs.readFileSync(path.join(dir, 'p.pgm'));
    // "P5\n<width> <height>\n<max>\n" then one byte per pixel.
    const [magic, w, h, max] = pgm.toString('latin1', 0, 64).split(/\s+/);
    if (magic !== 'P5' || max !== '255') throw new Error('unexpected pdftoppm output');
    const width = Number(w);
    const height = Number(h);
    const pixels = pgm.subarray(pgm.length - width * height);
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < pixels.length; i++) data.set([pixels[i] ?? 0, pixels[i] ?? 0, pixels[i] ?? 0, 255], i * 4);
    return { data, width, height };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
