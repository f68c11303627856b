import { EditOutlined } from '@ant-design/icons';
import { Permission } from '@web/shared/components/permission';
import { UserCell } from '@web/shared/components/user-cell';
import { formatDateTime } from '@web/shared/format-time';
import { ListPage, type ListPageHandle } from '@web/shared/list-page';
import { type AdminPointsLogRow, endpoints, Perm, POINTS_REF_TEXT } from '@xuekao/contracts';
import { Button, Card, Select, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { AdjustDialog, type AdjustTarget } from './adjust-dialog';

interface PointsParams {
  userName?: string;
  refType?: string;
}

function columns(adjust: (t: AdjustTarget) => void): TableColumnsType<AdminPointsLogRow> {
  return [
    {
      title: '用户',
      dataIndex: 'realName',
      width: 170,
      render: (_v, r) => <UserCell r={r} />,
    },
    {
      title: '积分',
      dataIndex: 'points',
      width: 100,
      render: (v: number) => <span style={{ color: v > 0 ? '#52c41a' : '#ff4d4f' }}>{v > 0 ? `+${v}` : v}</span>,
    },
    { title: '来源', dataIndex: 'refType_text', width: 100 },
    { title: '说明', dataIndex: 'refRemark', ellipsis: true },
    { title: '时间', dataIndex: 'createTime', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_v, r) => (
        <Permission keys={Perm.points.adjust}>
          <Button type="link" size="small" onClick={() => adjust({ userId: r.userId, name: r.realName || r.userName })}>
            调整
          </Button>
        </Permission>
      ),
    },
  ];
}

/**
 * 积分记录 (points:list): every grant and deduction of the users in my data scope, searched by user and source;
 * 调整积分 (points:adjust) adds or deducts with a required reason, which the learner sees in their log.
 */
export default function PointsLogPage() {
  const listRef = useRef<ListPageHandle>(null);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<AdjustTarget | null>(null);
  const adjust = (t: AdjustTarget | null) => {
    setTarget(t);
    setOpen(true);
  };
  return (
    <Card>
      <ListPage<AdminPointsLogRow, PointsParams>
        ref={listRef}
        url={endpoints.points.paging}
        selection={false}
        searchFields={[
          { name: 'userName', label: '账号/姓名' },
          {
            name: 'refType',
            label: '来源',
            width: 140,
            node: (
              <Select
                allowClear
                placeholder="来源"
                options={Object.entries(POINTS_REF_TEXT).map(([value, label]) => ({ value, label }))}
              />
            ),
          },
        ]}
        columns={columns(adjust)}
        scrollX={900}
        toolbarExtra={
          <Permission keys={Perm.points.adjust}>
            <Button type="primary" icon={<EditOutlined />} onClick={() => adjust(null)}>
              调整积分
            </Button>
          </Permission>
        }
      />
      <AdjustDialog
        open={open}
        target={target}
        onClose={(changed) => {
          setOpen(false);
          if (changed) listRef.current?.reload();
        }}
      />
    </Card>
  );
}
