import { call } from '@web/api/request';
import { AVATAR_COMPRESS_WIDTH, ImageUpload } from '@web/shared/components/upload';
import { refreshSessionUser } from '@web/shared/refresh-session-user';
import { endpoints } from '@xuekao/contracts';
import { Alert, App, Space } from 'antd';

/** Face photos (docs/REQUIREMENTS.md#user-centre): jpg/png/jpeg, one file, compressed to width 3000. */
const FACE_ACCEPT = '.jpg,.png,.jpeg';
const FACE_MAX_KB = 500;
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
      message.warning('人脸照片不能为空！');
      return;
    }
    try {
      await call(endpoints.face.updateFace, { face: url });
      await refreshSessionUser();
      message.success('人脸照片已保存！');
    } catch {
      // shown by the request helper
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ maxWidth: 560 }}>
      <Alert
        type="info"
        showIcon
        title="请上传本人近期正面免冠照片，五官清晰、光线均匀。需要人脸核验的考试会用它与摄像头照片比对。"
      />
      <ImageUpload
        value={face || null}
        onChange={(v) => void save(v)}
        limit={1}
        accept={FACE_ACCEPT}
        compress={AVATAR_COMPRESS_WIDTH}
        maxSizeKB={FACE_MAX_KB}
        data={FACE_UPLOAD_FIELDS}
        text="上传人脸照片"
        tip="支持 jpg、png、jpeg 格式，每次上传 1 个文件"
      />
    </Space>
  );
}
