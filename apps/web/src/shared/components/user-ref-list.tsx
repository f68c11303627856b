import { useQueryClient } from '@tanstack/react-query';
import { invalidatePaging, usePaging } from '@web/api/paging';
import { call } from '@web/api/request';
import { endpoints, type UserRefRow } from '@xuekao/contracts';
import { App, Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { m } from './admin-widgets/messages';
import { UserPicker } from './user-picker';

export interface UserRefListProps {
  /** The exam's or course's id whose persons are listed. */
  refId: string;
}

/**
 * The user-reference list (admin-side.md: add and remove users): the persons an exam or a course (open
 * type 3) is open to, a page at a time; adding opens the user picker, removing takes the ticked rows out.
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
    message.success(m('addedN', { n: added }));
    await refresh();
  };
  const remove = async () => {
    await call(endpoints.userRef.remove, { refId, ids: selected });
    setSelected([]);
    message.success(m('removed'));
    await refresh();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="user-ref-list">
      <Space>
        <Button type="primary" onClick={() => setPicking(true)}>
          {m('addPersons')}
        </Button>
        <Popconfirm title={m('removeConfirm')} onConfirm={remove} disabled={selected.length === 0}>
          <Button danger disabled={selected.length === 0}>
            {m('remove')}
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
          { title: m('account'), dataIndex: 'userName' },
          { title: m('realName'), dataIndex: 'realName' },
          { title: m('deptCode'), dataIndex: 'deptCode' },
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
        title={m('addPersons')}
        excludes={(page.data?.records ?? []).map((r) => r.id)}
        onCancel={() => setPicking(false)}
        onConfirm={(users) => join(users.map((u) => u.id))}
      />
    </Space>
  );
}
