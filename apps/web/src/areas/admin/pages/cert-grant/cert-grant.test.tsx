import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch, renderPage as renderWith, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import CertGrantPage from './index';

const GRANT = {
  id: 'g1',
  certId: 'c1',
  title: '安全员证书',
  number: 'AQ20260101000001',
  grantType: 2,
  grantType_dictText: '考试',
  sourceName: '安全考试',
  authority: '安全培训中心',
  createTime: '2026-01-01T02:00:00.000Z',
  expireTime: null,
  state: 'valid',
  state_text: '有效',
  certFilePdf: '/api/common/file/private/cert/g1.pdf?sig=x',
  userId: 'u1',
  userName: 'zhangsan',
  realName: '张三',
  deptCode: 'A01',
  deptCode_dictText: '安全部',
  revokeTime: null,
};

beforeEach(() => {
  signInAs({ permissions: ['cert:grant:list', 'cert:grant:batch', 'cert:grant:delete', 'cert:edit'] });
  mockFetch({
    '/api/cert/grant/paging': { records: [GRANT], total: 1, size: 20, current: 1, pages: 1 },
    '/api/cert/cert/paging': {
      records: [{ id: 'c1', title: '安全员证书', state: 0 }],
      total: 1,
      size: 100,
      current: 1,
      pages: 1,
    },
    '/api/sys/depart/tree-select': [{ id: 'd1', deptCode: 'A01', deptName: '安全部', parentId: '0', children: [] }],
    '/api/cert/grant/grant-batch': { granted: 5, skipped: 2 },
    '/api/cert/grant/render': { count: 1 },
    '*': null,
  });
});

const renderPage = () => renderWith(<CertGrantPage />);

describe('ListCertGrant', { timeout: 20_000 }, () => {
  it('lists grants with holder, number, source, expiry, state and the PDF link', async () => {
    renderPage();
    const row = (await screen.findByText('AQ20260101000001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('张三')).toBeTruthy();
    expect(within(row).getByText('考试：安全考试')).toBeTruthy();
    expect(within(row).getByText('长期有效')).toBeTruthy();
    expect(within(row).getByText('有效')).toBeTruthy();
    expect(within(row).getByText('PDF').closest('a')?.getAttribute('href')).toBe(GRANT.certFilePdf);
    expect(callsTo('/api/cert/grant/paging')[0]).toMatchObject({ current: 1, size: 20 });
  });

  it('revokes a grant after a confirm and renders it again', async () => {
    renderPage();
    const row = (await screen.findByText('AQ20260101000001')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('撤销'));
    fireEvent.click(await screen.findByText(/^撤\s*销$/, { selector: '.ant-modal-confirm-btns button span' }));
    await waitFor(() => expect(callsTo('/api/cert/grant/revoke')).toEqual([{ ids: ['g1'] }]));
    fireEvent.click(within(row).getByText('重新生成'));
    await waitFor(() => expect(callsTo('/api/cert/grant/render')).toEqual([{ ids: ['g1'] }]));
  });

  it('batch-grants a certificate to a department and shows the granted and skipped counts', async () => {
    renderPage();
    await screen.findByText('AQ20260101000001');
    fireEvent.click(screen.getByText('批量发放'));
    await screen.findByText('批量发放证书');
    fireEvent.click(screen.getByText(/^发\s*放$/));
    expect(await screen.findByText('请选择要发放的证书！')).toBeTruthy();
    expect(await screen.findByText('请选择要发放证书的用户或部门！')).toBeTruthy();
    expect(callsTo('/api/cert/grant/grant-batch')).toHaveLength(0);

    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const option = await waitFor(() => {
      const el = document.querySelector('.ant-select-item-option[title="安全员证书"]');
      if (!el) throw new Error('no option yet');
      return el;
    });
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByText('安全部'));
    fireEvent.click(screen.getByText(/^发\s*放$/));
    await waitFor(() =>
      expect(callsTo('/api/cert/grant/grant-batch')).toEqual([{ certId: 'c1', userIds: [], deptCodes: ['A01'] }]),
    );
    expect(await screen.findByText('新发放 5 人，跳过 2 人（已持有该证书）。')).toBeTruthy();
  });
});
