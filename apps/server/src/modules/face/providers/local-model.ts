import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as FaceApi from '@vladmandic/face-api';
import type { RgbImage } from './local-image.ts';
import { FaceServiceError } from './types.ts';

/**
 * The face model of the local provider: @vladmandic/face-api on TensorFlow.js with its WebAssembly backend
 * (SIMD on, no native build, nothing downloaded: the weights are the files the npm package ships in `model/`,
 * the WebAssembly binary the one @tensorflow/tfjs-backend-wasm ships). A reading (issue 29; docs/decisions/
 * face.md "Local face provider"): the tiny face detector on the picture scaled to DETECT_SIZE (a second look
 * at SECOND_LOOK_SIZE when nothing is found), then the 68 landmarks and the 128-number descriptor of the best
 * face only, on its crop at full resolution. Loaded once per thread on first use (~0.3 s); readings run in
 * the worker threads of face-reading-pool.ts.
 */

export const LOCAL_TITLE = '本地人脸识别';
/**
 * Part of every cached and stored descriptor's key: a new package, detector or crop makes earlier descriptors
 * stale (the backfill, search/face-descriptor.ts, then recomputes them). `-ssd` was the SSD MobileNet pipeline.
 */
export const MODEL_TAG = 'face-api-1.7.15-tiny224';
/**
 * Detections below this score are not faces. The tiny detector scores lower than SSD MobileNet did on the
 * same faces (a frontal webcam face 0.6-0.9); a second face counts only from SECOND_FACE_SCORE (local-reading.ts).
 */
export const MIN_SCORE = 0.3;
/** The detector's input side (a multiple of 32): a 640x480 frame's face of 190 px is ~66 px there. */
export const DETECT_SIZE = 224;
/**
 * One more look at this size when nothing is found at DETECT_SIZE or the best face is narrower than
 * LARGE_FACE_SHARE of the picture's longer side: the tiny detector misses faces under ~20 % of its input side
 * (measured: a 640x480 frame's 50 px face is found only from 512; the faces of a group photo at 224 one of six),
 * so a picture whose face is not large may hold others, or a face the first look saw badly.
 */
export const SECOND_LOOK_SIZE = 608;
export const LARGE_FACE_SHARE = 0.3;

type FaceApiModule = typeof FaceApi;
type Tf = FaceApiModule['tf'];

export interface FoundFaces {
  /** Every detection, best first, in the analysed image's pixels. */
  boxes: Array<{ x: number; y: number; width: number; height: number; score: number }>;
  /** The best face's descriptor and its 68 landmarks (face-api's order) in the analysed image's pixels. */
  best?: { descriptor: Float32Array; landmarks: Array<{ x: number; y: number }> };
}

const require = createRequire(import.meta.url);
let loading: Promise<FaceApiModule> | null = null;

/** The face-api package's folder of weights (the bench also loads the old detector from it). */
export function faceModelDir(): string {
  return path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
}

async function load(): Promise<FaceApiModule> {
  let modelDir: string;
  let wasmDir: string;
  try {
    modelDir = faceModelDir();
    wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  } catch (e) {
    throw new FaceServiceError(LOCAL_TITLE, '未安装人脸模型（@vladmandic/face-api）', String(e));
  }
  const needed = ['tiny_face_detector_model', 'face_landmark_68_model', 'face_recognition_model'];
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
  await faceapi.nets.tinyFaceDetector.loadFromDisk(modelDir);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
  return faceapi;
}

/** face-api with the weights loaded, once per thread; a failed load is retried by the next caller. */
export function localModel(): Promise<FaceApiModule> {
  if (!loading) {
    const started = load();
    started.catch(() => {
      if (loading === started) loading = null;
    });
    loading = started;
  }
  return loading;
}

async function detect(faceapi: FaceApiModule, input: ReturnType<Tf['tensor3d']>, size: number) {
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: size, scoreThreshold: MIN_SCORE });
  const found = await faceapi.detectAllFaces(input, options);
  return found.sort((a, b) => b.score - a.score);
}

/** Every face in the picture (best first) and the best one's descriptor and landmarks. */
export async function findFaces(img: RgbImage): Promise<FoundFaces> {
  const faceapi = await localModel();
  const tf = faceapi.tf;
  const input = tf.tensor3d(img.data, [img.height, img.width, 3], 'int32');
  try {
    let found = await detect(faceapi, input, DETECT_SIZE);
    if (found.length === 0 || found[0].box.width < LARGE_FACE_SHARE * Math.max(img.width, img.height)) {
      const again = await detect(faceapi, input, SECOND_LOOK_SIZE);
      if (again.length) found = again;
    }
    const boxes = found.map((d) => ({
      x: d.box.x,
      y: d.box.y,
      width: d.box.width,
      height: d.box.height,
      score: d.score,
    }));
    if (found.length === 0) return { boxes };
    // What face-api's detectAllFaces().withFaceLandmarks().withFaceDescriptors() does, for the best face only.
    const best = found[0];
    const [crop] = await faceapi.extractFaceTensors(input, [best]);
    const raw = (await faceapi.nets.faceLandmark68Net.detectLandmarks(crop)) as FaceApi.FaceLandmarks68;
    crop.dispose();
    const landmarks = raw.shiftBy<FaceApi.FaceLandmarks68>(best.box.x, best.box.y);
    const [aligned] = await faceapi.extractFaceTensors(input, [landmarks.align(null, { useDlibAlignment: true })]);
    const descriptor = (await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(aligned)) as Float32Array;
    aligned.dispose();
    return { boxes, best: { descriptor, landmarks: landmarks.positions.map((p) => ({ x: p.x, y: p.y })) } };
  } finally {
    input.dispose();
  }
}

/** Euclidean distance of two descriptors (0 same picture; face-api's usual "same person" bound is 0.6). */
export function descriptorDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] - b[i]) ** 2;
  return Math.sqrt(sum);
}
