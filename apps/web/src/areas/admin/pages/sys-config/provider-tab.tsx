import { useQueryClient } from '@tanstack/react-query';
import { useConfigProp } from '@web/api/config';
import { call } from '@web/api/request';
import { Permission } from '@web/shared/components/permission';
import { zodRule } from '@web/shared/zod-rule';
import { type ConfigPropType, endpoints, Perm } from '@xuekao/contracts';
import { Alert, App, Button, Form, Input, Radio, Skeleton, Space, Tag } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { m } from './messages';
import { providerFields, providerOptions } from './provider-fields';

export interface ProviderTabProps {
  type: ConfigPropType;
  /** Text after a successful save (docs/REQUIREMENTS.md#config). */
  successText: string;
  /** A note shown above the form for the chosen provider. */
  notice?: (provider: string) => ReactNode;
}

type Values = Record<string, string> & { remark?: string };

function parseData(text: string | undefined): Record<string, string> {
  try {
    const v: unknown = JSON.parse(text || '{}');
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * One provider tab of system configuration (upload, face, live): choose a provider, its saved settings
 * load into the form; saving stores them and makes that provider the one in use (docs/REQUIREMENTS.md#config).
 */
export function ProviderTab({ type, successText, notice }: ProviderTabProps) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [chosen, setChosen] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const active = useConfigProp(type);
  const provider = chosen ?? active.data?.provider;
  const detail = useConfigProp(type, provider);
  const fields = useMemo(() => (provider ? providerFields(type, provider) : []), [type, provider]);
  const options = useMemo(() => providerOptions(type), [type]);

  useEffect(() => {
    if (!detail.data) return;
    form.resetFields();
    form.setFieldsValue({ ...parseData(detail.data.data), remark: detail.data.remark });
  }, [detail.data, form]);

  const save = async () => {
    if (!provider) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const { remark = '', ...data } = values;
    setSaving(true);
    try {
      await call(endpoints.config.propSave, { type, provider, remark, data: JSON.stringify(data) });
      message.success(successText);
      await qc.invalidateQueries({ queryKey: ['sys', 'config', 'prop', type] });
    } catch {
      // the request helper has shown the message
    } finally {
      setSaving(false);
    }
  };

  if (active.isLoading || !provider) return <Skeleton active />;

  return (
    <Form<Values>
      form={form}
      name={`config-${type}`}
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      wrapperCol={{ flex: 'auto' }}
      style={{ maxWidth: 760 }}
    >
      <Form.Item label={m('provider')}>
        <Space wrap>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={provider}
            options={options}
            onChange={(e) => setChosen(e.target.value)}
          />
          {active.data?.provider === provider ? <Tag color="success">{m('inUse')}</Tag> : <Tag>{m('notInUse')}</Tag>}
        </Space>
      </Form.Item>
      {notice?.(provider) && (
        <Form.Item label=" " colon={false}>
          {notice(provider)}
        </Form.Item>
      )}
      {detail.isFetching && !detail.data ? (
        <Skeleton active />
      ) : (
        <>
          {fields.map((f) => (
            <Form.Item
              key={`${provider}-${f.name}`}
              name={f.name}
              label={f.label}
              required={f.required}
              rules={[zodRule(f.schema)]}
              extra={f.secret ? m('secretHelp') : f.help}
            >
              <Input placeholder={f.placeholder} autoComplete="off" maxLength={512} />
            </Form.Item>
          ))}
          <Form.Item name="remark" label={m('remark')}>
            <Input placeholder={m('optional')} maxLength={256} />
          </Form.Item>
        </>
      )}
      <Permission keys={Perm.config.save}>
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={saving} onClick={save}>
            {m('save')}
          </Button>
        </Form.Item>
      </Permission>
      {detail.data && !detail.data.id && (
        <Form.Item label=" " colon={false}>
          <Alert type="info" showIcon title={m('notSaved')} />
        </Form.Item>
      )}
    </Form>
  );
}
