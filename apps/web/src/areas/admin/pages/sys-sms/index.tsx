import { dictTitle } from '@web/i18n/dictionaries';
import { formatDateTime } from '@web/shared/format-time';
import { ListPage } from '@web/shared/list-page';
import { DICTIONARIES, endpoints, type SmsLogRecord } from '@xuekao/contracts';
import { Alert, Card, Select, Tag } from 'antd';
import { m } from './messages';

interface SmsParams {
  mobile?: string;
  smsType?: number;
}

const smsTypes = () =>
  (DICTIONARIES.find((d) => d.code === 'sms_type')?.values ?? []).map((v) => ({
    value: Number(v.value),
    label: dictTitle('sms_type', v.value, v.title),
  }));

/**
 * 短信记录 (admin 'admin/sys-sms'): every SMS sent, without its code: no staff member can read a user's
 * code (it would let them reset that user's password).
 */
export default function SysSmsPage() {
  return (
    <Card>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={m('notice')} />
      <ListPage<SmsLogRecord, SmsParams>
        url={endpoints.sms.paging}
        selection={false}
        searchFields={[
          { name: 'mobile', label: m('mobile') },
          {
            name: 'smsType',
            label: m('type'),
            node: <Select allowClear placeholder={m('type')} aria-label={m('type')} options={smsTypes()} />,
          },
        ]}
        columns={[
          { title: m('mobile'), dataIndex: 'mobile', key: 'mobile', sorter: true },
          { title: m('type'), dataIndex: 'smsType_dictText', key: 'smsType', width: 140 },
          {
            title: m('channel'),
            dataIndex: 'provider',
            key: 'provider',
            width: 120,
            render: (p: string) => <Tag>{p}</Tag>,
          },
          {
            title: m('sendTime'),
            dataIndex: 'createTime',
            key: 'createTime',
            width: 200,
            sorter: true,
            render: (v: string) => formatDateTime(v, true),
          },
        ]}
      />
    </Card>
  );
}
