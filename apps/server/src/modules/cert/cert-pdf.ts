import type { CertFieldKey, CertLayoutField } from '@xuekao/contracts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertFont } from './cert-font.ts';

/**
 * Draws one certificate as a PDF (pure: no database, no storage). Positions and sizes are in mm from the
 * top-left corner, font sizes in pt; the background image is stretched over the whole page. Text fields
 * never wrap onto a second line beyond their box.
 */

export const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;

export interface CertPage {
  pageWidth: number;
  pageHeight: number;
  layout: CertLayoutField[];
  /** PNG or JPEG bytes, or null for a blank page. */
  background: Buffer | null;
}

/** The values of the fields ('qrcode' is the verification address). */
export type CertValues = Record<Exclude<CertFieldKey, 'text'>, string>;

/** A date as certificates print it: 2026年06月14日 (server time). */
export function certDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}年${p(d.getMonth() + 1)}月${p(d.getDate())}日`;
}

export async function renderCertPdf(page: CertPage, values: CertValues, font: CertFont): Promise<Buffer> {
  const qrFields = page.layout.filter((f) => f.key === 'qrcode');
  const qr = qrFields.length
    ? await QRCode.toBuffer(values.qrcode || ' ', { type: 'png', margin: 1, width: 300, errorCorrectionLevel: 'M' })
    : null;
  const doc = new PDFDocument({
    size: [pt(page.pageWidth), pt(page.pageHeight)],
    margin: 0,
    autoFirstPage: true,
    info: { Title: values.title, Author: values.authority, Producer: 'xuekao', Creator: 'xuekao' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.bytes, font.family as string);
  doc.font('cjk');
  if (page.background) {
    try {
      doc.image(page.background, 0, 0, { width: pt(page.pageWidth), height: pt(page.pageHeight) });
    } catch {
      // An unreadable background leaves the page blank rather than losing the certificate.
    }
  }
  for (const f of page.layout) {
    if (f.key === 'qrcode') {
      if (qr) doc.image(qr, pt(f.x), pt(f.y), { width: pt(f.width), height: pt(f.width) });
      continue;
    }
    const text = f.key === 'text' ? f.text : values[f.key];
    if (!text) continue;
    doc
      .fontSize(f.fontSize)
      .fillColor(f.color)
      .text(text, pt(f.x), pt(f.y), {
        width: Math.min(pt(f.width), pt(page.pageWidth - f.x)),
        align: f.align,
        lineBreak: f.key === 'text',
        height: f.key === 'text' ? pt(page.pageHeight - f.y) : undefined,
      });
  }
  doc.end();
  return done;
}
