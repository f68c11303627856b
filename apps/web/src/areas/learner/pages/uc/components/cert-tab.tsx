import { DownloadOutlined } from '@ant-design/icons';
import { usePaging } from '@web/api/paging';
import { dictTitle } from '@web/i18n/dictionaries';
import { KeyboardScroll } from '@web/shared/components/keyboard-scroll';
import { formatDateTime } from '@web/shared/format-time';
import { m as lp } from '@web/shared/list-page/messages';
import { endpoints, type GrantState, type MyGrant } from '@xuekao/contracts';
import { Button, Empty, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { m } from '../messages';

/** The spec's page size of my certificates. */
export const MY_CERT_PAGE_SIZE = 100;
/** Status colours: the theme's readable state tokens (the green / orange presets are under 4.5:1: axe). */
const STATE_COLOR: Record<GrantState, string> = { valid: 'success', expired: 'warning', revoked: 'error' };
const STATE_KEY = { valid: 'stateValid', expired: 'stateExpired', revoked: 'stateRevoked' } as const;

/**
 * 我的证书: the learner's certificates (name, number, obtained time, how obtained, expiry, issuing authority)
 * over `/api/cert/grant/my-paging` (size 100, revoked ones left out by the server); 下载 opens the PDF's
 * signed address when it has been rendered.
 */
export function CertTab() {
  const [title, setTitle] = useState('');
  const [current, setCurrent] = useState(1);
  const page = usePaging<MyGrant>(endpoints.cert.myPaging, {
    params: { title: title || undefined },
    current,
    size: MY_CERT_PAGE_SIZE,
    orders: [],
  });
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Input.Search
        placeholder={m('searchCert')}
        aria-label={m('searchCert')}
        allowClear
        style={{ width: 240 }}
        onSearch={(v) => {
          setTitle(v.trim());
          setCurrent(1);
        }}
      />
      <KeyboardScroll label={m('tabCert')}>
        <Table<MyGrant>
          rowKey="id"
          size="small"
          loading={page.isFetching}
          dataSource={page.data?.records ?? []}
          locale={{ emptyText: <Empty description={lp('empty')} /> }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: m('certName'),
              dataIndex: 'title',
              width: 200,
              render: (v: string, r) => <Link to={`/web/cert/detail/${r.id}`}>{v}</Link>,
            },
            { title: m('certNumber'), dataIndex: 'number', width: 190 },
            { title: m('obtainedTime'), dataIndex: 'createTime', width: 170, render: (v: string) => formatDateTime(v) },
            {
              title: m('obtainedBy'),
              dataIndex: 'grantType_dictText',
              width: 160,
              render: (v: string, r) => {
                const type = dictTitle('grant_type', r.grantType, v);
                return r.sourceName ? m('sourceOf', { type, source: r.sourceName }) : type;
              },
            },
            {
              title: m('expireTime'),
              dataIndex: 'expireTime',
              width: 170,
              render: (v: string | null, r) => (
                <Space size={4}>
                  <span>{v ? formatDateTime(v).slice(0, 10) : m('forever')}</span>
                  {r.state !== 'valid' && <Tag color={STATE_COLOR[r.state]}>{m(STATE_KEY[r.state])}</Tag>}
                </Space>
              ),
            },
            { title: m('authority'), dataIndex: 'authority', width: 160 },
            {
              title: m('actions'),
              key: 'actions',
              width: 90,
              render: (_v, r) =>
                r.certFilePdf ? (
                  <Button
                    type="link"
                    size="small"
                    icon={<DownloadOutlined />}
                    href={r.certFilePdf}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {m('download')}
                  </Button>
                ) : (
                  <span style={{ color: '#595959' }}>{m('generating')}</span>
                ),
            },
          ]}
          pagination={{
            current,
            pageSize: MY_CERT_PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (n) => lp('total', { total: n }),
            onChange: (c) => setCurrent(c),
          }}
        />
      </KeyboardScroll>
    </Space>
  );
}
