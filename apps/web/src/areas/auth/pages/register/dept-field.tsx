import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { m } from '@web/areas/auth/messages';
import { QueryProvider } from '@web/core/query-provider';
import { endpoints } from '@xuekao/contracts';
import { Form, TreeSelect } from 'antd';

function DeptSelect() {
  const depts = useQuery({
    queryKey: ['sys', 'depart', 'tree-select'],
    queryFn: () => call(endpoints.depart.treeSelect, {}),
  });
  const hasDepts = (depts.data?.length ?? 0) > 0;
  return (
    <Form.Item name="deptCode" rules={hasDepts ? [{ required: true, message: m('chooseDept') }] : []}>
      <TreeSelect
        placeholder={m('chooseDept')}
        aria-label={m('chooseDept')}
        treeData={depts.data ?? []}
        fieldNames={{ label: 'deptName', value: 'deptCode', children: 'children' }}
        loading={depts.isLoading}
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'deptName' }}
        allowClear
      />
    </Form.Item>
  );
}

/**
 * The department field of the registration form, shown when the site lets learners choose their department
 * (userDeptType 0). Loaded only then: the tree select and the query cache stay out of the registration
 * page's first download (bench/bundle.ts budgets).
 */
export default function DeptField() {
  return (
    <QueryProvider>
      <DeptSelect />
    </QueryProvider>
  );
}
