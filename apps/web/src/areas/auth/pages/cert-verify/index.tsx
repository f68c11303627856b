import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call, RequestError } from '@web/api/request';
import { formatDateTime } from '@web/shared/format-time';
import { type CertVerify, ErrorCode, endpoints, type GrantState } from '@xuekao/contracts';
import { Descriptions, Input, Result, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';

/** Where the QR code of a certificate points: `/cert/verify/<number>`. */
export const certVerifyPath = (number: string) => `/cert/verify/${encodeURIComponent(number)}`;

const STATE_LOOK: Record<GrantState, { color: string; icon: React.ReactNode }> = {
  valid: { color: '#52c41a', icon: <CheckCircleFilled /> },
  expired: { color: '#faad14', icon: <ExclamationCircleFilled /> },
  revoked: { color: '#ff4d4f', icon: <CloseCircleFilled /> },
};

const date = (v: string | null) => (v ? formatDateTime(v).slice(0, 10) : '长期有效');

function Found({ cert }: { cert: CertVerify }) {
  const look = STATE_LOOK[cert.state];
  return (
    <>
      <div
        data-testid="cert-verify-state"
        style={{ textAlign: 'center', color: look.color, fontSize: 22, fontWeight: 600, marginBottom: 16 }}
      >
        {look.icon} {cert.state_text}
      </div>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'realName', label: '持证人', children: cert.realName },
          { key: 'title', label: '证书名称', children: cert.title },
          { key: 'number', label: '证书编号', children: cert.number },
          { key: 'grantTime', label: '发证日期', children: date(cert.grantTime) },
          { key: 'expireTime', label: '有效期至', children: date(cert.expireTime) },
          { key: 'authority', label: '发证机构', children: cert.authority || '-' },
        ]}
      />
    </>
  );
}

/**
 * 证书验证 (/cert/verify/:number, no sign-in): what the public verification call tells about a number:
 * holder, certificate, dates, authority and a clear state (有效 / 已过期 / 已撤销), or 未查询到该证书.
 */
export default function CertVerifyPage() {
  const { number = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['cert', 'verify', number],
    queryFn: () => call(endpoints.cert.verify, { number }, { silent: true }),
    enabled: Boolean(number.trim()),
    retry: false,
    staleTime: 0,
  });
  const notFound = query.error instanceof RequestError && query.error.code === ErrorCode.NOT_FOUND;

  return (
    <div>
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
        证书验证
      </Typography.Title>
      <Input.Search
        key={number}
        defaultValue={number}
        placeholder="请输入证书编号"
        enterButton="查询"
        maxLength={64}
        style={{ marginBottom: 16 }}
        onSearch={(v) => v.trim() && navigate(certVerifyPath(v.trim()))}
      />
      <Spin spinning={query.isFetching}>
        {query.data && <Found cert={query.data} />}
        {notFound && <Result status="warning" title="未查询到该证书" subTitle="请核对证书编号后重试" />}
        {query.isError && !notFound && (
          <Result status="error" title="查询失败" subTitle={query.error.message || '请稍后再试'} />
        )}
      </Spin>
    </div>
  );
}
