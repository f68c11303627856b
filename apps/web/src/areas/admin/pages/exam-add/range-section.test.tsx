import { screen } from '@testing-library/react';
import { callsTo, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { Form } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { RangeSection } from './range-section';

beforeEach(() => {
  signInAs({ permissions: ['exam:add', 'exam:edit'] });
  mockFetch({
    '/api/sys/user/ref/list': {
      records: [{ id: 'u1', userName: 'zhangsan', realName: '张三', deptCode: 'A01' }],
      total: 1,
      size: 10,
      current: 1,
      pages: 1,
    },
    '*': [],
  });
});

const renderRange = (examId?: string) =>
  renderPage(
    <Form initialValues={{ openType: 3, range: { deptCodes: [], users: [] } }}>
      <RangeSection examId={examId} />
    </Form>,
  );

describe('exam range: persons (open type 3)', () => {
  it("a saved exam's persons are its user-reference list", async () => {
    renderRange('e1');
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(callsTo('/api/sys/user/ref/list')[0]).toMatchObject({ params: { refId: 'e1' } });
    expect(screen.getByRole('button', { name: '添加人员' })).toBeTruthy();
  }, 30_000);

  it('a new exam says to save first, with no list and no ad-hoc picker', async () => {
    renderRange();
    expect(await screen.findByText('请先保存考试，保存后在此添加参考人员。')).toBeTruthy();
    expect(screen.queryByTestId('user-ref-list')).toBeNull();
    expect(callsTo('/api/sys/user/ref/list')).toHaveLength(0);
  });
});
