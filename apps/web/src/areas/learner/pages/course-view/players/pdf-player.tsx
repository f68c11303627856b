import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { loadPdfJs } from '@web/shared/pdf/load-pdfjs';
import { m as pdfTexts } from '@web/shared/pdf/messages';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { m } from '../messages';

type PdfDoc = {
  numPages: number;
  getPage: (n: number) => Promise<{
    getViewport: (o: { scale: number }) => { width: number; height: number };
    render: (o: { canvas: HTMLCanvasElement; viewport: { width: number; height: number } }) => {
      promise: Promise<void>;
      cancel: () => void;
    };
  }>;
  destroy: () => Promise<void>;
};

/** A PDF read page by page (pdf.js on a canvas) with 上一页 / 下一页 and the page count. */
export function PdfPlayer({ src }: { src: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PdfDoc | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let gone = false;
    let loaded: PdfDoc | null = null;
    setDoc(null);
    setPage(1);
    setError('');
    setLoading(true);
    loadPdfJs()
      .then((pdfjs) => pdfjs.getDocument({ url: src }).promise)
      .then((d) => {
        loaded = d as unknown as PdfDoc;
        if (gone) void loaded.destroy();
        else setDoc(loaded);
      })
      .catch(() => {
        if (!gone) setError(pdfTexts('loadFailed'));
      })
      .finally(() => {
        if (!gone) setLoading(false);
      });
    return () => {
      gone = true;
      void loaded?.destroy();
    };
  }, [src]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let task: { cancel: () => void } | null = null;
    let gone = false;
    void doc.getPage(page).then((p) => {
      const el = canvas.current;
      if (gone || !el) return;
      const width = box.current?.clientWidth || 800;
      const base = p.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: (width / base.width) * ratio });
      el.width = viewport.width;
      el.height = viewport.height;
      el.style.width = `${viewport.width / ratio}px`;
      const r = p.render({ canvas: el, viewport });
      task = r;
      r.promise.catch(() => undefined);
    });
    return () => {
      gone = true;
      task?.cancel();
    };
  }, [doc, page]);

  const pages = doc?.numPages ?? 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="pdf-player">
      {error && <Alert type="error" showIcon title={error} />}
      <Space>
        <Button icon={<LeftOutlined />} disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
          {m('prevPage')}
        </Button>
        <Typography.Text>{m('pageOf', { page: pages ? page : 0, pages })}</Typography.Text>
        <Button disabled={page >= pages} onClick={() => setPage((n) => n + 1)}>
          {m('nextPage')} <RightOutlined />
        </Button>
      </Space>
      <Spin spinning={loading}>
        <div ref={box} style={{ width: '100%', overflow: 'auto', background: '#f5f5f5', textAlign: 'center' }}>
          <canvas ref={canvas} />
        </div>
      </Spin>
    </Space>
  );
}
