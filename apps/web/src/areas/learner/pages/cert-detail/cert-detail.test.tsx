import { screen } from '@testing-library/react';
import { sessionStore } from '@web/core/session';
import { mockFetch, renderPage } from '@web/test/page-harness';
import type { SiteData } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { ResultCerts } from '../exam-result/components/result-certs';
import CertDetailPage from './index';

const GRANT = {
  id: 'g1',
  certId: 'c1',
  title: '安全员证书',
  number: 'AQ20260101000001',
  grantType: 2,
  grantType_dictText: '考试通过',
  sourceName: '安全考试',
  refType: 'exam',
  refId: 'e1',
  authority: '安全培训中心',
  createTime: '2026-01-01T02:00:00.000Z',
  expireTime: null,
  state: 'valid',
  state_text: '有效',
  certFilePdf: '/upload/cert/g1.pdf?exp=1&sig=x',
  userId: 'u1',
  userName: 'zhangsan',
  realName: '张三',
  deptCode: 'A01',
  deptCode_dictText: '安全部',
  revokeTime: null,
};
const notFound = () => new Response('', { status: 404 });

describe('certificate detail page', () => {
  it('shows the certificate fields, the download and the public verification address', async () => {
    mockFetch({ '/api/cert/grant/detail': GRANT, '*': notFound });
    renderPage(<CertDetailPage />, { path: '/web/cert/detail/:id', route: '/web/cert/detail/g1' });
    expect(await screen.findByText('AQ20260101000001')).toBeTruthy();
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('考试通过：安全考试')).toBeTruthy();
    expect(screen.getByText('长期有效')).toBeTruthy();
    expect(screen.getByText('下载证书').closest('a')?.getAttribute('href')).toBe(GRANT.certFilePdf);
    expect(screen.getByText(/\/cert\/verify\/AQ20260101000001$/)).toBeTruthy();
  });

  it('says the file is being made while the PDF is not rendered yet', async () => {
    mockFetch({ '/api/cert/grant/detail': { ...GRANT, certFilePdf: '' } });
    renderPage(<CertDetailPage />, { path: '/web/cert/detail/:id', route: '/web/cert/detail/g1' });
    expect(await screen.findByText('证书文件生成中')).toBeTruthy();
    expect(screen.queryByText('下载证书')).toBeNull();
  });
});

describe('certificates on the exam result page', () => {
  const mine = [GRANT, { ...GRANT, id: 'g2', title: '别的证书', refId: 'e2' }];
  it('lists only the certificates this exam earned, with a link to each', async () => {
    sessionStore.set({ user: null, site: { props: { moduleCert: true } } as unknown as SiteData });
    mockFetch({ '/api/cert/grant/my-list': mine });
    renderPage(<ResultCerts examId="e1" />);
    expect(await screen.findByText('恭喜，您获得了证书《安全员证书》')).toBeTruthy();
    expect(screen.queryByText(/别的证书/)).toBeNull();
  });

  it('shows nothing when the certificate module is off', async () => {
    sessionStore.set({ user: null, site: { props: { moduleCert: false } } as unknown as SiteData });
    const fetch = mockFetch({ '/api/cert/grant/my-list': mine });
    renderPage(<ResultCerts examId="e1" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/恭喜/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
