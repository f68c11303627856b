import type { CertDetail, CertFieldKey, CertLayoutField, SaveCertBody } from '@xuekao/contracts';
import dayjs from 'dayjs';
import { m } from '../messages';

/** A field on the canvas: the saved layout entry plus a key for React and selection (not sent). */
export type DesignField = CertLayoutField & { uid: string };

const LABEL_KEYS = {
  realName: 'fieldRealName',
  idCard: 'fieldIdCard',
  title: 'fieldTitle',
  number: 'fieldNumber',
  grantDate: 'fieldGrantDate',
  expireDate: 'fieldExpireDate',
  authority: 'fieldAuthority',
  sourceName: 'fieldSourceName',
  qrcode: 'fieldQrcode',
  text: 'fieldText',
} as const satisfies Record<CertFieldKey, string>;

/** A field's name in the current locale. */
export const fieldLabel = (key: CertFieldKey) => m(LABEL_KEYS[key]);

/** The palette, in the order the designer offers it. */
export const paletteOf = (): Array<{ key: CertFieldKey; label: string }> =>
  (Object.keys(LABEL_KEYS) as CertFieldKey[]).map((key) => ({ key, label: fieldLabel(key) }));

/** Largest canvas on screen (px); the page is scaled to fit inside it. */
export const CANVAS_MAX = { width: 720, height: 520 };
/** Points to mm (font sizes are in pt, positions in mm). */
export const MM_PER_PT = 25.4 / 72;

export interface PageSize {
  pageWidth: number;
  pageHeight: number;
}

/** Pixels per mm so the whole page fits the canvas. */
export function scaleOf(page: PageSize, max = CANVAS_MAX): number {
  const w = Math.max(1, page.pageWidth || 297);
  const h = Math.max(1, page.pageHeight || 210);
  return Math.min(max.width / w, max.height / h);
}

/** One decimal, as the server keeps mm. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** A field's box on the page (mm): its width, and its height (a QR code is square; text one line high). */
export function boxOf(f: Pick<CertLayoutField, 'key' | 'width' | 'fontSize'>): { w: number; h: number } {
  return { w: f.width, h: f.key === 'qrcode' ? f.width : f.fontSize * MM_PER_PT * 1.2 };
}

/**
 * Keeps a position on the page (the server refuses a field whose corner lies outside); with the field's
 * box, the whole box stays on the page where it fits.
 */
export function clampPos(x: number, y: number, page: PageSize, box = { w: 1, h: 1 }): { x: number; y: number } {
  const maxX = Math.max(0, page.pageWidth - Math.min(Math.max(box.w, 1), page.pageWidth));
  const maxY = Math.max(0, page.pageHeight - Math.min(Math.max(box.h, 1), page.pageHeight));
  return { x: round1(Math.min(Math.max(0, x), maxX)), y: round1(Math.min(Math.max(0, y), maxY)) };
}

/** A drag of (dxPx, dyPx) screen pixels from a field's start position, in mm on the page. */
export function dragTo(
  start: { x: number; y: number },
  dxPx: number,
  dyPx: number,
  scale: number,
  page: PageSize,
  box?: { w: number; h: number },
) {
  return clampPos(start.x + dxPx / scale, start.y + dyPx / scale, page, box);
}

let seq = 0;
const uid = () => `f${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A new field from the palette: near the top-left, offset from the fields already there. */
export function newField(key: CertFieldKey, page: PageSize, count: number): DesignField {
  const step = (count % 8) * 12;
  const pos = clampPos(20 + step, 20 + step, page);
  const big = key === 'realName' || key === 'title';
  return {
    uid: uid(),
    key,
    ...pos,
    width: key === 'qrcode' ? 30 : big ? 120 : 80,
    fontSize: key === 'title' ? 28 : key === 'realName' ? 24 : 14,
    color: '#000000',
    align: 'left',
    text: key === 'text' ? m('customText') : '',
  };
}

/** The saved layout -> fields for the canvas. */
export const fieldsOf = (layout: CertLayoutField[]): DesignField[] => layout.map((f) => ({ ...f, uid: uid() }));

/** Fields -> the layout the save and preview calls send (without the React keys). */
export const layoutOf = (fields: DesignField[]): CertLayoutField[] => fields.map(({ uid: _uid, ...f }) => f);

/** The template's form values. */
export interface TemplateValues {
  title: string;
  authority: string;
  validMonths: number;
  numberPrefix: string;
  bgImage: string;
  pageWidth: number;
  pageHeight: number;
  state: number;
}

export const DEFAULT_TEMPLATE: TemplateValues = {
  title: '',
  authority: '',
  validMonths: 0,
  numberPrefix: '',
  bgImage: '',
  pageWidth: 297,
  pageHeight: 210,
  state: 0,
};

export function templateValuesOf(d: CertDetail): TemplateValues {
  return {
    title: d.title,
    authority: d.authority,
    validMonths: d.validMonths,
    numberPrefix: d.numberPrefix,
    bgImage: d.bgImage,
    pageWidth: d.pageWidth,
    pageHeight: d.pageHeight,
    state: d.state,
  };
}

/** The save (and preview) body. */
export function certBodyOf(v: TemplateValues, fields: DesignField[], id?: string): SaveCertBody {
  return {
    id: id || undefined,
    title: (v.title ?? '').trim(),
    authority: (v.authority ?? '').trim(),
    validMonths: v.validMonths ?? 0,
    numberPrefix: (v.numberPrefix ?? '').trim(),
    bgImage: v.bgImage ?? '',
    pageWidth: v.pageWidth ?? 297,
    pageHeight: v.pageHeight ?? 210,
    state: v.state ?? 0,
    layout: layoutOf(fields),
  };
}

/** What the canvas writes in a field: sample data as the preview uses it. */
export function sampleText(f: CertLayoutField, v: Partial<TemplateValues>, now = dayjs()): string {
  switch (f.key) {
    case 'realName':
      return m('sampleName');
    case 'idCard':
      return '110101199001011234';
    case 'title':
      return v.title || m('fieldTitle');
    case 'number':
      return `${v.numberPrefix ?? ''}${now.format('YYYYMMDD')}000001`;
    case 'grantDate':
      return now.format(m('sampleDate'));
    case 'expireDate':
      return v.validMonths ? now.add(v.validMonths, 'month').format(m('sampleDate')) : m('longTerm');
    case 'authority':
      return v.authority || m('fieldAuthority');
    case 'sourceName':
      return m('sampleSource');
    case 'qrcode':
      return m('fieldQrcode');
    case 'text':
      return f.text;
  }
}
