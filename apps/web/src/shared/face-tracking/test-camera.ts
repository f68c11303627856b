import { onTestFinished, vi } from 'vitest';
import type { FaceDetector, LoadFaceDetector } from './detector';

/**
 * Test helpers: a camera that works in jsdom (getUserMedia answers a stream, videos have a 640 px picture
 * and play), and a face detector whose answer the test sets. The camera goes at the end of the test; the
 * spies are undone by vi.restoreAllMocks().
 */
export function installFakeCamera() {
  const stream = { getTracks: () => [] } as unknown as MediaStream;
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(() => Promise.resolve(stream)) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
}

/** A detector that sees a face while `face.inView` is true. */
export function fakeDetector() {
  const face = { inView: false };
  const detector: FaceDetector = { detect: async () => face.inView };
  const load: LoadFaceDetector = () => Promise.resolve(detector);
  return { face, load };
}
