import * as faceapi from '@vladmandic/face-api';
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import type { FaceDetector } from './types';

/** Smaller input is faster; 224 still finds a face filling a fifth of a 640 x 480 frame. */
const INPUT_SIZE = 224;
/** face-api's usual threshold for the tiny detector; a turned head scores lower and reads as "no face". */
const SCORE_THRESHOLD = 0.5;

/** face-api's typings leave out the backend calls its bundled tfjs has. */
const tf = faceapi.tf as typeof faceapi.tf & {
  setBackend: (name: string) => Promise<boolean>;
  ready: () => Promise<void>;
};

/**
 * WebGL where the browser has it (a few ms a look), else the CPU backend (~50-150 ms a look at 224 px). The
 * WASM backend is not used: it would fetch its .wasm files and need 'wasm-unsafe-eval' in the CSP.
 */
async function pickBackend(): Promise<string> {
  for (const name of ['webgl', 'cpu']) {
    try {
      if (await tf.setBackend(name)) {
        await tf.ready();
        return name;
      }
    } catch {
      // try the next one
    }
  }
  throw new Error('no tfjs backend');
}

/** Loads the tiny face detector from the weights the package ships (a build asset of this site). */
export async function createFaceApiDetector(): Promise<FaceDetector> {
  await pickBackend();
  const res = await fetch(weightsUrl);
  if (!res.ok) throw new Error(`face model ${res.status}`);
  const specs = manifest.flatMap((group) => group.weights) as Parameters<typeof faceapi.tf.io.decodeWeights>[1];
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(faceapi.tf.io.decodeWeights(await res.arrayBuffer(), specs));
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: SCORE_THRESHOLD });
  return {
    detect: async (video) => {
      if (!video.videoWidth || video.readyState < 2) return false;
      return Boolean(await faceapi.detectSingleFace(video, options));
    },
  };
}
