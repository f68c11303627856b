import { formatDateTime } from '@web/shared/format-time';
import { ListPage } from '@web/shared/list-page';
import { DICTIONARIES, endpoints, type SmsLogRecord } from '@xuekao/contracts';
import { Alert, Card, Select, Tag } from 'antd';

interface SmsParams {
  mobile?: string;
  smsType?: number;
}

const SMS_TYPES = (DICTIONARIES.find((d) => d.code === 'sms_type')?.values ?? []).map((v) => ({
  value: Number(v.value),
  label: v.title,
}));

/**
 * 短信记录 (admin 'admin/sys-sms'): every SMS sent, without its code: no staff member can read a user's
 * code (it would let them reset that user's password).
 */
export default function SysSmsPage() {
  return (
    <Card>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="此处只记录短信发送记录，不显示验证码。开发短信通道的验证码只写入服务器日志（仅非生产环境）。"
      />
      <ListPage<SmsLogRecord, SmsParams>
        url={endpoints.sms.paging}
        selection={false}
        searchFields={[
          { name: 'mobile', label: '手机号' },
          {
            name: 'smsType',
            label: '短信类型',
            node: <Select allowClear placeholder="短信类型" aria-label="短信类型" options={SMS_TYPES} />,
          },
        ]}
        columns={[
          { title: '手机号', dataIndex: 'mobile', key: 'mobile', sorter: true },
          { title: '短信类型', dataIndex: 'smsType_dictText', key: 'smsType', width: 140 },
          {
            title: '短信通道',
            dataIndex: 'provider',
            key: 'provider',
            width: 120,
            render: (p: string) => <Tag>{p}</Tag>,
          },
          {
            title: '发送时间',
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
