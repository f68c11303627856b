import { DownloadOutlined } from '@ant-design/icons';
import { usePaging } from '@web/api/paging';
import { formatDateTime } from '@web/shared/format-time';
import { endpoints, type GrantState, type MyGrant } from '@xuekao/contracts';
import { Button, Empty, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';

/** The spec's page size of my certificates. */
export const MY_CERT_PAGE_SIZE = 100;
const STATE_COLOR: Record<GrantState, string> = { valid: 'green', expired: 'orange', revoked: 'red' };

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
        placeholder="搜索证书名称"
        allowClear
        style={{ width: 240 }}
        onSearch={(v) => {
          setTitle(v.trim());
          setCurrent(1);
        }}
      />
      <Table<MyGrant>
        rowKey="id"
        size="small"
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        locale={{ emptyText: <Empty description="暂无相关数据！" /> }}
        scroll={{ x: 900 }}
        columns={[
          {
            title: '证书名称',
            dataIndex: 'title',
            render: (v: string, r) => <Link to={`/web/cert/detail/${r.id}`}>{v}</Link>,
          },
          { title: '证书编号', dataIndex: 'number', width: 190 },
          { title: '获得时间', dataIndex: 'createTime', width: 170, render: (v: string) => formatDateTime(v) },
          {
            title: '获得方式',
            dataIndex: 'grantType_dictText',
            width: 160,
            render: (v: string, r) => (r.sourceName ? `${v}：${r.sourceName}` : v),
          },
          {
            title: '有效期至',
            dataIndex: 'expireTime',
            width: 170,
            render: (v: string | null, r) => (
              <Space size={4}>
                <span>{v ? formatDateTime(v).slice(0, 10) : '长期有效'}</span>
                {r.state !== 'valid' && <Tag color={STATE_COLOR[r.state]}>{r.state_text}</Tag>}
              </Space>
            ),
          },
          { title: '发证机构', dataIndex: 'authority', width: 160 },
          {
            title: '操作',
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
                  下载
                </Button>
              ) : (
                <span style={{ color: 'rgba(0,0,0,0.45)' }}>生成中</span>
              ),
          },
        ]}
        pagination={{
          current,
          pageSize: MY_CERT_PAGE_SIZE,
          total: page.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (c) => setCurrent(c),
        }}
      />
    </Space>
  );
}
