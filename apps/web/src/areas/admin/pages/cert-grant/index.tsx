import { SendOutlined } from '@ant-design/icons';
import { cleanParams } from '@web/api/paging';
import { call } from '@web/api/request';
import { dictTitle } from '@web/i18n/dictionaries';
import { CertSelect } from '@web/shared/components/cert-select';
import { DictSelect } from '@web/shared/components/dict-select';
import { Permission } from '@web/shared/components/permission';
import { UserCell } from '@web/shared/components/user-cell';
import { formatDateTime } from '@web/shared/format-time';
import { ExportButton, LIST_TEXTS, type ListContext, ListPage, type ListPageHandle } from '@web/shared/list-page';
import { endpoints, GRANT_STATES, type GrantRow, type GrantState, Perm } from '@xuekao/contracts';
import { App, Button, Card, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useRef, useState } from 'react';
import { GrantBatchDialog } from './grant-batch-dialog';
import { m } from './messages';

interface GrantParams {
  userName?: string;
  certId?: string;
  grantType?: string;
  state?: GrantState;
}

const STATE_COLOR: Record<GrantState, string> = { valid: 'green', expired: 'orange', revoked: 'red' };
const STATE_KEY = { valid: 'stateValid', expired: 'stateExpired', revoked: 'stateRevoked' } as const;
/** A grant state's name in the current locale (zh-CN: contracts' GRANT_STATE_TEXT, as the server's state_text). */
const stateText = (s: GrantState) => m(STATE_KEY[s]);

interface RowActions {
  revoke: (ids: string[]) => void;
  render: (ids: string[]) => void;
}

function columns(act: RowActions): TableColumnsType<GrantRow> {
  return [
    {
      title: m('holder'),
      dataIndex: 'realName',
      width: 150,
      render: (_v, r) => <UserCell r={r} />,
    },
    { title: m('number'), dataIndex: 'number', width: 180 },
    { title: m('title'), dataIndex: 'title', ellipsis: true },
    {
      title: m('grantType'),
      dataIndex: 'grantType_dictText',
      width: 130,
      ellipsis: true,
      render: (v: string, r) => {
        const type = dictTitle('grant_type', r.grantType, v);
        return r.sourceName ? m('grantTypeOf', { type, source: r.sourceName }) : type;
      },
    },
    { title: m('grantTime'), dataIndex: 'createTime', width: 160, render: (v: string) => formatDateTime(v) },
    {
      title: m('expireTime'),
      dataIndex: 'expireTime',
      width: 110,
      render: (v: string | null) => (v ? formatDateTime(v).slice(0, 10) : m('longTerm')),
    },
    {
      title: m('state'),
      dataIndex: 'state',
      width: 90,
      render: (v: GrantState) => <Tag color={STATE_COLOR[v]}>{stateText(v)}</Tag>,
    },
    {
      title: m('actions'),
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
              {m('renderAgain')}
            </Button>
          </Permission>
          {r.state !== 'revoked' && (
            <Permission keys={Perm.certGrant.delete}>
              <Button type="link" size="small" danger onClick={() => act.revoke([r.id])}>
                {m('revoke')}
              </Button>
            </Permission>
          )}
        </Space>
      ),
    },
  ];
}

/**
 * Certificate grants (ListCertGrant): grants searched by user, certificate, grant type and state; the batch
 * grant (cert:grant:batch) to departments and users; revoking (cert:grant:delete) keeps the record; regenerating
 * (cert:edit) renders the PDFs again; the export follows the search; PDF opens the signed address.
 */
export default function CertGrantPage() {
  const { message, modal } = App.useApp();
  const listRef = useRef<ListPageHandle>(null);
  const [batchOpen, setBatchOpen] = useState(false);

  const revoke = (ids: string[]) => {
    modal.confirm({
      title: m('revokeTitle'),
      content: m('revokeConfirm', { n: ids.length }),
      okText: m('revoke'),
      okButtonProps: { danger: true },
      cancelText: LIST_TEXTS.cancel,
      onOk: async () => {
        try {
          await call(endpoints.cert.revoke, { ids });
          message.success(m('revoked'));
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
      message.success(m('rendered', { n: count }));
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
          { name: 'userName', label: m('userName') },
          {
            name: 'certId',
            label: m('cert'),
            width: 220,
            node: <CertSelect placeholder={m('cert')} id="search-grant-cert" />,
          },
          {
            name: 'grantType',
            label: m('grantType'),
            width: 140,
            node: <DictSelect dicCode="grant_type" placeholder={m('grantType')} id="search-grant-type" />,
          },
          {
            name: 'state',
            label: m('state'),
            width: 120,
            node: (
              <Select
                allowClear
                placeholder={m('state')}
                options={GRANT_STATES.map((s) => ({ value: s, label: stateText(s) }))}
              />
            ),
          },
        ]}
        columns={columns({ revoke, render: (ids) => void render(ids) })}
        scrollX={1150}
        batchActions={[
          { label: m('batchRevoke'), permission: Perm.certGrant.delete, danger: true, onClick: (ids) => revoke(ids) },
          { label: m('renderAgain'), permission: Perm.cert.edit, onClick: (ids) => render(ids) },
        ]}
        toolbarExtra={(ctx: ListContext<GrantRow, GrantParams>) => (
          <Space>
            <Permission keys={Perm.certGrant.grant}>
              <Button type="primary" icon={<SendOutlined />} onClick={() => setBatchOpen(true)}>
                {m('batchGrant')}
              </Button>
            </Permission>
            <ExportButton
              url={endpoints.cert.grantExport.path}
              data={{ params: cleanParams(ctx.query.params), orders: ctx.query.orders }}
              fileName={m('exportFile')}
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
