import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { loadPdfJs } from './load-pdfjs.ts';
import { m } from './messages';

type PdfPage = {
  getViewport: (o: { scale: number }) => { width: number; height: number };
  render: (o: { canvas: HTMLCanvasElement; viewport: { width: number; height: number } }) => {
    promise: Promise<void>;
  };
};
type PdfDoc = { getPage: (n: number) => Promise<PdfPage>; destroy: () => Promise<void> };

/**
 * The first page of a PDF drawn on a canvas with pdf.js (a certificate has one page; the admin designer's
 * preview and the learner's certificate page). The site's CSP frames
 * no blob: addresses and headless browsers have no PDF viewer, so the preview does not use an iframe.
 */
export function PdfPreview({
  blob,
  width,
  testId = 'cert-pdf-canvas',
}: {
  blob: Blob;
  width: number;
  testId?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let gone = false;
    let doc: PdfDoc | null = null;
    setLoading(true);
    setError('');
    (async () => {
      const [pdfjs, data] = await Promise.all([loadPdfJs(), blob.arrayBuffer()]);
      doc = (await pdfjs.getDocument({ data: new Uint8Array(data) }).promise) as unknown as PdfDoc;
      if (gone || !canvas.current) return;
      const page = await doc.getPage(1);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (width / base.width) * (window.devicePixelRatio || 1) });
      canvas.current.width = viewport.width;
      canvas.current.height = viewport.height;
      canvas.current.style.width = `${width}px`;
      await page.render({ canvas: canvas.current, viewport }).promise;
    })()
      .catch(() => !gone && setError(m('loadFailed')))
      .finally(() => !gone && setLoading(false));
    return () => {
      gone = true;
      void doc?.destroy();
    };
  }, [blob, width]);

  if (error) return <Alert type="error" showIcon title={error} />;
  return (
    <Spin spinning={loading}>
      <canvas ref={canvas} data-testid={testId} style={{ display: 'block', boxShadow: '0 0 6px #ccc' }} />
    </Spin>
  );
}
