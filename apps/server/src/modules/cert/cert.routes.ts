import { attachmentHeader, sendWorkbook } from '@server/lib/excel.ts';
import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { certDetail, deleteCerts, pageCerts, previewCert, saveCert, setCertState } from './cert.service.ts';
import { grantBatch, rerenderGrants, revokeGrants } from './cert-grant.service.ts';
import { exportGrants, grantDetail, myGrantList, pageGrants, pageMyGrants, verifyCert } from './cert-list.service.ts';
import { originOf } from './cert-render.service.ts';

const E = endpoints.cert;

/** Certificates (docs/CERTIFICATES.md): templates, grants, the learner's own, public verification. */
export const certRoutes = [
  route(E.save, ({ app, session, body }) => saveCert(app, session, body)),
  route(E.detail, ({ app, body }) => certDetail(app, body.id)),
  route(E.paging, ({ app, body }) => pageCerts(app, body)),
  route(E.delete, async ({ app, body }) => {
    await deleteCerts(app, body.ids);
    return null;
  }),
  route(E.state, async ({ app, body }) => {
    await setCertState(app, body.ids, body.state);
    return null;
  }),
  route(E.preview, async ({ app, body, req, reply }) => {
    const pdf = await previewCert(app, body, originOf(req));
    await reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentHeader('证书预览.pdf').replace(/^attachment/, 'inline'))
      .header('Cache-Control', 'no-store')
      .send(pdf);
  }),
  route(E.grantBatch, ({ app, session, body, req }) => grantBatch(app, session, body, originOf(req))),
  route(E.grantPaging, ({ app, session, body }) => pageGrants(app, session, body)),
  route(E.grantExport, async ({ app, session, body, reply }) =>
    sendWorkbook(reply, await exportGrants(app, session, body), '证书发放记录.xlsx'),
  ),
  route(E.revoke, async ({ app, session, body }) => {
    await revokeGrants(app, session, body.ids);
    return null;
  }),
  route(E.render, ({ app, session, body, req }) => rerenderGrants(app, session, body, originOf(req))),
  route(E.myList, ({ app, session }) => myGrantList(app, session)),
  route(E.myPaging, ({ app, session, body }) => pageMyGrants(app, session, body)),
  route(E.grantDetail, ({ app, session, body }) => grantDetail(app, session, body.id)),
  route(E.verify, ({ app, body, req }) => verifyCert(app, body, req.ip)),
];
