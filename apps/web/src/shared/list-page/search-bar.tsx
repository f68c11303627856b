import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useId } from 'react';
import { m } from './messages';
import type { SearchField } from './types';

export interface SearchBarProps<P extends object> {
  fields: SearchField<P>[];
  defaultParams?: Partial<P>;
  onSearch: (values: Partial<P>) => void;
  loading?: boolean;
}

/** The search row of a list: the configured fields, 搜索 and 重置 (back to `defaultParams`). */
export function SearchBar<P extends object>({ fields, defaultParams, onSearch, loading }: SearchBarProps<P>) {
  const [form] = Form.useForm<Partial<P>>();
  // A unique form name keeps field ids unique when a page and a picker dialog both show a search bar.
  const formName = `search${useId().replace(/\W/g, '')}`;

  const reset = () => {
    form.resetFields();
    onSearch({ ...defaultParams } as Partial<P>);
  };

  return (
    <Form<Partial<P>>
      form={form}
      name={formName}
      layout="inline"
      initialValues={defaultParams}
      onFinish={(values) => onSearch({ ...defaultParams, ...values })}
      className="xk-list-search"
      style={{ rowGap: 8, marginBottom: 12 }}
    >
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name as never} style={{ width: f.width ?? 200 }}>
          {f.node ?? <Input placeholder={f.label} aria-label={f.label} allowClear maxLength={64} />}
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
          {m('search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<ReloadOutlined />} onClick={reset}>
          {m('reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
