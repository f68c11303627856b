import { screen } from '@testing-library/react';
import { mockFetch, renderPage } from '@web/test/page-harness';
import { describe, expect, it, vi } from 'vitest';
import { MaintenanceBanner } from './maintenance-banner';

const site = (maintenance: { on: boolean; msg: string }) => ({
  id: '1',
  siteName: '学考',
  props: { moduleExam: true, moduleCourse: true, moduleBattle: true, moduleCert: true },
  maintenance,
});

describe('the maintenance notice of learner pages', () => {
  it('shows the site text while maintenance is on', async () => {
    mockFetch({ '/api/sys/config/detail': site({ on: true, msg: '今晚22:00升级，暂停开始新的考试' }) });
    renderPage(<MaintenanceBanner />);
    expect(await screen.findByText('今晚22:00升级，暂停开始新的考试')).toBeTruthy();
    expect(screen.getByText('系统维护中')).toBeTruthy();
  });

  it('shows nothing while it is off', async () => {
    const fetch = mockFetch({ '/api/sys/config/detail': site({ on: false, msg: '' }) });
    const { container } = renderPage(<MaintenanceBanner />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.querySelector('.xk-web-maintenance')).toBeNull();
  });
});
