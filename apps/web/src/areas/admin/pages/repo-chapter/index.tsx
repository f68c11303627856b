import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useChapters, useRepoDetail, useRepoMutations } from '@web/api/repo';
import { Permission } from '@web/shared/components/permission';
import { SortButtons } from '@web/shared/components/sort-buttons';
import { useConfirmDelete } from '@web/shared/hooks/use-confirm-delete';
import { FormDialog, LIST_TEXTS, useDialog } from '@web/shared/list-page';
import { type ChapterRow, Perm, type SaveChapterBody } from '@xuekao/contracts';
import { Button, Card, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';

type ChapterForm = Pick<SaveChapterBody, 'title'>;

/**
 * 章节管理 (RepoChapter, /admin/repo/chapter/:repoId): the chapters of one bank in order, searched by
 * title, with add, rename, delete (its questions become "no chapter") and move up/down.
 */
export default function RepoChapterPage() {
  const { repoId = '' } = useParams();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [search, setSearch] = useState('');
  const repo = useRepoDetail(repoId);
  const chapters = useChapters(repoId, search);
  const { saveChapter, deleteChapter, sortChapter } = useRepoMutations();
  const dlg = useDialog<ChapterRow>();
  const remove = useConfirmDelete((ids) => deleteChapter.mutateAsync({ ids }));
  const rows = chapters.data ?? [];

  const columns: TableColumnsType<ChapterRow> = [
    { title: '序号', key: 'no', width: 70, align: 'center', render: (_v, _r, i) => i + 1 },
    { title: '章节名称', dataIndex: 'title' },
    { title: '试题数', dataIndex: 'quCount', width: 100, align: 'center' },
    {
      title: '操作',
      key: 'actions',
      width: 240,
      render: (_v, r, i) => (
        <Space size={0}>
          {!search && (
            <SortButtons
              label={r.title}
              first={i === 0}
              last={i === rows.length - 1}
              loading={sortChapter.isPending}
              onMove={(sort) => sortChapter.mutate({ id: r.id, sort })}
            />
          )}
          <Button type="link" size="small" onClick={() => dlg.show(r)}>
            修改
          </Button>
          <Button type="link" size="small" danger onClick={() => remove([r.id])}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={
        <Space>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label="返回"
            onClick={() => void navigate('/admin/repo/list')}
          />
          <span>章节管理{repo.data ? ` - ${repo.data.title}` : ''}</span>
        </Space>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input
          placeholder="章节名称"
          allowClear
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onPressEnter={() => setSearch(title.trim())}
          style={{ width: 220 }}
        />
        <Button type="primary" onClick={() => setSearch(title.trim())}>
          搜索
        </Button>
        <Permission keys={Perm.repo.chapter}>
          <Button icon={<PlusOutlined />} onClick={() => dlg.show()}>
            添加章节
          </Button>
        </Permission>
      </Space>
      <Table<ChapterRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={chapters.isFetching}
        pagination={false}
        locale={{ emptyText: LIST_TEXTS.empty }}
      />
      <FormDialog<ChapterForm>
        open={dlg.open}
        title={dlg.record ? '修改章节' : '添加章节'}
        initialValues={{ title: dlg.record?.title ?? '' }}
        onClose={dlg.close}
        width={520}
        onSubmit={(v) => saveChapter.mutateAsync({ id: dlg.record?.id, repoId, title: v.title })}
      >
        <Form.Item
          label="章节名称"
          name="title"
          rules={[{ required: true, whitespace: true, message: '章节名称不能为空！' }]}
        >
          <Input placeholder="章节名称" maxLength={256} />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
