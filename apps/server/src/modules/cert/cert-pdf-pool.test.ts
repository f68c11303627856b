import type { CertLayoutField } from '@xuekao/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPoppler, pdfText } from '../../../test/cert-helpers.ts';
import { certFont } from './cert-font.ts';
import type { CertValues } from './cert-pdf.ts';
import { CertPdfPool } from './cert-pdf-pool.ts';

const layout: CertLayoutField[] = [
  { key: 'realName', x: 20, y: 20, width: 150, fontSize: 24, color: '#000000', align: 'left', text: '' },
];
const values = (realName: string): CertValues => ({
  realName,
  idCard: '',
  title: '证书',
  number: 'N1',
  grantDate: '',
  expireDate: '',
  authority: '',
  sourceName: '',
  qrcode: '',
});
const page = { pageWidth: 297, pageHeight: 210, layout, background: null };

describe.runIf(hasPoppler())('certificate render workers', () => {
  const pool = new CertPdfPool(2);
  afterAll(() => pool.close());

  it('render in worker threads, in parallel, each PDF with its own name', async () => {
    const names = ['张三', '李四', '王五', '赵六'];
    const pdfs = await Promise.all(names.map((n) => pool.render(page, values(n), certFont())));
    expect(pool.workers).toBe(2); // not the fallback
    pdfs.forEach((pdf, i) => {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toContain(names[i]);
    });
  });

  it('a pool of 0 renders in this thread', async () => {
    const here = new CertPdfPool(0);
    expect(pdfText(await here.render(page, values('孙七'), certFont()))).toContain('孙七');
    expect(here.workers).toBe(0);
  });
});
