/**
 * The local provider's reading before issue 29, kept for bench/face-local.ts to measure side by side: SSD
 * MobileNet v1 on the whole picture (confidence 0.3, at most 3 faces), then landmarks and descriptors of every
 * face found; several faces from a second one at 0.5, too small under 80 px of the detection box. Runs in the
 * calling thread on the same loaded face-api as the new reading.
 */
import type * as FaceApi from '@vladmandic/face-api';
import { decodeRgb } from '../apps/server/src/modules/face/providers/local-image.ts';
import { faceModelDir, localModel } from '../apps/server/src/modules/face/providers/local-model.ts';
import type { FaceReading } from '../apps/server/src/modules/face/providers/local-reading.ts';

let ready: Promise<typeof FaceApi> | null = null;
function oldModel() {
  ready ??= localModel().then(async (faceapi) => {
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(faceModelDir());
    return faceapi;
  });
  return ready;
}

export async function readFaceOld(photo: Buffer): Promise<FaceReading> {
  const img = decodeRgb(photo, 800);
  if (!img) return { kind: 'unreadable' };
  const faceapi = await oldModel();
  const input = faceapi.tf.tensor3d(img.data, [img.height, img.width, 3], 'int32');
  try {
    const options = new faceapi.SsdMobilenetv1Options({ minConfidence: 0.3, maxResults: 3 });
    const faces = (await faceapi.detectAllFaces(input, options).withFaceLandmarks().withFaceDescriptors()).sort(
      (a, b) => b.detection.score - a.detection.score,
    );
    if (faces.length === 0) return { kind: 'none' };
    if (faces.slice(1).some((f) => f.detection.score >= 0.5)) return { kind: 'many' };
    const { box } = faces[0].detection;
    if (Math.min(box.width, box.height) < 80) return { kind: 'small' };
    const points = faces[0].landmarks.positions.flatMap((p) => [p.x, p.y]);
    return {
      kind: 'one',
      descriptor: Array.from(faces[0].descriptor),
      pose: { width: img.width, height: img.height, box: [box.x, box.y, box.width, box.height], points },
    };
  } finally {
    input.dispose();
  }
}
