import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call, RequestError } from '@web/api/request';
import { formatDateTime } from '@web/shared/format-time';
import { type CertVerify, ErrorCode, endpoints, type GrantState } from '@xuekao/contracts';
import { Descriptions, Input, Result, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { m } from './messages';

/** Where the QR code of a certificate points: `/cert/verify/<number>`. */
export const certVerifyPath = (number: string) => `/cert/verify/${encodeURIComponent(number)}`;

/** The icon in the state's bright colour, the text in a darker shade of it (4.5:1 on white, WCAG AA). */
const STATE_LOOK: Record<GrantState, { color: string; text: string; icon: React.ReactNode }> = {
  valid: { color: '#52c41a', text: '#237804', icon: <CheckCircleFilled /> },
  expired: { color: '#faad14', text: '#ad4e00', icon: <ExclamationCircleFilled /> },
  revoked: { color: '#ff4d4f', text: '#cf1322', icon: <CloseCircleFilled /> },
};

const STATE_KEY = { valid: 'stateValid', expired: 'stateExpired', revoked: 'stateRevoked' } as const;

const date = (v: string | null) => (v ? formatDateTime(v).slice(0, 10) : m('forever'));

function Found({ cert }: { cert: CertVerify }) {
  const look = STATE_LOOK[cert.state];
  return (
    <>
      <div
        data-testid="cert-verify-state"
        style={{ textAlign: 'center', color: look.text, fontSize: 22, fontWeight: 600, marginBottom: 16 }}
      >
        <span style={{ color: look.color }}>{look.icon}</span> {m(STATE_KEY[cert.state])}
      </div>
      <Descriptions
        column={1}
        size="small"
        bordered
        // Labels on one line: at 390 px the label column otherwise breaks 证书名称 into two lines.
        styles={{ label: { whiteSpace: 'nowrap' } }}
        items={[
          { key: 'realName', label: m('holder'), children: cert.realName },
          { key: 'title', label: m('certTitle'), children: cert.title },
          { key: 'number', label: m('number'), children: cert.number },
          { key: 'grantTime', label: m('grantDate'), children: date(cert.grantTime) },
          { key: 'expireTime', label: m('expireDate'), children: date(cert.expireTime) },
          { key: 'authority', label: m('authority'), children: cert.authority || '-' },
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
        {m('title')}
      </Typography.Title>
      <Input.Search
        key={number}
        defaultValue={number}
        placeholder={m('numberPlaceholder')}
        enterButton={m('query')}
        maxLength={64}
        style={{ marginBottom: 16 }}
        onSearch={(v) => v.trim() && navigate(certVerifyPath(v.trim()))}
      />
      <Spin spinning={query.isFetching}>
        {query.data && <Found cert={query.data} />}
        {notFound && <Result status="warning" title={m('notFound')} subTitle={m('notFoundHint')} />}
        {query.isError && !notFound && (
          <Result status="error" title={m('failed')} subTitle={query.error.message || m('failedHint')} />
        )}
      </Spin>
    </div>
  );
}
