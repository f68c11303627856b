import { UserAddOutlined } from '@ant-design/icons';
import { useDeptTreeSelect } from '@web/api/depart';
import type { DeptTreeNode } from '@xuekao/contracts';
import { Button, Card, Col, Empty, Row, Spin, Tag, Tree, type TreeProps } from 'antd';
import { useState } from 'react';
import { UserPicker } from './user-picker';
import { m } from './widgets/messages';

/** The user range of docs/REQUIREMENTS.md#pickers: departments (each with everything below it) plus single users. */
export interface UserRange {
  deptCodes: string[];
  users: Array<{ userId: string; realName: string }>;
}

export const EMPTY_RANGE: UserRange = { deptCodes: [], users: [] };

/** Ticked codes -> the top-most ones (a ticked department covers its sub-departments: codes are prefixes). */
export function topCodes(codes: string[]): string[] {
  const set = [...new Set(codes)].sort((a, b) => a.length - b.length);
  const out: string[] = [];
  for (const c of set) if (!out.some((p) => c.startsWith(p))) out.push(c);
  return out;
}

/** Every code in the tree under (and including) one of `codes`, so the tree shows them ticked. */
function expandCodes(tree: DeptTreeNode[], codes: string[]): string[] {
  const out: string[] = [];
  const walk = (nodes: DeptTreeNode[]) => {
    for (const n of nodes) {
      if (codes.some((c) => n.deptCode.startsWith(c))) out.push(n.deptCode);
      walk(n.children ?? []);
    }
  };
  walk(tree);
  return out;
}

export interface UserRangePickerProps {
  value?: UserRange;
  onChange?: (value: UserRange) => void;
}

/**
 * The user-range picker: a department tree with checkboxes and a list of single users added through the
 * user picker (removable tags). Works inside an antd Form.Item.
 */
export function UserRangePicker({ value = EMPTY_RANGE, onChange }: UserRangePickerProps) {
  const { data: tree, isLoading } = useDeptTreeSelect();
  const [picking, setPicking] = useState(false);
  const set = (patch: Partial<UserRange>) => onChange?.({ ...value, ...patch });

  return (
    <Row gutter={12}>
      <Col xs={24} md={10}>
        <Card size="small" title={m('byDept')}>
          <Spin spinning={isLoading}>
            {tree && tree.length > 0 ? (
              <Tree
                checkable
                defaultExpandAll
                selectable={false}
                treeData={tree as unknown as TreeProps['treeData']}
                fieldNames={{ title: 'deptName', key: 'deptCode', children: 'children' }}
                checkedKeys={expandCodes(tree, value.deptCodes)}
                onCheck={(keys) => {
                  const checked = Array.isArray(keys) ? keys : keys.checked;
                  set({ deptCodes: topCodes(checked.map(String)) });
                }}
                style={{ maxHeight: 320, overflow: 'auto' }}
              />
            ) : (
              <Empty description={m('noDepts')} />
            )}
          </Spin>
        </Card>
      </Col>
      <Col xs={24} md={14}>
        <Card
          size="small"
          title={m('byUserOf', { n: value.users.length })}
          extra={
            <Button size="small" icon={<UserAddOutlined />} onClick={() => setPicking(true)}>
              {m('chooseUsers')}
            </Button>
          }
        >
          <div style={{ minHeight: 60, maxHeight: 320, overflow: 'auto' }}>
            {value.users.length === 0 && <span style={{ color: '#999' }}>{m('noUsersChosen')}</span>}
            {value.users.map((u) => (
              <Tag
                key={u.userId}
                closable
                style={{ marginBottom: 6 }}
                onClose={(e) => {
                  e.preventDefault();
                  set({ users: value.users.filter((x) => x.userId !== u.userId) });
                }}
              >
                {u.realName || u.userId}
              </Tag>
            ))}
          </div>
        </Card>
      </Col>
      <UserPicker
        open={picking}
        excludes={value.users.map((u) => u.userId)}
        onCancel={() => setPicking(false)}
        onConfirm={(users) => {
          set({ users: [...value.users, ...users.map((u) => ({ userId: u.id, realName: u.realName }))] });
          setPicking(false);
        }}
      />
    </Row>
  );
}
