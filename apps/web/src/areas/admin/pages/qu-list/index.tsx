import { cleanParams } from '@web/api/paging';
import { DictSelect } from '@web/shared/components/dict-select';
import { Permission } from '@web/shared/components/permission';
import { RepoSelect } from '@web/shared/components/repo-select';
import { formatDateTime } from '@web/shared/format-time';
import {
  ExcelImportButton,
  ExportButton,
  LIST_TEXTS,
  type ListContext,
  ListPage,
  type ListPageHandle,
  useDialog,
} from '@web/shared/list-page';
import { endpoints, Perm, type QuRow } from '@xuekao/contracts';
import { Button, Card, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { QuEditorDialog } from './editor/qu-editor-dialog';
import { plainText } from './editor/qu-form';
import { m } from './messages';
import { SearchChapterSelect } from './search-chapter-select';

interface QuParams {
  repoId?: string;
  chapterId?: string;
  quType?: string;
  level?: string;
  content?: string;
}

function columns(ctx: ListContext<QuRow, QuParams>): TableColumnsType<QuRow> {
  return [
    {
      title: m('content'),
      dataIndex: 'content',
      render: (v: string, r) => (
        <Typography.Text ellipsis={{ tooltip: plainText(v) }} style={{ maxWidth: 420 }}>
          {plainText(v) || m('mediaOnly')}
          {r.subCount > 0 && <Tag style={{ marginLeft: 6 }}>{m('subCount', { n: r.subCount })}</Tag>}
        </Typography.Text>
      ),
    },
    { title: m('quType'), dataIndex: 'quType_dictText', key: 'quType', sorter: true, width: 110 },
    { title: m('level'), dataIndex: 'level_dictText', key: 'level', sorter: true, width: 100 },
    { title: m('repo'), dataIndex: 'repoId_dictText', key: 'repoId', width: 180 },
    { title: m('chapter'), dataIndex: 'chapterId_dictText', key: 'chapterId', width: 160 },
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
      width: 90,
      render: (_v, r) => (
        <Permission keys={Perm.qu.edit}>
          <Button type="link" size="small" onClick={() => ctx.edit(r)}>
            {LIST_TEXTS.edit}
          </Button>
        </Permission>
      ),
    },
  ];
}

/**
 * 试题管理 (QuList): questions filtered by bank (from `?repoId=` when opened from a bank), chapter,
 * type, level and keyword; add/edit in the question editor, delete, Excel import with template, export
 * of the filtered list.
 */
export default function QuListPage() {
  const [query] = useSearchParams();
  const urlRepoId = query.get('repoId') ?? undefined;
  const listRef = useRef<ListPageHandle>(null);
  const dlg = useDialog<QuRow>();
  const reload = () => listRef.current?.reload();

  return (
    <Card>
      <ListPage<QuRow, QuParams>
        key={urlRepoId ?? ''}
        ref={listRef}
        url={endpoints.qu.paging}
        defaultParams={{ repoId: urlRepoId }}
        searchFields={[
          {
            name: 'repoId',
            label: m('repoFilter'),
            width: 220,
            node: <RepoSelect aria-label={m('repoFilter')} placeholder={m('repoFilter')} />,
          },
          { name: 'chapterId', label: m('chapterFilter'), width: 180, node: <SearchChapterSelect /> },
          {
            name: 'quType',
            label: m('quType'),
            width: 140,
            node: <DictSelect dicCode="qu_type" placeholder={m('quType')} id="search-qu-type" />,
          },
          {
            name: 'level',
            label: m('level'),
            width: 130,
            node: <DictSelect dicCode="qu_level" placeholder={m('level')} id="search-qu-level" />,
          },
          { name: 'content', label: m('keyword'), width: 200 },
        ]}
        columns={columns}
        scrollX="max-content"
        permissions={{ add: Perm.qu.add, edit: Perm.qu.edit, delete: Perm.qu.delete }}
        onAdd={() => dlg.show()}
        onEdit={(r) => dlg.show(r)}
        deleteUrl={endpoints.qu.delete}
        toolbarExtra={(ctx) => {
          const params = cleanParams(ctx.query.params);
          return (
            <Space>
              <ExcelImportButton
                url={endpoints.qu.import.path}
                templateUrl={endpoints.qu.importTemplate.path}
                templateName={m('templateName')}
                title={m('importTitle')}
                permission={Perm.qu.import}
                fields={params.repoId ? { repoId: params.repoId } : undefined}
                onImported={reload}
              />
              <ExportButton
                url={endpoints.qu.export.path}
                data={{ params, orders: ctx.query.orders }}
                fileName={m('exportName')}
                permission={Perm.qu.export}
              />
            </Space>
          );
        }}
      />
      <QuEditorDialog open={dlg.open} quId={dlg.record?.id} repoId={urlRepoId} onClose={dlg.close} />
    </Card>
  );
}
