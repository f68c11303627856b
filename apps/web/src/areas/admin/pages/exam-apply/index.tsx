import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { DictSelect } from '@web/shared/components/dict-select';
import { Permission } from '@web/shared/components/permission';
import { formatDateTime } from '@web/shared/format-time';
import { ListPage, type ListPageHandle } from '@web/shared/list-page';
import { ApplyState, type ExamApplyRow, endpoints, Perm } from '@xuekao/contracts';
import { Button, Card, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { AuditDialog, type AuditTarget } from './audit-dialog';
import { ExamSelect } from './exam-select';
import { m } from './messages';

interface ApplyParams {
  examId?: string;
  state?: string;
  realName?: string;
}

const STATE_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red' };

const text = (v: string, width: number) => (
  <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: width }}>
    {v}
  </Typography.Text>
);

function columns(audit: (t: AuditTarget) => void): TableColumnsType<ExamApplyRow> {
  return [
    { title: m('exam'), dataIndex: 'examId_dictText', key: 'examId', width: 180, render: (v: string) => text(v, 170) },
    { title: m('name'), dataIndex: 'realName', width: 100 },
    { title: m('dept'), dataIndex: 'deptCode_dictText', key: 'deptCode', width: 120 },
    { title: m('applyMsg'), dataIndex: 'applyMsg', ellipsis: { showTitle: true } },
    {
      title: m('state'),
      dataIndex: 'state',
      width: 110,
      render: (v: number, r) => (
        <Space size={4}>
          <Tag color={STATE_COLOR[v]}>{r.state_dictText}</Tag>
          {v === ApplyState.APPROVED && r.used && <Tag>{m('used')}</Tag>}
        </Space>
      ),
    },
    { title: m('auditMsg'), dataIndex: 'auditMsg', width: 140, render: (v: string) => text(v, 130) },
    {
      title: m('times'),
      dataIndex: 'createTime',
      sorter: true,
      width: 170,
      render: (v: string, r) => (
        <div style={{ lineHeight: 1.5 }}>
          <div>{formatDateTime(v)}</div>
          {r.auditTime && <Typography.Text type="secondary">{formatDateTime(r.auditTime)}</Typography.Text>}
        </div>
      ),
    },
    {
      title: m('actions'),
      key: 'actions',
      fixed: 'right',
      width: 120,
      render: (_v, r) =>
        r.state === ApplyState.PENDING ? (
          <Permission keys={Perm.exam.applyAudit}>
            <Space size={0}>
              <Button type="link" size="small" onClick={() => audit({ ids: [r.id], state: ApplyState.APPROVED })}>
                {m('approve')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => audit({ ids: [r.id], state: ApplyState.REJECTED })}
              >
                {m('reject')}
              </Button>
            </Space>
          </Permission>
        ) : null,
    },
  ];
}

/**
 * 考试申请 (admin 'admin/exam-apply'): learners' applications to enter an exam, filtered by exam, state
 * and name; 通过 / 驳回 per row or for the ticked rows, with an optional message to the learner.
 */
export default function ExamApplyPage() {
  const listRef = useRef<ListPageHandle>(null);
  const [target, setTarget] = useState<AuditTarget | null>(null);

  return (
    <Card>
      <ListPage<ExamApplyRow, ApplyParams>
        ref={listRef}
        url={endpoints.exam.applyPaging}
        defaultParams={{ state: String(ApplyState.PENDING) }}
        searchFields={[
          {
            name: 'examId',
            label: m('exam'),
            width: 240,
            node: <ExamSelect aria-label={m('exam')} placeholder={m('exam')} />,
          },
          {
            name: 'state',
            label: m('auditState'),
            width: 140,
            node: <DictSelect dicCode="apply_state" placeholder={m('auditState')} id="search-apply-state" />,
          },
          { name: 'realName', label: m('realName'), width: 160 },
        ]}
        columns={columns(setTarget)}
        scrollX={1080}
        batchActions={[
          {
            label: m('approve'),
            permission: Perm.exam.applyAudit,
            icon: <CheckOutlined />,
            onClick: (ids) => setTarget({ ids, state: ApplyState.APPROVED }),
          },
          {
            label: m('reject'),
            permission: Perm.exam.applyAudit,
            danger: true,
            icon: <CloseOutlined />,
            onClick: (ids) => setTarget({ ids, state: ApplyState.REJECTED }),
          },
        ]}
      />
      <AuditDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={() => {
          setTarget(null);
          listRef.current?.clearSelection();
          listRef.current?.reload();
        }}
      />
    </Card>
  );
}
