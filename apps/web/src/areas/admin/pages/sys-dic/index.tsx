import { useQueryClient } from '@tanstack/react-query';
import { invalidateDics } from '@web/api/dic';
import { ListPage, type ListPageHandle, useDialog } from '@web/shared/list-page';
import { type DicRecord, endpoints, Perm } from '@xuekao/contracts';
import { Button, Card, Col, Row, Tag } from 'antd';
import { useRef, useState } from 'react';
import { DicDialog } from './dic-dialog';
import { ValueTree } from './value-tree';
import './sys-dic.css';
import { m } from './messages';

/**
 * 数据字典 (docs/REQUIREMENTS.md#config): dictionary types on the list pattern, and the chosen dictionary's values as a
 * tree beside it. Built-in dictionaries keep their code; their seeded values keep their value.
 */
export default function SysDicPage() {
  const qc = useQueryClient();
  const listRef = useRef<ListPageHandle>(null);
  const dlg = useDialog<DicRecord>();
  const [current, setCurrent] = useState<DicRecord | null>(null);

  return (
    <Row gutter={16} className="xk-sys-dic">
      <Col xs={24} xl={13}>
        <Card>
          <ListPage<DicRecord, { title?: string }>
            ref={listRef}
            url={endpoints.dic.paging}
            searchFields={[{ name: 'title', label: m('searchLabel') }]}
            columns={[
              {
                title: m('name'),
                dataIndex: 'title',
                key: 'title',
                sorter: true,
                render: (title: string, r) => (
                  <>
                    {title} {r.builtIn && <Tag color="blue">{m('builtIn')}</Tag>}
                  </>
                ),
              },
              { title: m('code'), dataIndex: 'code', key: 'code', sorter: true },
              { title: m('valueCount'), dataIndex: 'valueCount', key: 'valueCount', width: 80 },
              { title: m('remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
              {
                title: m('actions'),
                key: 'actions',
                width: 100,
                render: (_v, r) => (
                  <Button type="link" size="small" aria-pressed={current?.id === r.id} onClick={() => setCurrent(r)}>
                    {m('values')}
                  </Button>
                ),
              },
            ]}
            permissions={{ add: Perm.dic.add, edit: Perm.dic.edit, delete: Perm.dic.delete }}
            onAdd={() => dlg.show()}
            onEdit={(r) => dlg.show(r)}
            deleteUrl={endpoints.dic.delete}
          />
        </Card>
      </Col>
      <Col xs={24} xl={11}>
        <ValueTree dic={current} onChanged={() => listRef.current?.reload()} />
      </Col>
      <DicDialog
        open={dlg.open}
        record={dlg.record}
        onClose={dlg.close}
        onSaved={() => {
          listRef.current?.reload();
          void invalidateDics(qc);
          // The values panel follows an edited dictionary's new code on the next pick.
          if (dlg.record?.id === current?.id) setCurrent(null);
        }}
      />
    </Row>
  );
}
