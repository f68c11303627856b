import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { isModuleOn } from '@web/core/modules';
import { useSite } from '@web/core/session';
import { endpoints } from '@xuekao/contracts';
import { Alert, Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { m } from '../messages';

/**
 * The certificates this exam earned me (granted when the paper passed, at hand-in or at marking), each
 * with a link to its page; nothing when the certificate module is off or none was granted.
 */
export function ResultCerts({ examId }: { examId: string }) {
  const navigate = useNavigate();
  const on = isModuleOn(useSite(), 'cert');
  const mine = useQuery({
    queryKey: ['cert', 'my-list'],
    queryFn: () => call(endpoints.cert.myList, {}),
    enabled: on && !!examId,
    staleTime: 0,
  });
  const earned = (mine.data ?? []).filter((g) => g.refType === 'exam' && g.refId === examId);
  if (!on || !earned.length) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {earned.map((g) => (
        <Alert
          key={g.id}
          type="success"
          showIcon
          icon={<SafetyCertificateOutlined />}
          title={m('certEarned', { title: g.title })}
          description={m('certNo', { number: g.number })}
          action={
            <Button size="small" type="primary" onClick={() => navigate(`/web/cert/detail/${g.id}`)}>
              {m('viewCert')}
            </Button>
          }
        />
      ))}
    </Space>
  );
}
