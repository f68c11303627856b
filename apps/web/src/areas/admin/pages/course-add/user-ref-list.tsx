import { UserAddOutlined } from '@ant-design/icons';
import { UserPicker } from '@web/shared/components/user-picker';
import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import type { RefUser } from './course-form';

export interface UserRefListProps {
  value?: RefUser[];
  onChange?: (value: RefUser[]) => void;
}

/** The user-reference list of the spec: listed learners added through the user picker and removed by tag. */
export function UserRefList({ value = [], onChange }: UserRefListProps) {
  const [picking, setPicking] = useState(false);
  return (
    <Card
      size="small"
      title={`学习人员（${value.length}）`}
      extra={
        <Button size="small" icon={<UserAddOutlined />} onClick={() => setPicking(true)}>
          选择用户
        </Button>
      }
    >
      <div style={{ minHeight: 40, maxHeight: 320, overflow: 'auto' }}>
        {value.length === 0 && <span style={{ color: '#999' }}>未选择用户</span>}
        {value.map((u) => (
          <Tag
            key={u.id}
            closable
            style={{ marginBottom: 6 }}
            onClose={(e) => {
              e.preventDefault();
              onChange?.(value.filter((x) => x.id !== u.id));
            }}
          >
            {u.realName || u.userName}
          </Tag>
        ))}
      </div>
      <UserPicker
        open={picking}
        excludes={value.map((u) => u.id)}
        onCancel={() => setPicking(false)}
        onConfirm={(users) => {
          onChange?.([...value, ...users.map((u) => ({ id: u.id, userName: u.userName, realName: u.realName }))]);
          setPicking(false);
        }}
      />
    </Card>
  );
}
