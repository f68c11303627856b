import { screen, within } from '@testing-library/react';
import { callsTo, mockFetch, renderPage as renderWith, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import RepoAnalysisPage, { ratio } from './index';

const ROW = {
  quId: 'q1',
  content: '下列哪项属于一级动火',
  quType: 1,
  quType_dictText: '单选题',
  trainCount: 4,
  trainRight: 1,
  examCount: 6,
  examRight: 2,
  rightRate: 30,
};

beforeEach(() => {
  signInAs({ permissions: ['repo:list'] });
  mockFetch({
    '/api/repo/detail': { id: 'r1', title: '安全题库' },
    '/api/stat/repo/qu-rates': {
      records: [
        ROW,
        {
          ...ROW,
          quId: 'q2',
          content: '从未作答的题',
          trainCount: 0,
          trainRight: 0,
          examCount: 0,
          examRight: 0,
          rightRate: null,
        },
      ],
      total: 2,
      size: 20,
      current: 1,
      pages: 1,
    },
    '*': [],
  });
});

describe('RepoAnalysis', () => {
  it('shows each question’s training and exam answers and the correct rate, never-answered ones without a rate', async () => {
    renderWith(<RepoAnalysisPage />, { route: '/admin/repo/analysis/r1', path: '/admin/repo/analysis/:repoId' });
    expect(await screen.findByText('题库分析：安全题库')).toBeTruthy();
    const row = (await screen.findByText('下列哪项属于一级动火')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1/4')).toBeTruthy();
    expect(within(row).getByText('2/6')).toBeTruthy();
    expect(within(row).getByText('30%')).toBeTruthy();
    const never = screen.getByText('从未作答的题').closest('tr') as HTMLElement;
    expect(within(never).getByText('未作答')).toBeTruthy();
    expect(callsTo('/api/stat/repo/qu-rates')[0]).toMatchObject({ params: { repoId: 'r1' } });
    expect(ratio(0, 0)).toBe('-');
  });
});
