import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { dictTitle } from '@web/i18n/dictionaries';
import { formatDateTime } from '@web/shared/format-time';
import { PdfPreview } from '@web/shared/pdf/pdf-preview';
import { endpoints, type GrantState } from '@xuekao/contracts';
import { Button, Card, Descriptions, Empty, Grid, Skeleton, Space, Tag } from 'antd';
import { useParams } from 'react-router';
import { m } from './messages';

/** Status colours: the theme's readable state tokens (the green / orange presets are under 4.5:1: axe). */
const STATE_COLOR: Record<GrantState, string> = { valid: 'success', expired: 'warning', revoked: 'error' };
const STATE_KEY = { valid: 'stateValid', expired: 'stateExpired', revoked: 'stateRevoked' } as const;

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
  if (!g) return <Empty description={m('missing')} />;
  const verify = `${window.location.origin}/cert/verify/${encodeURIComponent(g.number)}`;
  // A phone: the card's content box (390 - 2 x 16 layout - 2 x 1 border - 2 x 24 padding = 308 at 390 px).
  const width = screens.md ? 640 : Math.min(window.innerWidth - 82, 640);
  const grantType = dictTitle('grant_type', g.grantType, g.grantType_dictText);
  const download = pdf ? (
    <Button type="primary" icon={<DownloadOutlined />} href={pdf} target="_blank" rel="noreferrer">
      {m('download')}
    </Button>
  ) : (
    <span style={{ color: '#595959' }}>{m('generating')}</span>
  );
  return (
    <Card
      title={
        <Space wrap={!screens.md}>
          <SafetyCertificateOutlined />
          {g.title}
          <Tag color={STATE_COLOR[g.state]}>{m(STATE_KEY[g.state])}</Tag>
        </Space>
      }
      // On a phone the title wraps and the download goes below the fields (beside a long title it hid both).
      extra={screens.md ? download : undefined}
      styles={screens.md ? undefined : { title: { whiteSpace: 'normal', padding: '12px 0' } }}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions
          column={screens.md ? 2 : 1}
          bordered
          size="small"
          styles={screens.md ? undefined : { label: { whiteSpace: 'nowrap' } }}
        >
          <Descriptions.Item label={m('number')}>{g.number}</Descriptions.Item>
          <Descriptions.Item label={m('holder')}>{g.realName || g.userName}</Descriptions.Item>
          <Descriptions.Item label={m('obtainedBy')}>
            {g.sourceName ? m('sourceOf', { type: grantType, source: g.sourceName }) : grantType}
          </Descriptions.Item>
          <Descriptions.Item label={m('authority')}>{g.authority || '-'}</Descriptions.Item>
          <Descriptions.Item label={m('obtainedTime')}>{formatDateTime(g.createTime)}</Descriptions.Item>
          <Descriptions.Item label={m('expireTime')}>
            {g.expireTime ? formatDateTime(g.expireTime).slice(0, 10) : m('forever')}
          </Descriptions.Item>
          <Descriptions.Item label={m('verifyUrl')} span={screens.md ? 2 : 1}>
            <a href={verify} target="_blank" rel="noreferrer">
              {verify}
            </a>
          </Descriptions.Item>
        </Descriptions>
        {!screens.md && download}
        {file.data && <PdfPreview blob={file.data} width={width} testId="cert-detail-canvas" />}
      </Space>
    </Card>
  );
}
