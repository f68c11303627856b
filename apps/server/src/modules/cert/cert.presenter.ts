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

/**
 * A name with its middle hidden, per character (code point): the first and the last kept, every one
 * between them a '*' (张三丰 -> 张*丰, 欧阳修文 -> 欧**文, John Smith -> J********h); two characters keep the
 * first (张*); one stays as it is.
 */
export function maskName(name: string): string {
  const cs = Array.from(name.trim());
  if (cs.length <= 1) return cs.join('');
  if (cs.length === 2) return `${cs[0]}*`;
  return `${cs[0]}${'*'.repeat(cs.length - 2)}${cs[cs.length - 1]}`;
}

/**
 * Public verification: the certificate and the holder's name, masked unless `confirmed` (the caller gave
 * the holder's name or ID number); nothing else about the person either way.
 */
export function presentVerify(g: GrantWithUser, confirmed: boolean): CertVerify {
  const state = grantState(g);
  return {
    number: g.number,
    title: g.title,
    realName: confirmed ? g.realName : maskName(g.realName),
    confirmed,
    grantTime: g.grantTime.toISOString(),
    expireTime: g.expireTime?.toISOString() ?? null,
    authority: g.authority,
    state,
    state_text: GRANT_STATE_TEXT[state],
  };
}
