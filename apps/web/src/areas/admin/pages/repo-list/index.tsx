import { Permission } from '@web/shared/components/permission';
import { formatDateTime } from '@web/shared/format-time';
import { LIST_TEXTS, type ListContext, ListPage, type ListPageHandle, useDialog } from '@web/shared/list-page';
import { endpoints, Perm, type RepoRow } from '@xuekao/contracts';
import type { TableColumnsType } from 'antd';
import { Button, Card, Select, Space, Tag } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { m } from './messages';
import { RepoFormDialog } from './repo-form-dialog';

interface RepoParams {
  title?: string;
  isExam?: boolean;
  isTrain?: boolean;
}

const yesNo = () => [
  { label: m('yes'), value: true },
  { label: m('no'), value: false },
];

const flag = (on: boolean, text: string, offText: string) =>
  on ? <Tag color="green">{text}</Tag> : <Tag>{offText}</Tag>;

function columns(ctx: ListContext<RepoRow, RepoParams>, go: (path: string) => void): TableColumnsType<RepoRow> {
  return [
    { title: m('title'), dataIndex: 'title', sorter: true },
    { title: m('quCount'), dataIndex: 'quCount', width: 90, align: 'center' },
    { title: m('objCount'), dataIndex: 'objCount', width: 90, align: 'center' },
    { title: m('subjCount'), dataIndex: 'subjCount', width: 90, align: 'center' },
    {
      title: m('usage'),
      key: 'usage',
      width: 170,
      render: (_v, r) => (
        <Space size={4}>
          {flag(r.isExam, m('forExam'), m('notForExam'))}
          {flag(r.isTrain, m('forTrain'), m('notForTrain'))}
        </Space>
      ),
    },
    {
      title: m('createTime'),
      dataIndex: 'createTime',
      sorter: true,
      width: 170,
      render: (v: string) => formatDateTime(v, true),
    },
    {
      title: m('actions'),
      key: 'actions',
      width: 260,
      render: (_v, r) => (
        <Space size={0}>
          <Permission keys={Perm.repo.edit}>
            <Button type="link" size="small" onClick={() => ctx.edit(r)}>
              {LIST_TEXTS.edit}
            </Button>
          </Permission>
          <Permission keys={Perm.repo.chapter}>
            <Button type="link" size="small" onClick={() => go(`/admin/repo/chapter/${r.id}`)}>
              {m('chapters')}
            </Button>
          </Permission>
          <Permission keys={Perm.qu.list}>
            <Button type="link" size="small" onClick={() => go(`/admin/repo/qu?repoId=${encodeURIComponent(r.id)}`)}>
              {m('questions')}
            </Button>
          </Permission>
          <Button type="link" size="small" onClick={() => go(`/admin/repo/analysis/${encodeURIComponent(r.id)}`)}>
            {m('analysis')}
          </Button>
        </Space>
      ),
    },
  ];
}

/**
 * 题库管理 (ListRepo): banks searched by title and usage, with question counts (all, objective,
 * subjective); add/edit, delete (refused by the server while a bank holds questions), links to the
 * chapters and to the questions of a bank.
 */
export default function RepoListPage() {
  const listRef = useRef<ListPageHandle>(null);
  const dlg = useDialog<RepoRow>();
  const navigate = useNavigate();
  return (
    <Card>
      <ListPage<RepoRow, RepoParams>
        ref={listRef}
        url={endpoints.repo.paging}
        defaultParams={{}}
        searchFields={[
          { name: 'title', label: m('title') },
          {
            name: 'isExam',
            label: m('forExam'),
            width: 130,
            node: <Select options={yesNo()} allowClear placeholder={m('forExam')} />,
          },
          {
            name: 'isTrain',
            label: m('forTrain'),
            width: 130,
            node: <Select options={yesNo()} allowClear placeholder={m('forTrain')} />,
          },
        ]}
        columns={(ctx) => columns(ctx, (p) => void navigate(p))}
        scrollX="max-content"
        permissions={{ add: Perm.repo.add, edit: Perm.repo.edit, delete: Perm.repo.delete }}
        onAdd={() => dlg.show()}
        onEdit={(r) => dlg.show(r)}
        deleteUrl={endpoints.repo.delete}
      />
      <RepoFormDialog
        open={dlg.open}
        repo={dlg.record}
        onClose={() => {
          dlg.close();
          listRef.current?.reload();
        }}
      />
    </Card>
  );
}
