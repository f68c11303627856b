import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { findOpenPaper } from '../../exam/exam-entry.queries.ts';
import { issueFaceToken } from '../../exam/exam-entry.service.ts';
import { findOwnUpload, insertFaceLog } from '../../file/file.queries.ts';
import { activeStorage, locateUpload, readUpload } from '../../file/storage/index.ts';
import { dateFolder, isPrivateKey, randomName } from '../../file/storage/keys.ts';
import { findUserById, getUserById, updateUserById } from '../../user/user.queries.ts';
import { MAX_REFERENCE_BYTES } from '../face-config.ts';
import { forgetImage, isReplayed, isStill, type LivenessCheck } from '../liveness/liveness.ts';
import { activeFaceProvider } from '../providers/index.ts';
import { compareWithReading, type FaceReading } from '../providers/local.ts';
import { FACE_MSG, FaceReferenceError, FaceServiceError } from '../providers/types.ts';
import { referenceOf, scheduleFaceDescriptor } from '../search/face-descriptor.ts';
import { enrollFace } from '../search/face-group.ts';
import { checkFacePhoto, FACE_PHOTO_TEXT } from './face-photo-check.ts';

/**
 * Face photos from the camera (exam entry check, exam captures) and their comparison with the learner's
 * face photo on file (`sys_user.face`) through the configured face provider (docs/REQUIREMENTS.md#providers;
 * Baidu, Tencent Cloud, Aliyun or the local model in `providers/`; the local one while nothing is saved).
 *
 * A comparison that cannot be made answers `pass: null` ("not compared") with the reason: no face
 * provider configured, no face photo on file, or the provider unreachable or failing. Photos are still
 * stored for staff to review in ExamWatch and nothing is counted as a failure, so an outage never hands in
 * learners' papers. Entry face checks then refuse with a clear message (an approved exam application
 * still admits the learner).
 */

export interface FaceComparison {
  /** true match, false mismatch or no face, null not compared. */
  pass: boolean | null;
  msg: string;
  /** The provider's similarity score when it compared. */
  score?: number;
  /** Why there is a verdict or none. */
  reason: 'compared' | 'not-live' | 'no-provider' | 'no-photo' | 'photo-unreadable' | 'photo-unusable' | 'unavailable';
  /** The provider's outage message (reason 'unavailable'). */
  serviceMsg?: string;
}

const NOT_COMPARED = '照片已保存待人工核查';
const NO_PHOTO_MSG = `未上传人脸照片，${NOT_COMPARED}`;
const NO_PROVIDER_MSG = `系统未配置人脸识别服务，${NOT_COMPARED}`;
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** JPEG or PNG by the file's first bytes; null for anything else. */
export function imageKind(bytes: Buffer): 'jpg' | 'png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

/** A camera photo (data URL or bare base64 of a JPEG or PNG) as bytes with its extension. */
export function decodePhoto(base64: string): { bytes: Buffer; ext: 'jpg' | 'png' } {
  const raw = base64.replace(/^data:image\/[a-z+]+;base64,/i, '').replace(/\s/g, '');
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) throw AppError.fail('照片不能超过2MB！');
  const ext = imageKind(bytes);
  if (!ext) throw AppError.fail('照片格式不正确，只支持JPG或PNG图片！');
  return { bytes, ext };
}

/**
 * `/api/sys/user/update-face`: the learner's own face photo on file, the reference of every face check.
 * It must be a JPEG or PNG this learner uploaded (`sys_upload`), never another user's upload or an outside
 * address, and cannot change while a paper is in progress (the reference would be swapped mid-exam). A
 * public upload is moved into the private face folder. It must hold exactly one usable face (checked with the
 * active provider; without one it is kept and the answer says it could not be checked). Every change is
 * logged (`sys_face_log` and pino).
 */
