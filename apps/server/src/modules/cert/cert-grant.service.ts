import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { deptInScope, scopeOf, userInScope } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  CertState,
  type GrantBatchBodySchema,
  type GrantBatchResult,
  GrantType,
  type RenderGrantsBodySchema,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { type CertDbRow, findCertById, getCertById } from './cert.queries.ts';
import {
  findGrantIdsInScope,
  findGrantIdsOfCert,
  findUserIdsOfDepts,
  findUsersByIds,
  type GrantDbRow,
  insertGrants,
  markGrantsRevoked,
  nextCertSequences,
} from './cert-grant.queries.ts';
import { addMonths, formatNumber } from './cert-number.ts';
import { renderGrants } from './cert-render.service.ts';
import { enqueueCertRender } from './cert-render-queue.ts';

/**
 * Granting certificates (docs/CERTIFICATES.md). Every grant goes through `writeGrants`: one per learner,
 * template and source (the unique key decides, so concurrent or repeated grants write one row), a number
 * from the sequence, title/authority/expiry copied from the template. The PDF and the learner's message
 * come after the transaction (`afterCertGrants`).
 */

/** Where a grant comes from: 'manual' (refId ''), 'exam' or 'course' with its id. */
export interface CertSource {
  grantType: number;
  refType: 'manual' | 'exam' | 'course';
  refId: string;
  /** The exam's or course's title ('' for manual grants). */
  sourceName: string;
  createBy?: string;
}

/** Most users one batch grants. */
export const GRANT_BATCH_MAX = 20_000;

async function writeGrants(db: DbOrTx, cert: CertDbRow, userIds: string[], src: CertSource): Promise<GrantDbRow[]> {
  if (!userIds.length) return [];
  const seqs = await nextCertSequences(db, userIds.length);
  const now = new Date();
  const expireTime = addMonths(now, cert.validMonths);
  return insertGrants(
    db,
    userIds.map((userId, i) => ({
      id: newId(),
      certId: cert.id,
      userId,
      number: formatNumber(cert.numberPrefix, now, seqs[i]),
      title: cert.title,
      authority: cert.authority,
      grantType: src.grantType,
      refType: src.refType,
      refId: src.refId,
      sourceName: src.sourceName,
      grantTime: now,
      expireTime,
      createBy: src.createBy ?? '',
    })),
  );
}

/**
 * The automatic grant of an exam's or a course's certificate, inside the caller's transaction (`db`).
 * Answers the new grant, or null when there is no certificate, it is disabled or deleted, or the learner
 * already holds it for this source. Pass the answer to `afterCertGrants` once the transaction committed.
 */
export async function grantCertFor(
  db: DbOrTx,
  g: { certId: string; userId: string } & CertSource,
): Promise<GrantDbRow | null> {
  if (!g.certId) return null;
  const cert = await findCertById(db, g.certId);
  if (!cert || cert.state !== CertState.ENABLED) return null;
  const [row] = await writeGrants(db, cert, [g.userId], g);
  return row ?? null;
}

/**
 * After the commit: queues the PDFs, and the learners' messages once their PDF exists
 * (`cert-render-queue.ts`); answers at once and never throws (the grant itself stands).
 */
export async function afterCertGrants(
  app: AppContext,
  grants: ReadonlyArray<GrantDbRow | null | undefined>,
  origin?: string,
): Promise<void> {
  enqueueCertRender(
    app,
    grants.filter((g): g is GrantDbRow => !!g),
    origin,
  );
}

/** The users a batch reaches: picked users (each must be in the caller's scope) and departments' users. */
async function batchUsers(app: AppContext, session: Session, body: z.output<typeof GrantBatchBodySchema>) {
  const scope = await scopeOf(app, session);
  const picked = [...new Set(body.userIds)];
  const found = await findUsersByIds(app.db, picked);
  if (found.length !== picked.length || found.some((u) => !userInScope(scope, u))) {
    throw AppError.fail('所选用户不存在或超出您的数据范围！');
  }
  if (body.deptCodes.some((c) => !deptInScope(scope, c, session.deptCode))) {
    throw AppError.fail('所选部门超出您的数据范围！');
  }
  const ofDepts = await findUserIdsOfDepts(app.db, body.deptCodes, scope, GRANT_BATCH_MAX);
  const all = [...new Set([...picked, ...ofDepts])];
  if (all.length > GRANT_BATCH_MAX) throw AppError.fail(`一次最多发放${GRANT_BATCH_MAX}人，请分批发放！`);
  return all;
}

/**
 * `/grant-batch`: manual grants to users in the caller's data scope. A user already holding this
 * template's manual grant (even revoked) is skipped. Answers once the grants are written; the PDFs and
 * messages follow in the background.
 */
export async function grantBatch(
  app: AppContext,
  session: Session,
  body: z.output<typeof GrantBatchBodySchema>,
  origin?: string,
): Promise<GrantBatchResult> {
  const cert = await getCertById(app.db, body.certId);
  if (cert.state !== CertState.ENABLED) throw AppError.fail('该证书已禁用，不能发放！');
  const userIds = await batchUsers(app, session, body);
  if (!userIds.length) throw AppError.fail('所选部门下没有可发放的用户！');
  const src: CertSource = {
    grantType: GrantType.MANUAL,
    refType: 'manual',
    refId: '',
    sourceName: '',
    createBy: session.userId,
  };
  const written: GrantDbRow[] = [];
  for (let i = 0; i < userIds.length; i += 1000) {
    written.push(...(await app.db.transaction((tx) => writeGrants(tx, cert, userIds.slice(i, i + 1000), src))));
  }
  await afterCertGrants(app, written, origin);
  return { granted: written.length, skipped: userIds.length - written.length };
}

/** `/revoke`: grants of holders in the caller's scope; others are left alone (and reported as missing). */
export async function revokeGrants(app: AppContext, session: Session, ids: string[]): Promise<void> {
  const scope = await scopeOf(app, session);
  const reachable = await findGrantIdsInScope(app.db, ids, scope);
  if (reachable.length < new Set(ids).size) throw AppError.notFound('发放记录不存在或超出您的数据范围！');
  await markGrantsRevoked(app.db, reachable);
}

/** `/render`: renders the PDFs again (after a template change, or when a render failed). */
export async function rerenderGrants(
  app: AppContext,
  session: Session,
  body: z.output<typeof RenderGrantsBodySchema>,
  origin?: string,
): Promise<{ count: number }> {
  const scope = await scopeOf(app, session);
  const ids = body.certId
    ? await findGrantIdsOfCert(app.db, body.certId, scope)
    : await findGrantIdsInScope(app.db, body.ids, scope);
  return { count: (await renderGrants(app, ids, origin)).size };
}
