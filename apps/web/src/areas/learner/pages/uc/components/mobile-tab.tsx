import { MobileOutlined } from '@ant-design/icons';
import { useBindInfo } from '@web/api/bind';
import { BindMobileDialog } from '@web/shared/components/bind-mobile-dialog';
import { refreshSessionUser } from '@web/shared/refresh-session-user';
import { Button, Descriptions, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { m } from '../messages';

/** 绑定手机: the bound state with the masked mobile, and the bind / unbind dialog. */
export function MobileTab() {
  const info = useBindInfo();
  const [open, setOpen] = useState(false);
  if (!info.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { bound, mobile } = info.data;

  return (
    <div style={{ maxWidth: 560 }}>
      <Descriptions
        bordered
        column={1}
        items={[
          {
            key: 'mobile',
            label: m('mobile'),
            children: bound ? (
              <span>
                <MobileOutlined /> {mobile} <Tag color="success">{m('bound')}</Tag>
              </span>
            ) : (
              <Tag>{m('unbound')}</Tag>
            ),
          },
        ]}
      />
      <p style={{ color: '#595959', margin: '12px 0' }}>{bound ? m('unbindHint') : m('bindHint')}</p>
      <Button type={bound ? 'default' : 'primary'} danger={bound} onClick={() => setOpen(true)}>
        {bound ? m('unbindMobile') : m('bindMobile')}
      </Button>
      <BindMobileDialog
        open={open}
        mode={bound ? 'unbind' : 'bind'}
        direct
        onClose={() => setOpen(false)}
        onDone={() => {
          void info.refetch();
          void refreshSessionUser();
        }}
      />
    </div>
  );
}