export async function updateFace(
  app: AppContext,
  session: Session,
  face: string,
  ip = '',
): Promise<{ checked: boolean; msg: string }> {
  const open = await findOpenPaper(app.db, session.userId);
  if (open) throw AppError.fail(`您有正在进行的考试《${open.title}》，考试期间不能更换人脸照片，请交卷后再试！`);
  const user = await getUserById(app.db, session.userId);
  const found = await locateUpload(app, face);
  const own = found ? await findOwnUpload(app.db, session.userId, found.key) : undefined;
  if (!found || !own) throw AppError.fail('只能使用本人上传的照片作为人脸照片，请重新上传！');
  const current = user.face ? await locateUpload(app, user.face) : null;
  if (current?.key === found.key) return { checked: true, msg: FACE_PHOTO_TEXT.saved };
  const bytes = await found.storage.read(found.key, MAX_REFERENCE_BYTES);
  if (!bytes) throw AppError.fail('人脸照片无效，请重新上传！');
  const ext = imageKind(bytes);
  if (!ext) throw AppError.fail('照片格式不正确，只支持JPG或PNG图片！');
  // Exactly one usable face, checked with the active provider (face-photo-check.ts).
  const checked = await checkFacePhoto(app, bytes);
  let newFace = face.split(/[?#]/)[0];
  if (!isPrivateKey(found.key)) {
    // An ordinary (public) upload: keep a private copy under an unguessable name, drop the public one.
    newFace = await storePhoto(app, 'face', { bytes, ext });
    await found.storage.remove(found.key).catch(() => undefined);
  }
  await updateUserById(app.db, session.userId, { face: newFace });
  await insertFaceLog(app.db, {
    id: newId(),
    userId: session.userId,
    byUserId: session.userId,
    oldFace: user.face,
    newFace,
    ip: ip.slice(0, 64),
  });
  app.log.info({ userId: session.userId, oldFace: user.face, newFace, ip }, 'face photo changed');
  // Face login with a cloud provider searches its face group: the new photo replaces the enrolled one.
  await enrollFace(app, session.userId, newFace);
  // The local provider's descriptor of the new photo, in the background (never delaying the answer).
  scheduleFaceDescriptor(app, session.userId, newFace);
  return checked;
}

/** Stores a photo under `folder/` (a private folder: capture, face) with an unguessable name; answers its address. */
export async function storePhoto(
  app: AppContext,
  folder: string,
  photo: { bytes: Buffer; ext: string },
): Promise<string> {
  const storage = await activeStorage(app);
  const key = `${folder}/${dateFolder()}/${randomName()}.${photo.ext}`;
  const { url } = await storage.put({
    key,
    body: Readable.from([photo.bytes]),
    contentType: photo.ext === 'png' ? 'image/png' : 'image/jpeg',
  });
  return url;
}

/**
 * Compares a photo with the user's face photo on file through the active face provider. With `check` (the
 * exam paper, the course's study photos, the face-check dialog) the photo must also look live (liveness.ts):
 * an image already sent to that check, or a face that has not moved over several captures, is a failed
 * comparison (reason 'not-live'), counted like a mismatch. Only when a comparison is made at all: without a
 * provider or a usable face photo nothing is counted, as before.
 */
export async function compareWithUserFace(
  app: AppContext,
  userId: string,
  photo: Buffer,
  check?: LivenessCheck,
): Promise<FaceComparison> {
  const [user, provider] = await Promise.all([findUserById(app.db, userId), activeFaceProvider(app)]);
  if (!provider) return { pass: null, msg: user?.face ? NO_PROVIDER_MSG : NO_PHOTO_MSG, reason: 'no-provider' };
  if (!user?.face) return { pass: null, msg: NO_PHOTO_MSG, reason: 'no-photo' };
  // The local provider compares with the stored descriptor (read and stored now if missing).
  let reference: Buffer | FaceReading | null;
  try {
    reference =
      provider.name === 'local'
        ? await referenceOf(app, userId, user.face)
        : await readUpload(app, user.face, MAX_REFERENCE_BYTES);
  } catch (e) {
    if (!(e instanceof FaceServiceError)) throw e;
    return unavailable(app, provider.name, userId, e);
  }
  if (!reference) {
    app.log.warn({ userId, face: user.face }, 'face photo on file cannot be read');
    return { pass: null, msg: `人脸照片文件无法读取，${NOT_COMPARED}`, reason: 'photo-unreadable' };
  }
  if (check && (await isReplayed(app.kv, check, photo))) {
    app.log.warn({ userId, scope: check.scope }, 'face liveness: image sent twice');
    return { pass: false, msg: FACE_MSG.replayed, reason: 'not-live' };
  }
  try {
    const v = Buffer.isBuffer(reference)
      ? await provider.compare(photo, reference)
      : await compareWithReading(photo, reference);
    if (check && v.pose && (await isStill(app.kv, check, v.pose)) && v.pass) {
      app.log.warn({ userId, scope: check.scope }, 'face liveness: face did not move');
      return { pass: false, msg: FACE_MSG.still, score: v.score, reason: 'not-live' };
    }
    return { pass: v.pass, msg: v.msg, score: v.score, reason: 'compared' };
  } catch (e) {
    // Not compared: the image is not counted as sent (a retry of it is no replay).
    if (check) await forgetImage(app.kv, check, photo);
    if (e instanceof FaceReferenceError) {
      app.log.warn({ provider: provider.name, userId, face: user.face, kind: e.kind }, 'face photo on file unusable');
      return { pass: null, msg: `人脸照片中没有一张清晰完整的人脸，${NOT_COMPARED}`, reason: 'photo-unusable' };
    }
    if (!(e instanceof FaceServiceError)) throw e;
    return unavailable(app, provider.name, userId, e);
  }
}

/** The provider could not compare (outage, model missing or busy): not compared, nothing counted. */
function unavailable(app: AppContext, provider: string, userId: string, e: FaceServiceError): FaceComparison {
  app.log.warn({ provider, detail: e.detail, userId }, e.message);
  return { pass: null, msg: `${e.message}，${NOT_COMPARED}`, reason: 'unavailable', serviceMsg: e.message };
}

const VALIDATE_PER_MINUTE = 10;

/** What the face-check dialog says when a comparison gave no pass. */
function failMessage(r: FaceComparison): string {
  switch (r.reason) {
    case 'no-provider':
      return '系统暂未开通人脸核验，无法完成人脸识别，请联系管理员或提交考试申请！';
    case 'no-photo':
      return '您还没有上传人脸照片，请先到个人中心上传本人正面人脸照片，再进行人脸核验！';
    case 'photo-unreadable':
      return '无法读取您的人脸照片，请到个人中心重新上传本人正面人脸照片后再试！';
    case 'photo-unusable':
      return FACE_MSG.referenceUnusable;
    case 'unavailable':
      return `${r.serviceMsg ?? '人脸识别服务暂不可用'}，请稍后重试或提交考试申请！`;
    default:
      return r.msg || '人脸比对失败，请重试！';
  }
}

/**
 * `/api/course/face/validate-face` (face-check dialog): compares the photo; a pass answers a face token
 * that lets the learner through the exam entry check for 10 minutes.
 */
export async function validateFace(app: AppContext, session: Session, photoBase64: string) {
  const photo = decodePhoto(photoBase64);
  // Each comparison is a paid vendor call: a learner gets VALIDATE_PER_MINUTE of them a minute.
  if ((await app.kv.incr(`face:validate:${session.userId}`, 60)) > VALIDATE_PER_MINUTE) {
    throw AppError.fail('人脸核验过于频繁，请1分钟后再试！');
  }
  const r = await compareWithUserFace(app, session.userId, photo.bytes, { scope: `dialog:${session.userId}` });
  const user = await getUserById(app.db, session.userId);
  if (r.pass !== true) {
    return { pass: false, failMsg: failMessage(r), faceToken: '', realName: user.realName, idCard: user.idCard ?? '' };
  }
  const faceToken = randomBytes(18).toString('base64url');
  await issueFaceToken(app, session.userId, faceToken);
  return { pass: true, failMsg: '', faceToken, realName: user.realName, idCard: user.idCard ?? '' };
}
