import { CameraOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import { AVATAR_COMPRESS_WIDTH, ImageUpload } from '@web/shared/components/upload';
import { refreshSessionUser } from '@web/shared/refresh-session-user';
import { endpoints } from '@xuekao/contracts';
import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { m } from '../messages';

/** Avatar files (docs/REQUIREMENTS.md#user-centre): jpg/png/jpeg, one file, compressed (width 3000) above about 500 KB. */
const AVATAR_ACCEPT = '.jpg,.png,.jpeg';
const AVATAR_MAX_KB = 500;
/** The upload's tip in a readable grey (ImageUpload paints it at 0.45 alpha, under 4.5:1 at 12 px: axe). */
const TIP_STYLE = { color: '#595959' };

/** 更换头像: uploads one image through the shared uploader and saves it with `/api/sys/user/update`. */
export function AvatarButton({ avatar }: { avatar: string }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);

  const save = async (value: string | string[]) => {
    const url = Array.isArray(value) ? (value[0] ?? '') : value;
    try {
      await call(endpoints.auth.update, { avatar: url });
      await refreshSessionUser();
      message.success(m('avatarSaved'));
    } catch {
      // shown by the request helper
    }
  };

  return (
    <>
      <Button size="small" ghost icon={<CameraOutlined />} onClick={() => setOpen(true)}>
        {m('changeAvatar')}
      </Button>
      <Modal
        open={open}
        title={m('changeAvatar')}
        width={420}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            {m('done')}
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
          text={m('uploadAvatar')}
          tip={<span style={TIP_STYLE}>{m('imageTip')}</span>}
        />
      </Modal>
    </>
  );
}
