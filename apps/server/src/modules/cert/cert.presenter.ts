import type { DictCache } from '@server/context/dict-cache.ts';
import {
  type CertDetail,
  type CertLayoutField,
  type CertRow,
  type CertVerify,
  GRANT_STATE_TEXT,
  type GrantRow,
  type GrantState,
  type MyGrant,
} from '@xuekao/contracts';
import type { CertDbRow, CertListRow } from './cert.queries.ts';
import type { GrantDbRow, GrantWithUser } from './cert-grant.queries.ts';

/** Rows -> contract types. Call `await app.dict.ready()` first. PDF addresses are signed by the caller. */

export function presentCert(r: CertListRow, dict: DictCache): CertRow {
  return {
    id: r.id,
    title: r.title,
    authority: r.authority,
    validMonths: r.validMonths,
    numberPrefix: r.numberPrefix,
    state: r.state,
    state_dictText: dict.text('state', r.state),
    grantCount: r.grantCount,
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
  };
}

export function presentCertDetail(r: CertDbRow & { grantCount: number }, dict: DictCache): CertDetail {
  return {
    ...presentCert(r, dict),
    bgImage: r.bgImage,
    pageWidth: Number(r.pageWidth),
    pageHeight: Number(r.pageHeight),
    layout: layoutOf(r),
  };
}

/** The stored layout as the contract shapes it (stored rows were validated on save). */
export function layoutOf(r: Pick<CertDbRow, 'layout'>): CertLayoutField[] {
  const fields = Array.isArray(r.layout) ? (r.layout as CertLayoutField[]) : [];
  return fields.map((f) => ({
    key: f.key,
    x: f.x,
    y: f.y,
    width: f.width,
    fontSize: f.fontSize,
    color: f.color,
    align: f.align,
    text: f.text ?? '',
  }));
}

/** valid, expired (past its expiry) or revoked. */
export function grantState(g: Pick<GrantDbRow, 'revoked' | 'expireTime'>, now = new Date()): GrantState {
  if (g.revoked) return 'revoked';
  if (g.expireTime && g.expireTime.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

export function presentMyGrant(g: GrantDbRow, pdf: string, dict: DictCache): MyGrant {
  const state = grantState(g);
  return {
    id: g.id,
    certId: g.certId,
    title: g.title,
    number: g.number,
    grantType: g.grantType,
    grantType_dictText: dict.text('grant_type', g.grantType),
    sourceName: g.sourceName,
    refType: g.refType,
    refId: g.refId,
    authority: g.authority,
    createTime: g.grantTime.toISOString(),
    expireTime: g.expireTime?.toISOString() ?? null,
    state,
    state_text: GRANT_STATE_TEXT[state],
    certFilePdf: pdf,
  };
}

export function presentGrant(g: GrantWithUser, pdf: string, dict: DictCache): GrantRow {
  return {
    ...presentMyGrant(g, pdf, dict),
    userId: g.userId,
    userName: g.userName,
    realName: g.realName,
    deptCode: g.deptCode,
    deptCode_dictText: g.deptCode ? dict.deptName(g.deptCode) : '',
    revokeTime: g.revokeTime?.toISOString() ?? null,
  };
}

/** Public verification: the holder's name and the certificate, nothing else about the person. */
export function presentVerify(g: GrantWithUser): CertVerify {
  const state = grantState(g);
  return {
    number: g.number,
    title: g.title,
    realName: g.realName,
    grantTime: g.grantTime.toISOString(),
    expireTime: g.expireTime?.toISOString() ?? null,
    authority: g.authority,
    state,
    state_text: GRANT_STATE_TEXT[state],
  };
}
