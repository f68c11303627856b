import { SendOutlined } from '@ant-design/icons';
import { cleanParams } from '@web/api/paging';
import { call } from '@web/api/request';
import { CertSelect } from '@web/shared/components/cert-select';
import { DictSelect } from '@web/shared/components/dict-select';
import { Permission } from '@web/shared/components/permission';
import { UserCell } from '@web/shared/components/user-cell';
import { formatDateTime } from '@web/shared/format-time';
import { ExportButton, type ListContext, ListPage, type ListPageHandle } from '@web/shared/list-page';
import { endpoints, GRANT_STATE_TEXT, GRANT_STATES, type GrantRow, type GrantState, Perm } from '@xuekao/contracts';
import { App, Button, Card, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useRef, useState } from 'react';
import { GrantBatchDialog } from './grant-batch-dialog';

interface GrantParams {
  userName?: string;
  certId?: string;
  grantType?: string;
  state?: GrantState;
}

const STATE_COLOR: Record<GrantState, string> = { valid: 'green', expired: 'orange', revoked: 'red' };

interface RowActions {
  revoke: (ids: string[]) => void;
  render: (ids: string[]) => void;
}

function columns(act: RowActions): TableColumnsType<GrantRow> {
  return [
    {
      title: '持证人',
      dataIndex: 'realName',
      width: 150,
      render: (_v, r) => <UserCell r={r} />,
    },
    { title: '证书编号', dataIndex: 'number', width: 180 },
    { title: '证书名称', dataIndex: 'title', ellipsis: true },
    {
      title: '获得方式',
      dataIndex: 'grantType_dictText',
      width: 130,
      ellipsis: true,
      render: (v: string, r) => (r.sourceName ? `${v}：${r.sourceName}` : v),
    },
    { title: '发放时间', dataIndex: 'createTime', width: 160, render: (v: string) => formatDateTime(v) },
    {
      title: '有效期至',
      dataIndex: 'expireTime',
      width: 110,
      render: (v: string | null) => (v ? formatDateTime(v).slice(0, 10) : '长期有效'),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (v: GrantState, r) => <Tag color={STATE_COLOR[v]}>{r.state_text}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 180,
      render: (_v, r) => (
        <Space size={0}>
          {r.certFilePdf ? (
            <Button type="link" size="small" href={r.certFilePdf} target="_blank" rel="noreferrer">
              PDF
            </Button>
          ) : (
            <Button type="link" size="small" disabled>
              PDF
            </Button>
          )}
          <Permission keys={Perm.cert.edit}>
            <Button type="link" size="small" onClick={() => act.render([r.id])}>
              重新生成
            </Button>
          </Permission>
          {r.state !== 'revoked' && (
            <Permission keys={Perm.certGrant.delete}>
              <Button type="link" size="small" danger onClick={() => act.revoke([r.id])}>
                撤销
              </Button>
            </Permission>
          )}
        </Space>
      ),
    },
  ];
}

/**
 * 证书发放 (ListCertGrant): grants searched by user, certificate, grant type and state; 批量发放
 * (cert:grant:batch) to departments and users; 撤销 (cert:grant:delete) keeps the record; 重新生成
 * (cert:edit) renders the PDFs again; 导出 follows the search; PDF opens the signed address.
 */
export default function CertGrantPage() {
  const { message, modal } = App.useApp();
  const listRef = useRef<ListPageHandle>(null);
  const [batchOpen, setBatchOpen] = useState(false);

  const revoke = (ids: string[]) => {
    modal.confirm({
      title: '撤销证书',
      content: `确定撤销所选的 ${ids.length} 个证书吗？撤销后学员将无法查看，验证显示已撤销。`,
      okText: '撤销',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await call(endpoints.cert.revoke, { ids });
          message.success('撤销成功！');
          listRef.current?.clearSelection();
          listRef.current?.reload();
        } catch {
          // shown by the request helper
        }
      },
    });
  };
  const render = async (ids: string[]) => {
    try {
      const { count } = await call(endpoints.cert.render, { ids });
      message.success(`已重新生成 ${count} 个证书！`);
      listRef.current?.reload();
    } catch {
      // shown by the request helper
    }
  };

  return (
    <Card>
      <ListPage<GrantRow, GrantParams>
        ref={listRef}
        url={endpoints.cert.grantPaging}
        searchFields={[
          { name: 'userName', label: '账号/姓名' },
          { name: 'certId', label: '证书', width: 220, node: <CertSelect placeholder="证书" id="search-grant-cert" /> },
          {
            name: 'grantType',
            label: '获得方式',
            width: 140,
            node: <DictSelect dicCode="grant_type" placeholder="获得方式" id="search-grant-type" />,
          },
          {
            name: 'state',
            label: '状态',
            width: 120,
            node: (
              <Select
                allowClear
                placeholder="状态"
                options={GRANT_STATES.map((s) => ({ value: s, label: GRANT_STATE_TEXT[s] }))}
              />
            ),
          },
        ]}
        columns={columns({ revoke, render: (ids) => void render(ids) })}
        scrollX={1150}
        batchActions={[
          { label: '批量撤销', permission: Perm.certGrant.delete, danger: true, onClick: (ids) => revoke(ids) },
          { label: '重新生成', permission: Perm.cert.edit, onClick: (ids) => render(ids) },
        ]}
        toolbarExtra={(ctx: ListContext<GrantRow, GrantParams>) => (
          <Space>
            <Permission keys={Perm.certGrant.grant}>
              <Button type="primary" icon={<SendOutlined />} onClick={() => setBatchOpen(true)}>
                批量发放
              </Button>
            </Permission>
            <ExportButton
              url={endpoints.cert.grantExport.path}
              data={{ params: cleanParams(ctx.query.params), orders: ctx.query.orders }}
              fileName="证书发放记录.xlsx"
              permission={Perm.certGrant.list}
            />
          </Space>
        )}
      />
      <GrantBatchDialog
        open={batchOpen}
        onClose={(granted) => {
          setBatchOpen(false);
          if (granted) listRef.current?.reload();
        }}
      />
    </Card>
  );
}
