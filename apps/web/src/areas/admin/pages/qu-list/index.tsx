import { cleanParams } from '@web/api/paging';
import { DictSelect } from '@web/shared/components/dict-select';
import { Permission } from '@web/shared/components/permission';
import { RepoSelect } from '@web/shared/components/repo-select';
import { formatDateTime } from '@web/shared/format-time';
import {
  ExcelImportButton,
  ExportButton,
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
      title: '题目内容',
      dataIndex: 'content',
      render: (v: string, r) => (
        <Typography.Text ellipsis={{ tooltip: plainText(v) }} style={{ maxWidth: 420 }}>
          {plainText(v) || '（图片/媒体）'}
          {r.subCount > 0 && <Tag style={{ marginLeft: 6 }}>{`${r.subCount}小题`}</Tag>}
        </Typography.Text>
      ),
    },
    { title: '题目类型', dataIndex: 'quType_dictText', key: 'quType', sorter: true, width: 110 },
    { title: '难易程度', dataIndex: 'level_dictText', key: 'level', sorter: true, width: 100 },
    { title: '所属题库', dataIndex: 'repoId_dictText', key: 'repoId', width: 180 },
    { title: '所属章节', dataIndex: 'chapterId_dictText', key: 'chapterId', width: 160 },
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
      width: 90,
      render: (_v, r) => (
        <Permission keys={Perm.qu.edit}>
          <Button type="link" size="small" onClick={() => ctx.edit(r)}>
            修改
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
          { name: 'repoId', label: '题库', width: 220, node: <RepoSelect aria-label="题库" placeholder="题库" /> },
          { name: 'chapterId', label: '章节', width: 180, node: <SearchChapterSelect /> },
          {
            name: 'quType',
            label: '题目类型',
            width: 140,
            node: <DictSelect dicCode="qu_type" placeholder="题目类型" id="search-qu-type" />,
          },
          {
            name: 'level',
            label: '难易程度',
            width: 130,
            node: <DictSelect dicCode="qu_level" placeholder="难易程度" id="search-qu-level" />,
          },
          { name: 'content', label: '题目内容关键字', width: 200 },
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
                templateName="试题导入模板.xlsx"
                title="导入试题"
                permission={Perm.qu.import}
                fields={params.repoId ? { repoId: params.repoId } : undefined}
                onImported={reload}
              />
              <ExportButton
                url={endpoints.qu.export.path}
                data={{ params, orders: ctx.query.orders }}
                fileName="试题列表.xlsx"
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
