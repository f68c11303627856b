import { examApi } from '@web/api/exam';
import { Permission } from '@web/shared/components/permission';
import { formatDateTime } from '@web/shared/format-time';
import { LIST_TEXTS, type ListContext, ListPage, type ListPageHandle } from '@web/shared/list-page';
import { ComposeType, type ExamTmplRow, endpoints, Perm } from '@xuekao/contracts';
import { Button, Card, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { compositionOf, emptyComposition } from '../exam-add/composition';
import { m } from './messages';
import { TmplDialog, type TmplFormValues } from './tmpl-dialog';

interface TmplParams {
  title?: string;
}

function columns(ctx: ListContext<ExamTmplRow, TmplParams>, go: (path: string) => void): TableColumnsType<ExamTmplRow> {
  return [
    { title: m('tmplName'), dataIndex: 'title', sorter: true },
    {
      title: m('composeType'),
      dataIndex: 'composeType',
      width: 110,
      render: (v: number) =>
        v === ComposeType.FIXED ? <Tag color="purple">{m('fixed')}</Tag> : <Tag color="blue">{m('byRules')}</Tag>,
    },
    { title: m('quCount'), dataIndex: 'quCount', width: 90, align: 'center' },
    { title: m('totalScore'), dataIndex: 'totalScore', width: 90, align: 'center' },
    {
      title: m('remark'),
      dataIndex: 'remark',
      render: (v: string) => (
        <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 260 }}>
          {v}
        </Typography.Text>
      ),
    },
    {
      title: m('updateTime'),
      dataIndex: 'updateTime',
      sorter: true,
      width: 170,
      render: (v: string) => formatDateTime(v, true),
    },
    {
      title: m('actions'),
      key: 'actions',
      width: 200,
      render: (_v, r) => (
        <Space size={0}>
          <Permission keys={Perm.examTmpl.edit}>
            <Button type="link" size="small" onClick={() => ctx.edit(r)}>
              {LIST_TEXTS.edit}
            </Button>
          </Permission>
          <Permission keys={Perm.exam.add}>
            <Button type="link" size="small" onClick={() => go(`/admin/exam/add/${encodeURIComponent(r.id)}`)}>
              {m('createExam')}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];
}

/**
 * 试卷模板 (admin 'admin/exam-tmpl'): reusable paper compositions (rule rows or fixed questions) searched
 * by name; add/edit in the composition editor of AddExam, delete, and 用此模板创建考试.
 */
export default function ExamTmplPage() {
  const listRef = useRef<ListPageHandle>(null);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<{ open: boolean; record?: TmplFormValues }>({ open: false });

  const add = () => setDialog({ open: true, record: { title: '', remark: '', composition: emptyComposition() } });
  const edit = async (row: ExamTmplRow) => {
    try {
      const d = await examApi.tmplDetail(row.id);
      setDialog({ open: true, record: { id: d.id, title: d.title, remark: d.remark, composition: compositionOf(d) } });
    } catch {
      // shown by the request helper
    }
  };

  return (
    <Card>
      <ListPage<ExamTmplRow, TmplParams>
        ref={listRef}
        url={endpoints.exam.tmplPaging}
        searchFields={[{ name: 'title', label: m('tmplName') }]}
        columns={(ctx) => columns(ctx, (p) => void navigate(p))}
        scrollX="max-content"
        permissions={{ add: Perm.examTmpl.add, edit: Perm.examTmpl.edit, delete: Perm.examTmpl.delete }}
        onAdd={add}
        onEdit={(r) => void edit(r)}
        deleteUrl={endpoints.exam.tmplDelete}
      />
      <TmplDialog
        open={dialog.open}
        record={dialog.record}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={() => listRef.current?.reload()}
      />
    </Card>
  );
}
