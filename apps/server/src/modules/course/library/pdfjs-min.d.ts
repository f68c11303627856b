// pdf.js's minified builds, which media-probe.ts loads (no source maps for `node --enable-source-maps` to
// parse: 50 MB and 1 s less on first use), have the types of the plain ones.
declare module 'pdfjs-dist/legacy/build/pdf.min.mjs' {
  export * from 'pdfjs-dist/legacy/build/pdf.mjs';
}
declare module 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';
