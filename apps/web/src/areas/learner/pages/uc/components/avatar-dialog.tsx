import { CameraOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import { AVATAR_COMPRESS_WIDTH, ImageUpload } from '@web/shared/components/upload';
import { refreshSessionUser } from '@web/shared/refresh-session-user';
import { endpoints } from '@xuekao/contracts';
import { App, Button, Modal } from 'antd';
import { useState } from 'react';

/** Avatar files (docs/REQUIREMENTS.md#user-centre): jpg/png/jpeg, one file, compressed (width 3000) above about 500 KB. */
const AVATAR_ACCEPT = '.jpg,.png,.jpeg';
const AVATAR_MAX_KB = 500;

/** 更换头像: uploads one image through the shared uploader and saves it with `/api/sys/user/update`. */
export function AvatarButton({ avatar }: { avatar: string }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);

  const save = async (value: string | string[]) => {
    const url = Array.isArray(value) ? (value[0] ?? '') : value;
    try {
      await call(endpoints.auth.update, { avatar: url });
      await refreshSessionUser();
      message.success('头像修改成功！');
    } catch {
      // shown by the request helper
    }
  };

  return (
    <>
      <Button size="small" ghost icon={<CameraOutlined />} onClick={() => setOpen(true)}>
        更换头像
      </Button>
      <Modal
        open={open}
        title="更换头像"
        width={420}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            完成
          </Button>
        }
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <ImageUpload
          value={avatar || null}
          onChange={(v) => void save(v)}
          limit={1}
          accept={AVATAR_ACCEPT}
          compress={AVATAR_COMPRESS_WIDTH}
          maxSizeKB={AVATAR_MAX_KB}
          text="上传头像"
          tip="支持 jpg、png、jpeg 格式，每次上传 1 个文件"
        />
      </Modal>
    </>
  );
}
