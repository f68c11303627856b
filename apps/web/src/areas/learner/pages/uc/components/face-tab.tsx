import { call } from '@web/api/request';
import { AVATAR_COMPRESS_WIDTH, ImageUpload } from '@web/shared/components/upload';
import { refreshSessionUser } from '@web/shared/refresh-session-user';
import { endpoints } from '@xuekao/contracts';
import { Alert, App, Space } from 'antd';
import { m } from '../messages';

/** Face photos (docs/REQUIREMENTS.md#user-centre): jpg/png/jpeg, one file, compressed to width 3000. */
const FACE_ACCEPT = '.jpg,.png,.jpeg';
const FACE_MAX_KB = 500;
/** The upload's tip in a readable grey (ImageUpload paints it at 0.45 alpha, under 4.5:1 at 12 px: axe). */
const TIP_STYLE = { color: '#595959' };
/** Stored as a private photo (unguessable name, served only through signed addresses). */
const FACE_UPLOAD_FIELDS = { biz: 'face' };

/**
 * 人脸照片: the learner's own face photo, the reference the face checks of exams compare camera photos
 * with. Uploading saves it at once (`/api/sys/user/update-face`); it can be replaced, not left empty.
 */
export function FaceTab({ face }: { face: string }) {
  const { message } = App.useApp();

  const save = async (value: string | string[]) => {
    const url = Array.isArray(value) ? (value[0] ?? '') : value;
    if (!url) {
      message.warning(m('faceEmpty'));
      return;
    }
    try {
      const r = await call(endpoints.face.updateFace, { face: url });
      await refreshSessionUser();
      // No face provider could look at it (issue 24): kept, but face checks cannot pass for now.
      if (r && !r.checked) message.warning(m('faceUnchecked'));
      else message.success(m('faceSaved'));
    } catch {
      // shown by the request helper
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ maxWidth: 560 }}>
      <Alert type="info" showIcon title={m('faceHint')} />
      <ImageUpload
        value={face || null}
        onChange={(v) => void save(v)}
        limit={1}
        accept={FACE_ACCEPT}
        compress={AVATAR_COMPRESS_WIDTH}
        maxSizeKB={FACE_MAX_KB}
        data={FACE_UPLOAD_FIELDS}
        text={m('uploadFace')}
        tip={<span style={TIP_STYLE}>{m('imageTip')}</span>}
      />
    </Space>
  );
}
