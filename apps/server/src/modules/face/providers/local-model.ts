import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as FaceApi from '@vladmandic/face-api';
import type { RgbImage } from './local-image.ts';
import { FaceServiceError } from './types.ts';

/**
 * The face model of the local provider: @vladmandic/face-api (SSD MobileNet v1 detector, 68-point
 * landmarks, 128-number face descriptor) on TensorFlow.js with its WebAssembly backend, so nothing native
 * is built and nothing is downloaded: the weights are the files the npm package ships in `model/`, the
 * WebAssembly binary the one @tensorflow/tfjs-backend-wasm ships. Loaded once per process on the first
 * comparison (~0.5 s, ~120 MB); analyses run one at a time (the model is CPU-bound and single-threaded).
 */

export const LOCAL_TITLE = '本地人脸识别';
/** Part of every cached descriptor's key: a new package or detector makes earlier descriptors stale. */
export const MODEL_TAG = 'face-api-1.7.15-ssd';
/**
 * Detections below this confidence are not faces. Lower than face-api's 0.5: a webcam face turned or in
 * poor light often scores 0.3-0.5 (measured); a second face counts only from 0.5 (local.ts).
 */
const MIN_CONFIDENCE = 0.3;
/** More than two faces changes nothing (the photo has several): the pipeline stops describing at three. */
const MAX_RESULTS = 3;

type FaceApiModule = typeof FaceApi;
interface Model {
  faceapi: FaceApiModule;
}

export interface FoundFace {
  /** Box in the analysed image's pixels. */
  box: { x: number; y: number; width: number; height: number };
  score: number;
  descriptor: Float32Array;
  /** The 68 landmarks (face-api's order) in the analysed image's pixels: where the face is and how it is held. */
  landmarks: Array<{ x: number; y: number }>;
}

const require = createRequire(import.meta.url);
let loading: Promise<Model> | null = null;
/** Analyses queue here: one at a time, in order of arrival. */
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
/**
 * At most this many readings wait (about 10 s of work at ~0.6 s each); more is an outage (not counted as a
 * face failure) instead of an ever longer wait: one process reads about 100 photos a minute.
 */
export const MAX_WAITING = 16;

async function load(): Promise<Model> {
  let root: string;
  let wasmDir: string;
  try {
    root = path.dirname(require.resolve('@vladmandic/face-api/package.json'));
    wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  } catch (e) {
    throw new FaceServiceError(LOCAL_TITLE, '未安装人脸模型（@vladmandic/face-api）', String(e));
  }
  const modelDir = path.join(root, 'model');
  const needed = ['ssd_mobilenetv1_model', 'face_landmark_68_model', 'face_recognition_model'];
  const missing = needed.filter((m) => !fs.existsSync(path.join(modelDir, `${m}-weights_manifest.json`)));
  if (missing.length) {
    throw new FaceServiceError(LOCAL_TITLE, '人脸模型文件缺失，请重新安装依赖', `${modelDir}: ${missing.join(', ')}`);
  }
  const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
  // The WASM build of face-api uses @tensorflow/tfjs (exposed as faceapi.tf) with the WASM backend.
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApiModule;
  const tf = require('@tensorflow/tfjs') as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };
  // The .wasm files are read from the installed package, never fetched from a CDN.
  wasm.setWasmPaths(`${wasmDir}${path.sep}`);
  if (!(await tf.setBackend('wasm'))) throw new FaceServiceError(LOCAL_TITLE, 'WebAssembly 后端无法启动');
  await tf.ready();
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
  return { faceapi };
}

/** The model, loaded on first use; a failed load is retried by the next caller. */
export function localModel(): Promise<Model> {
  if (!loading) {
    const started = load();
    started.catch(() => {
      if (loading === started) loading = null;
    });
    loading = started;
  }
  return loading;
}

/** Readings of this process waiting or running (the /metrics gauge). */
export const faceReadingsWaiting = () => waiting;

/** Every face in the picture (at most three), best detection first, with its descriptor. */
export function findFaces(img: RgbImage): Promise<FoundFace[]> {
  if (waiting >= MAX_WAITING) {
    return Promise.reject(new FaceServiceError(LOCAL_TITLE, '服务器繁忙，请稍后重试', `${waiting} readings waiting`));
  }
  waiting++;
  const run = queue.then(async () => {
    const { faceapi } = await localModel();
    const input = faceapi.tf.tensor3d(img.data, [img.height, img.width, 3], 'int32');
    try {
      const options = new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE, maxResults: MAX_RESULTS });
      const faces = await faceapi.detectAllFaces(input, options).withFaceLandmarks().withFaceDescriptors();
      return faces
        .sort((a, b) => b.detection.score - a.detection.score)
        .map((f) => ({
          box: {
            x: f.detection.box.x,
            y: f.detection.box.y,
            width: f.detection.box.width,
            height: f.detection.box.height,
          },
          score: f.detection.score,
          descriptor: f.descriptor,
          landmarks: f.landmarks.positions.map((p) => ({ x: p.x, y: p.y })),
        }));
    } finally {
      input.dispose();
    }
  });
  queue = run.catch(() => undefined);
  return run.finally(() => {
    waiting--;
  });
}

/** Euclidean distance of two descriptors (0 same picture; face-api's usual "same person" bound is 0.6). */
export function descriptorDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] - b[i]) ** 2;
  return Math.sqrt(sum);
}
