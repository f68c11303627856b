import { useQueryClient } from '@tanstack/react-query';
import { invalidatePaging, usePaging } from '@web/api/paging';
import { call } from '@web/api/request';
import { endpoints, type UserRefRow } from '@xuekao/contracts';
import { App, Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { UserPicker } from './user-picker';

export interface UserRefListProps {
  /** The exam's or course's id whose persons are listed. */
  refId: string;
}

/**
 * The user-reference list (admin-side.md: add and remove users): the persons an exam or a course (open
 * type 3) is open to, a page at a time; 添加人员 opens the user picker, 移除 takes the ticked rows out.
 * Changes are saved at once (`/api/sys/user/ref/join|remove`).
 */
export function UserRefList({ refId }: UserRefListProps) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const page = usePaging<UserRefRow, { refId: string }>(endpoints.userRef.list, {
    current,
    size,
    orders: [],
    params: { refId },
  });
  const refresh = () => invalidatePaging(qc, endpoints.userRef.list);

  const join = async (ids: string[]) => {
    const { added } = await call(endpoints.userRef.join, { refId, ids });
    setPicking(false);
    message.success(`已添加 ${added} 人`);
    await refresh();
  };
  const remove = async () => {
    await call(endpoints.userRef.remove, { refId, ids: selected });
    setSelected([]);
    message.success('移除成功！');
    await refresh();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="user-ref-list">
      <Space>
        <Button type="primary" onClick={() => setPicking(true)}>
          添加人员
        </Button>
        <Popconfirm title="确定移除选中的人员吗？" onConfirm={remove} disabled={selected.length === 0}>
          <Button danger disabled={selected.length === 0}>
            移除
          </Button>
        </Popconfirm>
      </Space>
      <Table<UserRefRow>
        rowKey="id"
        size="small"
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        columns={[
          { title: '账号', dataIndex: 'userName' },
          { title: '姓名', dataIndex: 'realName' },
          { title: '部门编码', dataIndex: 'deptCode' },
        ]}
        pagination={{
          current,
          pageSize: size,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (c, s) => {
            setCurrent(c);
            setSize(s);
          },
        }}
      />
      <UserPicker
        open={picking}
        title="添加人员"
        excludes={(page.data?.records ?? []).map((r) => r.id)}
        onCancel={() => setPicking(false)}
        onConfirm={(users) => join(users.map((u) => u.id))}
      />
    </Space>
  );
}
