import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { buildWorkbook, type ExcelColumn } from '@server/lib/excel.ts';
import { mapPage } from '@server/lib/paging.ts';
import { scopeOf, userInScope } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type CertVerify,
  ErrorCode,
  type GrantPagingBodySchema,
  type GrantRow,
  type MyGrant,
  type MyGrantPagingBodySchema,
  type Page,
  Perm,
} from '@xuekao/contracts';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import { signedUrl } from '../file/private-files.ts';
import { presentGrant, presentMyGrant, presentVerify } from './cert.presenter.ts';
import {
  findGrantByNumber,
  findGrantPage,
  findGrantsForExport,
  findGrantWithUser,
  findMyGrantPage,
  type GrantFilter,
} from './cert-grant.queries.ts';

/** Reading grants: staff lists (data scope), the learner's own, one grant, and public verification. */

type StaffPaging = z.output<typeof GrantPagingBodySchema>;

const filterOf = (p: StaffPaging['params']): GrantFilter => ({
  userName: p.userName,
  certId: p.certId || undefined,
  grantType: p.grantType,
  state: p.state,
});

/**
 * The PDF's signed address ('' until rendered): certificates carry ID numbers, so they are private files.
 * A revoked grant gets none (its PDF is no longer handed out; the local route also refuses it at serve time).
 */
const pdfOf = (app: AppContext, g: { pdfUrl: string; revoked: boolean }) =>
  g.pdfUrl && !g.revoked ? signedUrl(app, g.pdfUrl) : Promise.resolve('');

async function withPdfs<T extends { pdfUrl: string; revoked: boolean }>(
  app: AppContext,
  rows: T[],
): Promise<Map<T, string>> {
  const urls = await Promise.all(rows.map((r) => pdfOf(app, r)));
  return new Map(rows.map((r, i) => [r, urls[i]]));
}

export async function pageGrants(app: AppContext, session: Session, body: StaffPaging): Promise<Page<GrantRow>> {
  const scope = await scopeOf(app, session);
  const [page] = await Promise.all([findGrantPage(app.db, body, filterOf(body.params), scope), app.dict.ready()]);
  const pdfs = await withPdfs(app, page.records);
  return mapPage(page, (g) => presentGrant(g, pdfs.get(g) ?? '', app.dict));
}

/** Most rows one export writes. */
const EXPORT_MAX_ROWS = 50_000;
const day = (iso: string | null) => (iso ? new Date(iso) : '长期有效');
const EXPORT_COLUMNS: ExcelColumn<GrantRow>[] = [
  { header: '证书编号', value: (g) => g.number, text: true, width: 24 },
  { header: '证书名称', value: (g) => g.title, width: 24 },
  { header: '账号', value: (g) => g.userName, text: true },
  { header: '姓名', value: (g) => g.realName },
  { header: '部门', value: (g) => g.deptCode_dictText, width: 20 },
  { header: '获得方式', value: (g) => g.grantType_dictText },
  { header: '来源', value: (g) => g.sourceName, width: 24 },
  { header: '发证机构', value: (g) => g.authority, width: 20 },
  { header: '发证时间', value: (g) => new Date(g.createTime), width: 20 },
  { header: '有效期至', value: (g) => day(g.expireTime), width: 20 },
  { header: '状态', value: (g) => g.state_text, width: 10 },
];

/** The filtered grant list as a workbook (no PDF addresses: they expire). */
export async function exportGrants(app: AppContext, session: Session, body: StaffPaging): Promise<ExcelJS.Workbook> {
  const scope = await scopeOf(app, session);
  const [rows] = await Promise.all([
    findGrantsForExport(app.db, filterOf(body.params), scope, EXPORT_MAX_ROWS),
    app.dict.ready(),
  ]);
  const wb = buildWorkbook(
    '发放记录',
    EXPORT_COLUMNS,
    rows.map((g) => presentGrant(g, '', app.dict)),
  );
  const ws = wb.getWorksheet('发放记录');
  for (const c of [9, 10]) {
    const col = ws?.getColumn(c);
    if (col) col.numFmt = 'yyyy-mm-dd hh:mm:ss';
  }
  return wb;
}

