import { render, screen } from '@testing-library/react';
import { sessionStore } from '@web/core/session';
import type { SessionInfo } from '@xuekao/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { Permission } from './permission';

describe('Permission', () => {
  beforeEach(() => {
    sessionStore.set({ user: { permissions: ['exam:add'] } as unknown as SessionInfo });
  });

  it('renders the children when any key is held, or when none is required', () => {
    render(
      <>
        <Permission keys={['course:add', 'exam:add']}>
          <span>可见</span>
        </Permission>
        <Permission keys={[]}>
          <span>无要求</span>
        </Permission>
      </>,
    );
    expect(screen.getByText('可见')).toBeTruthy();
    expect(screen.getByText('无要求')).toBeTruthy();
  });

  it('leaves the children out without the permission', () => {
    render(<Permission keys="cert:list">隐藏</Permission>);
    expect(screen.queryByText('隐藏')).toBeNull();
  });
});
