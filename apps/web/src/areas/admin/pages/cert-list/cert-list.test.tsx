import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch, renderPage as renderWith, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import { scaleOf } from './designer/designer-logic';
import CertListPage from './index';

const ROW = {
  id: 'c1',
  title: '安全员证书',
  authority: '安全培训中心',
  validMonths: 24,
  numberPrefix: 'AQ',
  state: 0,
  state_dictText: '正常',
  grantCount: 3,
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-02T00:00:00.000Z',
};
const DETAIL = {
  ...ROW,
  bgImage: '/upload/file/bg.png',
  pageWidth: 297,
  pageHeight: 210,
  layout: [{ key: 'title', x: 50, y: 30, width: 200, fontSize: 28, color: '#333333', align: 'center', text: '' }],
};

beforeEach(() => {
  signInAs({ permissions: ['cert:list', 'cert:add', 'cert:edit', 'cert:delete'] });
  mockFetch({
    '/api/cert/cert/paging': { records: [ROW], total: 1, size: 20, current: 1, pages: 1 },
    '/api/cert/cert/detail': DETAIL,
    '/api/cert/cert/save': { id: 'c9' },
    '*': null,
  });
});

const renderPage = () => renderWith(<CertListPage />);

describe('ListCert and the designer', { timeout: 20_000 }, () => {
  it('lists templates with validity, prefix and grant count', async () => {
    renderPage();
    const row = (await screen.findByText('安全员证书')).closest('tr') as HTMLElement;
    expect(within(row).getByText('24个月')).toBeTruthy();
    expect(within(row).getByText('AQ')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(callsTo('/api/cert/cert/paging')[0]).toMatchObject({ current: 1, size: 20 });
  });

  it('adds a field from the palette, drags it (x/y in mm) and saves the layout', async () => {
    renderPage();
    await screen.findByText('安全员证书');
    fireEvent.click(screen.getByRole('button', { name: /添\s*加/ }));
    await screen.findByText('添加证书');
    fireEvent.change(screen.getByPlaceholderText('请输入证书名称'), { target: { value: '消防员证书' } });
    fireEvent.click(within(screen.getByTestId('cert-palette')).getByRole('button', { name: /学员姓名/ }));
    const field = screen.getByRole('button', { name: '字段-学员姓名' });
    expect(field.dataset).toMatchObject({ x: '20', y: '20' });

    const scale = scaleOf({ pageWidth: 297, pageHeight: 210 });
    fireEvent.pointerDown(field, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(field, { pointerId: 1, clientX: 100 + 30 * scale, clientY: 100 + 15 * scale });
    fireEvent.pointerUp(field, { pointerId: 1, clientX: 100 + 30 * scale, clientY: 100 + 15 * scale });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '字段-学员姓名' }).dataset).toMatchObject({ x: '50', y: '35' }),
    );
    // the side panel edits the selected field
    const panel = screen.getByTestId('field-panel');
    fireEvent.change(within(panel).getByLabelText('字段字号'), { target: { value: '30' } });
    fireEvent.blur(within(panel).getByLabelText('字段字号'));

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/, hidden: true }));
    await waitFor(() => expect(callsTo('/api/cert/cert/save')).toHaveLength(1));
    expect(callsTo('/api/cert/cert/save')[0]).toMatchObject({
      title: '消防员证书',
      validMonths: 0,
      pageWidth: 297,
      pageHeight: 210,
      layout: [{ key: 'realName', x: 50, y: 35, fontSize: 30, color: '#000000', align: 'left' }],
    });
    expect(callsTo('/api/cert/cert/save')[0]).not.toHaveProperty('id');
    await screen.findByText('安全员证书'); // back to the list
  });

  it('edits a template: loads its layout, removes a field and saves with the id', async () => {
    renderPage();
    await screen.findByText('安全员证书');
    fireEvent.click(screen.getByText('设计'));
    const field = await screen.findByLabelText('字段-证书名称');
    expect(field.textContent).toBe('安全员证书');
    fireEvent.pointerDown(field, { pointerId: 2, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(field, { pointerId: 2, clientX: 10, clientY: 10 });
    fireEvent.click(within(screen.getByTestId('field-panel')).getByText('移除字段'));
    expect(screen.queryByLabelText('字段-证书名称')).toBeNull();
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() => expect(callsTo('/api/cert/cert/save')).toHaveLength(1));
    expect(callsTo('/api/cert/cert/save')[0]).toMatchObject({
      id: 'c1',
      title: '安全员证书',
      bgImage: '/upload/file/bg.png',
      validMonths: 24,
      layout: [],
    });
  });
});
