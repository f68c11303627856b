import { Permission } from '@web/shared/components/permission';
import { formatDateTime } from '@web/shared/format-time';
import { type ListContext, ListPage, type ListPageHandle, useDialog } from '@web/shared/list-page';
import { endpoints, Perm, type RepoRow } from '@xuekao/contracts';
import type { TableColumnsType } from 'antd';
import { Button, Card, Select, Space, Tag } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { RepoFormDialog } from './repo-form-dialog';

interface RepoParams {
  title?: string;
  isExam?: boolean;
  isTrain?: boolean;
}

const YES_NO = [
  { label: '是', value: true },
  { label: '否', value: false },
];

const flag = (on: boolean, text: string) => (on ? <Tag color="green">{text}</Tag> : <Tag>{`不${text}`}</Tag>);

function columns(ctx: ListContext<RepoRow, RepoParams>, go: (path: string) => void): TableColumnsType<RepoRow> {
  return [
    { title: '题库名称', dataIndex: 'title', sorter: true },
    { title: '试题数', dataIndex: 'quCount', width: 90, align: 'center' },
    { title: '客观题', dataIndex: 'objCount', width: 90, align: 'center' },
    { title: '主观题', dataIndex: 'subjCount', width: 90, align: 'center' },
    {
      title: '用途',
      key: 'usage',
      width: 170,
      render: (_v, r) => (
        <Space size={4}>
          {flag(r.isExam, '用于考试')}
          {flag(r.isTrain, '开放训练')}
        </Space>
      ),
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      sorter: true,
      width: 170,
      render: (v: string) => formatDateTime(v, true),
    },
    {
      title: '操作',
      key: 'actions',
      width: 260,
      render: (_v, r) => (
        <Space size={0}>
          <Permission keys={Perm.repo.edit}>
            <Button type="link" size="small" onClick={() => ctx.edit(r)}>
              修改
            </Button>
          </Permission>
          <Permission keys={Perm.repo.chapter}>
            <Button type="link" size="small" onClick={() => go(`/admin/repo/chapter/${r.id}`)}>
              章节管理
            </Button>
          </Permission>
          <Permission keys={Perm.qu.list}>
            <Button type="link" size="small" onClick={() => go(`/admin/repo/qu?repoId=${encodeURIComponent(r.id)}`)}>
              试题管理
            </Button>
          </Permission>
          <Button type="link" size="small" onClick={() => go(`/admin/repo/analysis/${encodeURIComponent(r.id)}`)}>
            分析
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
          { name: 'title', label: '题库名称' },
          {
            name: 'isExam',
            label: '用于考试',
            width: 130,
            node: <Select options={YES_NO} allowClear placeholder="用于考试" />,
          },
          {
            name: 'isTrain',
            label: '开放训练',
            width: 130,
            node: <Select options={YES_NO} allowClear placeholder="开放训练" />,
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
