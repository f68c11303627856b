/**
 * A certificate render worker (worker thread): draws PDFs for `cert-pdf-pool.ts` off the main event loop.
 * The font is parsed once per worker. Compiled to dist/cert-pdf.worker.js by scripts/build.ts.
 */
import { parentPort } from 'node:worker_threads';
import { certFont } from './cert-font.ts';
import { type CertPage, type CertValues, renderCertPdf } from './cert-pdf.ts';

export interface RenderJob {
  id: number;
  page: CertPage;
  values: CertValues;
  fontPath?: string;
}
export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (job: RenderJob) => {
  const background = job.page.background ? Buffer.from(job.page.background) : null;
  renderCertPdf({ ...job.page, background }, job.values, certFont(job.fontPath))
    .then((pdf) => {
      const bytes = new Uint8Array(pdf.byteLength);
      bytes.set(pdf);
      parentPort?.postMessage({ id: job.id, pdf: bytes } satisfies RenderReply, [bytes.buffer]);
    })
    .catch((err: unknown) => {
      parentPort?.postMessage({
        id: job.id,
        error: err instanceof Error ? err.message : String(err),
      } satisfies RenderReply);
    });
});
