import type { FaceDetector, LoadFaceDetector } from './types';

export type { FaceDetector, LoadFaceDetector };

let loading: Promise<FaceDetector> | null = null;

/**
 * The browser's face detector (face-api's tiny face detector), loaded on first use and shared by every camera
 * of the page. Its code (tfjs, ~340 KB gzipped) and weights (190 KB, served from this site) are fetched only
 * here, so pages without a camera never load them, and a camera page loads them after it is usable. A failed
 * load is forgotten, so the next camera tries again.
 */
export const loadFaceDetector: LoadFaceDetector = () => {
  loading ??= import('./face-api-detector').then((m) => m.createFaceApiDetector());
  loading.catch(() => {
    loading = null;
  });
  return loading;
};
