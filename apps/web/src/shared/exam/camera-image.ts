import { m } from './messages';

/** A 1 x 1 grey PNG, for a browser that cannot draw on a canvas. */
const GREY_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==';

/** Widest photo sent (keeps captures well under the server's 2 MB). */
const MAX_WIDTH = 640;

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  let ctx: CanvasRenderingContext2D | null = null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    ctx = null;
  }
  return ctx ? [canvas, ctx] : null;
}

/** The current frame of a playing video as a JPEG data URL, or null when there is no frame yet. */
export function captureFrame(video: HTMLVideoElement | null, quality = 0.85): string | null {
  if (!video?.videoWidth || !video.videoHeight) return null;
  const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
  const made = canvasOf(Math.round(video.videoWidth * scale), Math.round(video.videoHeight * scale));
  if (!made) return null;
  const [canvas, ctx] = made;
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', quality);
}

/** The image sent when there is no camera (docs/REQUIREMENTS.md#proctoring): grey with 无摄像头 in the middle. */
export function noCameraImage(): string {
  const made = canvasOf(320, 240);
  if (!made) return GREY_PIXEL_PNG;
  const [canvas, ctx] = made;
  ctx.fillStyle = '#9e9e9e';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 36px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(m('noCamera'), canvas.width / 2, canvas.height / 2);
  try {
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return GREY_PIXEL_PNG;
  }
}
