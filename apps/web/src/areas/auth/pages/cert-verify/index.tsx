import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call, RequestError } from '@web/api/request';
import { formatDateTime } from '@web/shared/format-time';
import { type CertVerify, ErrorCode, endpoints, type GrantState } from '@xuekao/contracts';
import { Alert, Descriptions, Input, Result, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
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
          {
            key: 'realName',
            label: m('holder'),
            children: (
              <span data-testid="cert-verify-holder">
                {cert.realName}
                {cert.confirmed && (
                  <Tag color="success" style={{ marginInlineStart: 8 }}>
                    {m('confirmed')}
                  </Tag>
                )}
              </span>
            ),
          },
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
 * 核验持证人: the name field. The server answers the full name only when the name given is the holder's
 * exactly (and counts the tries); a wrong name keeps the masked one and says so.
 */
function ConfirmName({ number }: { number: string }) {
  const [name, setName] = useState('');
  const query = useQuery({
    queryKey: ['cert', 'verify', number, name],
    queryFn: () => call(endpoints.cert.verify, { number, name }, { silent: true }),
    enabled: Boolean(name),
    retry: false,
    staleTime: 0,
  });
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Text type="secondary">{m('confirmHint')}</Typography.Text>
      <Input.Search
        placeholder={m('namePlaceholder')}
        enterButton={m('confirm')}
        maxLength={64}
        loading={query.isFetching}
        style={{ marginTop: 8 }}
        onSearch={(v) => setName(v.trim())}
      />
      {query.data?.confirmed && (
        <Alert
          data-testid="cert-verify-confirmed"
          style={{ marginTop: 8 }}
          type="success"
          showIcon
          message={m('nameMatches', { name: query.data.realName })}
        />
      )}
      {query.data && !query.data.confirmed && (
        <Alert style={{ marginTop: 8 }} type="warning" showIcon message={m('nameMismatch')} />
      )}
      {query.isError && (
        <Alert style={{ marginTop: 8 }} type="error" showIcon message={query.error.message || m('failedHint')} />
      )}
    </div>
  );
}

/**
 * 证书验证 (/cert/verify/:number, no sign-in): what the public verification call tells about a number:
 * holder (masked, 张*丰, until confirmed with the full name), certificate, dates, authority and a clear state
 * (有效 / 已过期 / 已撤销), or 未查询到该证书.
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
        {query.data && !query.data.confirmed && <ConfirmName key={number} number={number} />}
        {notFound && <Result status="warning" title={m('notFound')} subTitle={m('notFoundHint')} />}
        {query.isError && !notFound && (
          <Result status="error" title={m('failed')} subTitle={query.error.message || m('failedHint')} />
        )}
      </Spin>
    </div>
  );
}
