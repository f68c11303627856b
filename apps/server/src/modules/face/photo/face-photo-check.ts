import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { activeFaceProvider } from '../providers/index.ts';
import { referenceReading } from '../providers/local.ts';
import { FaceServiceError } from '../providers/types.ts';

/**
 * The face photo must hold exactly one usable face (issue 24 item 4), checked when it is saved with the
 * active face provider: the local provider reads it (one face, at least LOCAL_MIN_FACE_PX wide); a cloud
 * provider compares the photo with itself (its only call that looks at a single photo), which answers no
 * face, several faces or a poor photo as a verdict. Without any provider the photo cannot be checked: it is
 * kept, and the answer says so (the study camera then cannot pass a check either); so is a photo saved
 * while the provider is out of service.
 */

export const FACE_PHOTO_TEXT = {
  none: '照片中未检测到人脸，请上传本人正面、清晰、光线充足的人脸照片！',
  many: '照片中有多张人脸，请上传只有本人一人的人脸照片！',
  small: '照片中的人脸太小，请上传人脸清晰且占画面主要部分的照片！',
  unreadable: '照片无法识别，请重新上传JPG或PNG格式的人脸照片！',
  unusable: '照片中没有一张清晰完整的人脸，请上传本人正面、清晰、光线充足的人脸照片！',
  saved: '人脸照片已保存',
  unchecked:
    '人脸照片已保存，但系统未配置人脸识别服务，暂时无法检查照片中的人脸，需要人脸核验的考试和课程暂不能通过核验',
  outage: '人脸照片已保存，但人脸识别服务暂不可用，暂时无法检查照片中的人脸',
} as const;

/** Refuses a face photo without exactly one usable face; answers what to tell the learner when it is kept. */
export async function checkFacePhoto(app: AppContext, bytes: Buffer): Promise<{ checked: boolean; msg: string }> {
  const provider = await activeFaceProvider(app);
  if (!provider) return { checked: false, msg: FACE_PHOTO_TEXT.unchecked };
  try {
    if (provider.name === 'local') {
      const read = await referenceReading(bytes);
      if (read.kind !== 'one') throw AppError.fail(FACE_PHOTO_TEXT[read.kind]);
    } else {
      const v = await provider.compare(bytes, bytes);
      if (!v.pass) throw AppError.fail(FACE_PHOTO_TEXT.unusable);
    }
  } catch (e) {
    // The provider could not look (outage): kept unchecked, as a cloud enrolment during an outage is; a study
    // capture against a photo without a usable face is then not compared and asks for a new photo.
    if (!(e instanceof FaceServiceError)) throw e;
    app.log.warn({ provider: provider.name, detail: e.detail }, 'face photo saved unchecked (provider outage)');
    return { checked: false, msg: FACE_PHOTO_TEXT.outage };
  }
  return { checked: true, msg: FACE_PHOTO_TEXT.saved };
}
