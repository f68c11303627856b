import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type CertDetail,
  type CertPagingBodySchema,
  type CertRow,
  CertState,
  type Page,
  Perm,
  type SaveCertBodySchema,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { presentCert, presentCertDetail } from './cert.presenter.ts';
import {
  deleteCertsByIds,
  findCertPage,
  findCertsInUse,
  getCertById,
  insertCert,
  updateCertById,
  updateCertStateByIds,
} from './cert.queries.ts';
import { addMonths, formatNumber } from './cert-number.ts';
import { certDate } from './cert-pdf.ts';
import { checkBackground, renderPdf, siteBase, verifyUrl } from './cert-render.service.ts';

type SaveBody = z.output<typeof SaveCertBodySchema>;

/** Certificate templates: the designer's save, the lists, state, delete and the sample preview. */

export async function pageCerts(app: AppContext, body: z.output<typeof CertPagingBodySchema>): Promise<Page<CertRow>> {
  const [page] = await Promise.all([
    findCertPage(app.db, body, { title: body.params.title, state: body.params.state, id: body.params.id }),
    app.dict.ready(),
  ]);
  return mapPage(page, (r) => presentCert(r, app.dict));
}

export async function certDetail(app: AppContext, id: string): Promise<CertDetail> {
  const row = await getCertById(app.db, id);
  await app.dict.ready();
  return presentCertDetail(row, app.dict);
}

function fieldsOf(body: SaveBody) {
  return {
    title: body.title,
    authority: body.authority,
    validMonths: body.validMonths,
    numberPrefix: body.numberPrefix,
    state: body.state,
    bgImage: body.bgImage,
    pageWidth: body.pageWidth,
    pageHeight: body.pageHeight,
    layout: body.layout,
  };
}

/**
 * Creates (cert:add) or updates (cert:edit) a template. Grants already made keep their title, authority,
 * number and expiry; their PDFs follow the new layout when rendered again.
 */
export async function saveCert(app: AppContext, session: Session, body: SaveBody): Promise<{ id: string }> {
  await assertPermission(app, session, body.id ? Perm.cert.edit : Perm.cert.add);
  await checkBackground(app, body.bgImage);
  if (body.id) {
    if (!(await updateCertById(app.db, body.id, fieldsOf(body)))) throw AppError.notFound('证书不存在！');
    return { id: body.id };
  }
  const id = newId();
  await insertCert(app.db, { id, ...fieldsOf(body), createBy: session.userId });
  return { id };
}

export async function setCertState(app: AppContext, ids: string[], state: number): Promise<void> {
  if (state !== CertState.ENABLED && state !== CertState.DISABLED) throw AppError.badParams('证书状态不正确！');
  await updateCertStateByIds(app.db, ids, state);
}

/** Deletes templates nobody holds and no exam or course grants; those in use can be disabled instead. */
export async function deleteCerts(app: AppContext, ids: string[]): Promise<void> {
  const used = await findCertsInUse(app.db, ids);
  if (used.length) {
    throw AppError.fail(`证书《${used[0]}》已发放或被考试、课程使用，不能删除，可以禁用！`);
  }
  await deleteCertsByIds(app.db, ids);
}

/** The template (saved or not) drawn with sample data, for the designer's preview. */
export async function previewCert(app: AppContext, body: SaveBody, origin?: string): Promise<Buffer> {
  await checkBackground(app, body.bgImage);
  const now = new Date();
  const number = formatNumber(body.numberPrefix, now, 1);
  const expire = addMonths(now, body.validMonths);
  return renderPdf(app, body, {
    realName: '张三',
    idCard: '110101199001011234',
    title: body.title,
    number,
    grantDate: certDate(now),
    expireDate: expire ? certDate(expire) : '长期有效',
    authority: body.authority,
    sourceName: '示例课程或考试',
    qrcode: verifyUrl(siteBase(app, origin), number),
  });
}
