import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import type { DepartTreeNode } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import SysDepartPage from './index';

const node = (id: string, deptName: string, children: DepartTreeNode[] = [], parentId = '0'): DepartTreeNode => ({
  id,
  parentId,
  deptCode: `C${id}`,
  deptName,
  sort: Number(id),
  children,
});

const TREE = [node('1', '总部', [node('11', '教务处', [], '1'), node('12', '财务处', [], '1')]), node('2', '分校')];

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
/** The buttons above the table (a query over the whole table is slow in jsdom). */
const toolbar = () => screen.getByLabelText('plus').closest('.ant-space') as HTMLElement;

const ALL_KEYS = ['sys:depart:add', 'sys:depart:edit', 'sys:depart:delete', 'sys:depart:sort'];

/** The page for staff holding `permissions`, on the tree above. */
function renderTree(permissions: string[]) {
  signInAs({ permissions });
  mockFetch({ '/api/sys/depart/tree': TREE, '*': null });
  renderPage(<SysDepartPage />);
}

describe('部门管理', { timeout: 60_000 }, () => {
  it('shows the tree expanded and moves a row; the first child cannot move up, the last cannot move down', async () => {
    renderTree(ALL_KEYS);
    expect(await screen.findByText('教务处')).toBeTruthy();
    expect(
      within(row('教务处'))
        .getByLabelText(/上移.*教务处/)
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(row('财务处'))
        .getByLabelText(/下移.*财务处/)
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(row('教务处')).getByLabelText(/下移.*教务处/));
    await waitFor(() => expect(callsTo('/api/sys/depart/sort')).toEqual([{ id: '11', sort: 1 }]));
  });

  it('deletes the selected rows after the confirmation', async () => {
    renderTree(ALL_KEYS);
    expect(await screen.findByText('分校')).toBeTruthy();
    expect(within(toolbar()).getByRole('button', { name: /添\s*加/ })).toBeTruthy();
    fireEvent.click(within(row('分校')).getByRole('checkbox'));
    fireEvent.click(within(toolbar()).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(
      (await screen.findByText('确实要删除吗?')).closest('.ant-modal')!.querySelector('.ant-btn-primary')!,
    );
    await waitFor(() => expect(callsTo('/api/sys/depart/delete')).toEqual([{ ids: ['2'] }]));
  });

  it('shows the sort numbers, no checkboxes and no 添加 or 删除 to staff holding only the list key', async () => {
    renderTree(['sys:depart:list']);
    expect(await screen.findByText('财务处')).toBeTruthy();
    expect(within(row('财务处')).getByText('12')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByLabelText('plus')).toBeNull();
    expect(screen.queryByLabelText('delete')).toBeNull();
  });

  it('keeps the rows that match the search with their ancestors', async () => {
    renderTree([]);
    await screen.findByText('分校');
    fireEvent.change(screen.getByLabelText('部门名称/编码'), { target: { value: '财务' } });
    fireEvent.keyDown(screen.getByLabelText('部门名称/编码'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('分校')).toBeNull());
    expect(screen.getByText('总部')).toBeTruthy();
    expect(screen.getByText('财务处')).toBeTruthy();
    expect(screen.queryByText('教务处')).toBeNull();
  });
});
