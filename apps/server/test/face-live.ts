import type { FaceChallenge, FaceInstruction, SessionInfo } from '@xuekao/contracts';
import jpeg from 'jpeg-js';
import type { Envelope, TestApp } from './build-test-app.ts';

/**
 * Face login's live capture in route tests (issue 24 item 3): camera-like frames built from a sample face
 * (test/face-samples.ts) and the challenge / login calls from one address.
 */

/** A decoded picture, four bytes a pixel (also bench/face-set.ts). */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

export const decode = (bytes: Buffer): Rgba => {
  const d = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  return { width: d.width, height: d.height, data: d.data };
};
export const encode = (img: Rgba, quality = 90) =>
  Buffer.from(jpeg.encode({ width: img.width, height: img.height, data: Buffer.from(img.data) }, quality).data);

export function remap(img: Rgba, from: (x: number, y: number) => [number, number]): Rgba {
  const out = new Uint8Array(img.data.length);
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const [fx, fy] = from(x, y);
      const sx = Math.min(img.width - 1, Math.max(0, Math.round(fx)));
      const sy = Math.min(img.height - 1, Math.max(0, Math.round(fy)));
      out.set(img.data.subarray((sy * img.width + sx) * 4, (sy * img.width + sx) * 4 + 4), (y * img.width + x) * 4);
    }
  }
  return { ...img, data: out };
}

/** The picture magnified `scale` times about its centre, same size: the face came closer to the camera. */
export function zoomed(photo: Buffer, scale: number): Buffer {
  const img = decode(photo);
  const [cx, cy] = [img.width / 2, img.height / 2];
  return encode(remap(img, (x, y) => [cx + (x - cx) / scale, cy + (y - cy) / scale]));
}

/** The picture's mirror image. */
export function mirrored(photo: Buffer): Buffer {
  const img = decode(photo);
  return encode(remap(img, (x, y) => [img.width - 1 - x, y]));
}

/** The picture with pixel noise +-`noise` (seeded): another camera frame of the same still picture. */
export function noisy(photo: Buffer, seed: number, noise = 4): Buffer {
  const img = decode(photo);
  let s = seed;
  const rnd = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const data = new Uint8Array(img.data);
  for (let i = 0; i < data.length; i++) {
    if (i % 4 !== 3) data[i] = Math.max(0, Math.min(255, data[i] + Math.round((rnd() - 0.5) * 2 * noise)));
  }
  return encode({ ...img, data });
}

const dataUrl = (b: Buffer) => `data:image/jpeg;base64,${b.toString('base64')}`;

/**
 * A challenge from `ip` that asks for `want`. The server picks the instruction at random; a test that needs one
 * kind sets the kept challenge to it (same id, same address), so no run depends on the draw.
 */
export async function challengeFor(t: TestApp, ip: string, want: FaceInstruction = 'closer'): Promise<FaceChallenge> {
  const res = await t.raw({
    method: 'POST',
    url: '/api/sys/user/face-login/challenge',
    headers: { 'content-type': 'application/json' },
    payload: '{}',
    remoteAddress: ip,
  });
  const body = res.json() as Envelope<FaceChallenge>;
  if (body.code !== 0) throw new Error(body.msg);
  if (body.data.instruction === want) return body.data;
  const key = `face-login:challenge:${body.data.challengeId}`;
  if (!(await t.ctx.kv.get(key))) throw new Error('the challenge was not kept');
  await t.ctx.kv.set(key, JSON.stringify({ instruction: want, ip }), body.data.ttlSec);
  return { ...body.data, instruction: want };
}

/** Posts a face login body from `ip`. */
export async function postFaceLogin(t: TestApp, body: object, ip: string): Promise<Envelope<SessionInfo>> {
  const res = await t.raw({
    method: 'POST',
    url: '/api/sys/user/face-login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
  return res.json() as Envelope<SessionInfo>;
}

/** A challenge asking for `want`, answered with `frames` from `ip`. */
export async function liveLogin(
  t: TestApp,
  frames: Buffer[],
  ip: string,
  want: FaceInstruction = 'closer',
): Promise<Envelope<SessionInfo> & { challengeId: string }> {
  const { challengeId } = await challengeFor(t, ip, want);
  return { ...(await postFaceLogin(t, { challengeId, frames: frames.map(dataUrl) }, ip)), challengeId };
}

export const frameUrl = dataUrl;
