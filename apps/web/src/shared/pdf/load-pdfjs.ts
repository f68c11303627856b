/** pdf.js, loaded on first use (its own chunk), with its worker served by Vite as a file of this site. */
export async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}