/** The learner's own certificates, revoked ones left out (size 100 for the user centre). */
export async function pageMyGrants(
  app: AppContext,
  session: Session,
  body: z.output<typeof MyGrantPagingBodySchema>,
): Promise<Page<MyGrant>> {
  const [page] = await Promise.all([
    findMyGrantPage(app.db, body, session.userId, body.params.title),
    app.dict.ready(),
  ]);
  const pdfs = await withPdfs(app, page.records);
  return mapPage(page, (g) => presentMyGrant(g, pdfs.get(g) ?? '', app.dict));
}

export async function myGrantList(app: AppContext, session: Session): Promise<MyGrant[]> {
  return (await pageMyGrants(app, session, { current: 1, size: 100, params: {}, orders: [] })).records;
}

/**
 * One grant: the holder's own (not revoked), or any in the data scope for staff who list grants.
 * Anything else reads as missing.
 */
export async function grantDetail(app: AppContext, session: Session, id: string): Promise<GrantRow> {
  const g = await findGrantWithUser(app.db, id);
  if (!g) throw AppError.notFound('证书不存在！');
  const own = g.userId === session.userId && !g.revoked;
  if (!own) {
    const held = await app.permissions.of(session.roleIds);
    const staff =
      held.has(Perm.certGrant.list) && userInScope(await scopeOf(app, session), { id: g.userId, deptCode: g.deptCode });
    if (!staff) throw AppError.notFound('证书不存在！');
  }
  await app.dict.ready();
  return presentGrant(g, await pdfOf(app, g), app.dict);
}

/** Verifications one address may make a minute (this slows down enumeration of numbers). */
export const VERIFY_PER_MINUTE = 30;
/** Name or ID confirmations one address may try an hour (a wrong name must not be a fast oracle). */
export const CONFIRM_PER_HOUR = 10;
/** Wrong confirmations of one certificate a day, from any address, before its confirmation stops. */
export const WRONG_PER_NUMBER_DAY = 20;

const sameId = (a: string, b: string) => a !== '' && a.toUpperCase() === b.toUpperCase();

/**
 * Public verification by number: the certificate, its state and the holder's name, masked (张*丰) unless
 * the caller also gives the holder's exact real name or ID number. Every call counts per address (30 a
 * minute); a call that tries a name or ID also counts against 10 an hour per address, and a wrong one
 * against 20 a day per certificate, so guessing the hidden characters is slow from anywhere.
 */
export async function verifyCert(
  app: AppContext,
  body: { number: string; name?: string; idCard?: string },
  ip: string,
): Promise<CertVerify> {
  if ((await app.kv.incr(`cert:verify:${ip}`, 60)) > VERIFY_PER_MINUTE)
    throw new AppError(ErrorCode.TOO_MANY, '查询过于频繁，请稍后再试！');
  const confirming = Boolean(body.name || body.idCard);
  if (confirming && (await app.kv.incr(`cert:verify:confirm:${ip}`, 3600)) > CONFIRM_PER_HOUR) {
    throw new AppError(ErrorCode.TOO_MANY, '姓名核验过于频繁，请1小时后再试！');
  }
  const g = await findGrantByNumber(app.db, body.number);
  if (!g) throw AppError.notFound('证书不存在，请核对证书编号！');
  if (!confirming) return presentVerify(g, false);
  const wrongKey = `cert:verify:wrong:${g.number}`;
  if (Number((await app.kv.get(wrongKey)) ?? 0) >= WRONG_PER_NUMBER_DAY) {
    throw new AppError(ErrorCode.TOO_MANY, '该证书的姓名核验错误次数过多，请明天再试！');
  }
  const confirmed = (!!body.name && body.name === g.realName) || (!!body.idCard && sameId(g.idCard, body.idCard));
  if (!confirmed) await app.kv.incr(wrongKey, 86_400);
  return presentVerify(g, confirmed);
}
