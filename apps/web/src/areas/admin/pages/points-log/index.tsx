import { EditOutlined } from '@ant-design/icons';
import { Permission } from '@web/shared/components/permission';
import { UserCell } from '@web/shared/components/user-cell';
import { formatDateTime } from '@web/shared/format-time';
import { ListPage, type ListPageHandle } from '@web/shared/list-page';
import { type AdminPointsLogRow, endpoints, Perm } from '@xuekao/contracts';
import { Button, Card, Select, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { AdjustDialog, type AdjustTarget } from './adjust-dialog';
import { m } from './messages';

/** Sources of points (contracts' POINTS_REF_TEXT) in the current locale. */
const REF_KEYS: Record<string, Parameters<typeof m>[0]> = {
  exam: 'refExam',
  course: 'refCourse',
  train: 'refTrain',
  sign_in: 'refSignIn',
  manual: 'refManual',
  battle: 'refBattle',
};
const refText = (refType: string, fallback: string) => (REF_KEYS[refType] ? m(REF_KEYS[refType]) : fallback);

interface PointsParams {
  userName?: string;
  refType?: string;
}

function columns(adjust: (t: AdjustTarget) => void): TableColumnsType<AdminPointsLogRow> {
  return [
    {
      title: m('user'),
      dataIndex: 'realName',
      width: 170,
      render: (_v, r) => <UserCell r={r} />,
    },
    {
      title: m('points'),
      dataIndex: 'points',
      width: 100,
      render: (v: number) => <span style={{ color: v > 0 ? '#52c41a' : '#ff4d4f' }}>{v > 0 ? `+${v}` : v}</span>,
    },
    { title: m('source'), dataIndex: 'refType_text', width: 100, render: (v: string, r) => refText(r.refType, v) },
    { title: m('remark'), dataIndex: 'refRemark', ellipsis: true },
    { title: m('time'), dataIndex: 'createTime', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: m('actions'),
      key: 'actions',
      width: 90,
      render: (_v, r) => (
        <Permission keys={Perm.points.adjust}>
          <Button type="link" size="small" onClick={() => adjust({ userId: r.userId, name: r.realName || r.userName })}>
            {m('adjust')}
          </Button>
        </Permission>
      ),
    },
  ];
}

/**
 * Points log (points:list): every grant and deduction of the users in my data scope, searched by user and source;
 * adjusting (points:adjust) adds or deducts with a required reason, which the learner sees in their log.
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
          { name: 'userName', label: m('userName') },
          {
            name: 'refType',
            label: m('source'),
            width: 140,
            node: (
              <Select
                allowClear
                placeholder={m('source')}
                options={Object.keys(REF_KEYS).map((value) => ({ value, label: refText(value, value) }))}
              />
            ),
          },
        ]}
        columns={columns(adjust)}
        scrollX={900}
        toolbarExtra={
          <Permission keys={Perm.points.adjust}>
            <Button type="primary" icon={<EditOutlined />} onClick={() => adjust(null)}>
              {m('adjustPoints')}
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
