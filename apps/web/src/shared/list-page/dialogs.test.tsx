import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { effects, RequestError } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExcelImportButton } from './excel-import-button';
import { FormDialog } from './form-dialog';
import { ordersOfSorter } from './orders';

const wrap = (node: ReactNode) => render(<App>{node}</App>);
const envelope = (code: number, msg: string, data: unknown) =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('ordersOfSorter', () => {
  it('maps antd sorters to orders by key or dataIndex and drops cleared ones', () => {
    expect(ordersOfSorter({ field: 'userName', order: 'descend' })).toEqual([{ column: 'userName', asc: false }]);
    expect(ordersOfSorter({ columnKey: 'create_time', field: 'createTime', order: 'ascend' })).toEqual([
      { column: 'create_time', asc: true },
    ]);
    expect(
      ordersOfSorter([
        { field: ['dept', 'name'], order: 'ascend' },
        { field: 'x', order: null },
      ]),
    ).toEqual([{ column: 'dept.name', asc: true }]);
  });
});

describe('FormDialog', () => {
  it('keeps the dialog open with a stopped loading state when saving fails, closes on success', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn().mockRejectedValueOnce(new RequestError('账号已存在', 1)).mockResolvedValueOnce(undefined);
    wrap(
      <FormDialog<{ userName: string }> open title="添加用户" onClose={onClose} onSubmit={onSubmit}>
        <Form.Item name="userName" label="账号" rules={[{ required: true, message: '账号不能为空' }]}>
          <Input placeholder="账号" />
        </Form.Item>
      </FormDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('账号不能为空')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'tom' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ userName: 'tom' }));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: /确\s*定/ }).className).not.toMatch(/loading/));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('操作成功！')).toBeTruthy();
  });
});

describe('ExcelImportButton', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const open = () => {
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    return document.querySelector('input[type=file]') as HTMLInputElement;
  };
  const xlsx = (name: string) => new File(['x'], name, { type: 'application/octet-stream' });

  it('is hidden without the permission', () => {
    sessionStore.set({ user: { permissions: [] } as unknown as SessionInfo });
    wrap(<ExcelImportButton url="/api/x/import" templateUrl="/t" templateName="t.xlsx" permission="x:import" />);
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
  });

  it('accepts .xlsx only and lists the per-row errors of a failed import', async () => {
    sessionStore.set({ user: { permissions: ['x:import'] } as unknown as SessionInfo });
    const onImported = vi.fn();
    fetchMock.mockResolvedValue(
      envelope(1, '第3行：部门编码不存在', [
        { row: 3, message: '部门编码不存在' },
        { row: 5, message: '账号已存在' },
      ]),
    );
    wrap(
      <ExcelImportButton
        url="/api/x/import"
        templateUrl="/t"
        templateName="t.xlsx"
        permission="x:import"
        onImported={onImported}
      />,
    );
    const input = open();
    expect(input.accept).toBe('.xlsx');
    fireEvent.change(input, { target: { files: [xlsx('users.xls')] } });
    expect(await screen.findByText('只能上传.xlsx格式的文件！')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    // rc-upload renders a fresh input after each pick
    const again = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(again, { target: { files: [xlsx('users.xlsx')] } });
    expect(await screen.findByText('第5行：账号已存在')).toBeTruthy();
    expect(screen.getAllByText('第3行：部门编码不存在').length).toBeGreaterThan(0);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/x/import');
    expect((init!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows 数据导入成功！ on code 0', async () => {
    sessionStore.set({ user: { permissions: ['x:import'] } as unknown as SessionInfo });
    const onImported = vi.fn();
    fetchMock.mockResolvedValue(envelope(0, '操作成功！', { count: 200 }));
    wrap(<ExcelImportButton url="/api/x/import" templateUrl="/t" templateName="t.xlsx" onImported={onImported} />);
    fireEvent.change(open(), { target: { files: [xlsx('users.xlsx')] } });
    expect(await screen.findByText('数据导入成功！')).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith({ count: 200 });
  });
});
