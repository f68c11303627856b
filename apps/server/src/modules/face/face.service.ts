import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Session } from '../../plugins/auth/sessions.ts';
import { issueFaceToken } from '../exam/exam-entry.service.ts';
import { activeStorage } from '../file/storage/index.ts';
import { getUserById } from '../user/user.queries.ts';

/**
 * Face photos from the camera (exam entry check, exam captures) and their comparison with the learner's
 * face photo on file through the configured face provider (server-behaviour.md "Providers").
 *
 * The cloud providers (Tencent, Baidu, Aliyun) and the local comparison are not wired yet: until one is,
 * a comparison answers `pass: null` ("not compared") with the reason, photos are still stored for staff
 * to review in ExamWatch, and nothing is counted as a failure. Entry face checks then refuse with a clear
 * message (an approved exam application still admits the learner).
 */

export interface FaceComparison {
  /** true match, false mismatch or no face, null not compared. */
  pass: boolean | null;
  msg: string;
}

const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** A camera photo (data URL or bare base64 of a JPEG or PNG) as bytes with its extension. */
export function decodePhoto(base64: string): { bytes: Buffer; ext: 'jpg' | 'png' } {
  const raw = base64.replace(/^data:image\/[a-z+]+;base64,/i, '').replace(/\s/g, '');
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) throw AppError.fail('照片不能超过2MB！');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { bytes, ext: 'jpg' };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { bytes, ext: 'png' };
  }
  throw AppError.fail('照片格式不正确，只支持JPG或PNG图片！');
}

/** Stores a photo under `folder/` in the active upload storage; answers its address. */
export async function storePhoto(
  app: AppContext,
  folder: string,
  photo: { bytes: Buffer; ext: string },
): Promise<string> {
  const storage = await activeStorage(app);
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  const key = `${folder}/${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())}/${newId()}.${photo.ext}`;
  const { url } = await storage.put({
    key,
    body: Readable.from([photo.bytes]),
    contentType: photo.ext === 'png' ? 'image/png' : 'image/jpeg',
  });
  return url;
}

/** Compares a photo with the user's face photo on file. */
export async function compareWithUserFace(app: AppContext, userId: string, _photo: Buffer): Promise<FaceComparison> {
  const user = await getUserById(app.db, userId).catch(() => null);
  if (!user?.face) return { pass: null, msg: '未上传人脸照片，照片已保存待人工核查' };
  return { pass: null, msg: '系统未配置人脸识别服务，照片已保存待人工核查' };
}

/**
 * `/api/course/face/validate-face` (face-check dialog): compares the photo; a pass answers a face token
 * that lets the learner through the exam entry check for 10 minutes.
 */
export async function validateFace(app: AppContext, session: Session, photoBase64: string) {
  const photo = decodePhoto(photoBase64);
  const r = await compareWithUserFace(app, session.userId, photo.bytes);
  const user = await getUserById(app.db, session.userId);
  if (r.pass !== true) {
    const failMsg =
      r.pass === null
        ? '系统暂未开通人脸核验，无法完成人脸识别，请联系管理员或提交考试申请！'
        : r.msg || '人脸比对失败，请重试！';
    return { pass: false, failMsg, faceToken: '', realName: user.realName, idCard: user.idCard ?? '' };
  }
  const faceToken = randomBytes(18).toString('base64url');
  await issueFaceToken(app, session.userId, faceToken);
  return { pass: true, failMsg: '', faceToken, realName: user.realName, idCard: user.idCard ?? '' };
}
