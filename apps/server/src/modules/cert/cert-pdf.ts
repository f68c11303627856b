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
  const qr = page.layout.some((f) => f.key === 'qrcode')
    ? QRCode.create(values.qrcode || ' ', { errorCorrectionLevel: 'M' }).modules
    : null;
  const doc = new PDFDocument({
    size: [pt(page.pageWidth), pt(page.pageHeight)],
    margin: 0,
    autoFirstPage: true,
    info: { Title: values.title, Author: values.authority, Producer: 'xuekao', Creator: 'xuekao' },
    // No default Helvetica: pdfkit would parse its AFM metrics for every document (the CJK font is set below).
    font: null as unknown as string,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit accepts a parsed fontkit font as the source (its types list only paths and bytes).
  doc.registerFont('cjk', font.face as unknown as Buffer);
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
      if (qr) drawQr(doc, qr, pt(f.x), pt(f.y), pt(f.width));
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

/**
 * A QR code drawn as vector squares (one rectangle per run of dark modules in a row) inside a quiet zone
 * of one module: sharp at any zoom, and far cheaper than encoding a PNG and decoding it again per page.
 */
function drawQr(
  doc: PDFKit.PDFDocument,
  m: { size: number; get(r: number, c: number): number },
  x: number,
  y: number,
  w: number,
) {
  const cell = w / (m.size + 2);
  doc.save().rect(x, y, w, w).fill('#ffffff');
  for (let r = 0; r < m.size; r++) {
    let c = 0;
    while (c < m.size) {
      if (!m.get(r, c)) {
        c++;
        continue;
      }
      const from = c;
      while (c < m.size && m.get(r, c)) c++;
      doc.rect(x + (from + 1) * cell, y + (r + 1) * cell, (c - from) * cell, cell);
    }
  }
  doc.fill('#000000').restore();
}
