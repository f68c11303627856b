// Starts the TypeScript face reading worker where the server runs from source (tsx: dev, tests, browser tests);
// the bundle runs dist/face-reading.worker.js directly. A worker does not inherit the parent's --import loader.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./face-reading.worker.ts', import.meta.url).href);
