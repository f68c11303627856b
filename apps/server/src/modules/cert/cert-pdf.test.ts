import type { CertLayoutField } from '@xuekao/contracts';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { hasPoppler, pdfPixels, pdfText } from '../../../test/cert-helpers.ts';
import { certFont } from './cert-font.ts';
import { type CertValues, renderCertPdf } from './cert-pdf.ts';

const field = (o: Partial<CertLayoutField> & Pick<CertLayoutField, 'key'>): CertLayoutField => ({
  x: 20,
  y: 20,
  width: 120,
  fontSize: 20,
  color: '#000000',
  align: 'left',
  text: '',
  ...o,
});

const values: CertValues = {
  realName: '张三丰',
  idCard: '',
  title: '安全生产培训合格证书',
  number: 'XK2026000123',
  grantDate: '2026年11月24日',
  expireDate: '长期有效',
  authority: '学考培训中心',
  sourceName: '安全考试',
  qrcode: 'http://localhost:8080/cert/verify/XK2026000123',
};

describe.runIf(hasPoppler())('certificate PDF drawing', () => {
  it('draws the Chinese texts with the shared parsed font, and a QR code a reader decodes to the verification address', async () => {
    const layout = [
      field({ key: 'title', y: 20, width: 250, fontSize: 30 }),
      field({ key: 'realName', y: 60 }),
      field({ key: 'qrcode', x: 200, y: 110, width: 60 }),
    ];
    const page = { pageWidth: 297, pageHeight: 210, layout, background: null };
    const font = certFont();
    // Two documents from the same parsed font: the second must not be affected by the first's subset.
    await renderCertPdf(page, { ...values, realName: '李四' }, font);
    const pdf = await renderCertPdf(page, values, font);
    const text = pdfText(pdf);
    expect(text).toContain('张三丰');
    expect(text).toContain('安全生产培训合格证书');
    expect(text).not.toContain('李四');
    const img = pdfPixels(pdf, 100);
    expect(jsQR(img.data, img.width, img.height)?.data).toBe(values.qrcode);
  });
});
