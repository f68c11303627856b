import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { formatDateTime } from '@web/shared/format-time';
import { PdfPreview } from '@web/shared/pdf/pdf-preview';
import { endpoints, type GrantState } from '@xuekao/contracts';
import { Button, Card, Descriptions, Empty, Grid, Skeleton, Space, Tag } from 'antd';
import { useParams } from 'react-router';

const STATE_COLOR: Record<GrantState, string> = { valid: 'green', expired: 'orange', revoked: 'red' };

/**
 * 证书详情 (/web/cert/detail/:id): one of my certificates: its fields, the PDF's first page drawn in the
 * page (pdf.js), download, and the public verification address. Another learner's id reads as missing
 * (the server answers only the holder or staff in scope).
 */
export default function CertDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const screens = Grid.useBreakpoint();
  const grant = useQuery({
    queryKey: ['cert', 'grant', id],
    queryFn: () => call(endpoints.cert.grantDetail, { id }),
    enabled: !!id,
  });
  const pdf = grant.data?.certFilePdf ?? '';
  const file = useQuery({
    queryKey: ['cert', 'pdf', pdf],
    queryFn: async () => {
      const res = await fetch(pdf, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      return res.blob();
    },
    enabled: !!pdf,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (grant.isLoading) return <Skeleton active />;
  const g = grant.data;
  if (!g) return <Empty description="数据不存在！" />;
  const verify = `${window.location.origin}/cert/verify/${encodeURIComponent(g.number)}`;
  const width = screens.md ? 640 : Math.min(window.innerWidth - 64, 640);
  return (
    <Card
      title={
        <Space>
          <SafetyCertificateOutlined />
          {g.title}
          <Tag color={STATE_COLOR[g.state]}>{g.state_text}</Tag>
        </Space>
      }
      extra={
        pdf ? (
          <Button type="primary" icon={<DownloadOutlined />} href={pdf} target="_blank" rel="noreferrer">
            下载证书
          </Button>
        ) : (
          <span style={{ color: 'rgba(0,0,0,0.45)' }}>证书文件生成中</span>
        )
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions column={screens.md ? 2 : 1} bordered size="small">
          <Descriptions.Item label="证书编号">{g.number}</Descriptions.Item>
          <Descriptions.Item label="持证人">{g.realName || g.userName}</Descriptions.Item>
          <Descriptions.Item label="获得方式">
            {g.sourceName ? `${g.grantType_dictText}：${g.sourceName}` : g.grantType_dictText}
          </Descriptions.Item>
          <Descriptions.Item label="发证机构">{g.authority || '-'}</Descriptions.Item>
          <Descriptions.Item label="获得时间">{formatDateTime(g.createTime)}</Descriptions.Item>
          <Descriptions.Item label="有效期至">
            {g.expireTime ? formatDateTime(g.expireTime).slice(0, 10) : '长期有效'}
          </Descriptions.Item>
          <Descriptions.Item label="验证地址" span={screens.md ? 2 : 1}>
            <a href={verify} target="_blank" rel="noreferrer">
              {verify}
            </a>
          </Descriptions.Item>
        </Descriptions>
        {file.data && <PdfPreview blob={file.data} width={width} testId="cert-detail-canvas" />}
      </Space>
    </Card>
  );
}
