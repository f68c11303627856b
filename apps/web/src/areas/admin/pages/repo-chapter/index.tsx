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
import { m } from './messages';

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
    { title: m('no'), key: 'no', width: 70, align: 'center', render: (_v, _r, i) => i + 1 },
    { title: m('title'), dataIndex: 'title' },
    { title: m('quCount'), dataIndex: 'quCount', width: 100, align: 'center' },
    {
      title: m('actions'),
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
            {LIST_TEXTS.edit}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove([r.id])}>
            {LIST_TEXTS.remove}
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
            aria-label={m('back')}
            onClick={() => void navigate('/admin/repo/list')}
          />
          <span>{repo.data ? m('pageTitleOf', { title: repo.data.title }) : m('pageTitle')}</span>
        </Space>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input
          placeholder={m('title')}
          allowClear
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onPressEnter={() => setSearch(title.trim())}
          style={{ width: 220 }}
        />
        <Button type="primary" onClick={() => setSearch(title.trim())}>
          {LIST_TEXTS.search}
        </Button>
        <Permission keys={Perm.repo.chapter}>
          <Button icon={<PlusOutlined />} onClick={() => dlg.show()}>
            {m('add')}
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
        title={dlg.record ? m('editTitle') : m('addTitle')}
        initialValues={{ title: dlg.record?.title ?? '' }}
        onClose={dlg.close}
        width={520}
        onSubmit={(v) => saveChapter.mutateAsync({ id: dlg.record?.id, repoId, title: v.title })}
      >
        <Form.Item
          label={m('title')}
          name="title"
          rules={[{ required: true, whitespace: true, message: m('titleRequired') }]}
        >
          <Input placeholder={m('title')} maxLength={256} />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
