// Starts the TypeScript render worker where the server runs from source (tsx: dev, tests, browser tests);
// the bundle runs dist/cert-pdf.worker.js directly. A worker does not inherit the parent's --import loader.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./cert-pdf.worker.ts', import.meta.url).href);
