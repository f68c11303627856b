import { MobileOutlined } from '@ant-design/icons';
import { useBindInfo } from '@web/api/bind';
import { BindMobileDialog } from '@web/shared/components/bind-mobile-dialog';
import { refreshSessionUser } from '@web/shared/refresh-session-user';
import { Button, Descriptions, Skeleton, Tag } from 'antd';
import { useState } from 'react';

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
            label: '手机号',
            children: bound ? (
              <span>
                <MobileOutlined /> {mobile} <Tag color="success">已绑定</Tag>
              </span>
            ) : (
              <Tag>未绑定</Tag>
            ),
          },
        ]}
      />
      <p style={{ color: '#909399', margin: '12px 0' }}>
        {bound ? '解绑需要向当前绑定的手机号发送短信验证码。' : '绑定手机号后可以使用手机号找回密码和短信登录。'}
      </p>
      <Button type={bound ? 'default' : 'primary'} danger={bound} onClick={() => setOpen(true)}>
        {bound ? '解绑手机' : '绑定手机'}
      </Button>
      <BindMobileDialog
        open={open}
        mode={bound ? 'unbind' : 'bind'}
        onClose={() => setOpen(false)}
        onDone={() => {
          void info.refetch();
          void refreshSessionUser();
        }}
      />
    </div>
  );
}
