import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyboardScroll } from './keyboard-scroll';

describe('KeyboardScroll', () => {
  it('makes the sideways-scrolling box of a table focusable and names it', () => {
    const { container } = render(
      <KeyboardScroll label="我的成绩列表">
        <div className="ant-table-content">表格</div>
      </KeyboardScroll>,
    );
    const box = container.querySelector<HTMLElement>('.ant-table-content');
    expect(box?.tabIndex).toBe(0);
    expect(box?.getAttribute('role')).toBe('region');
    expect(box?.getAttribute('aria-label')).toBe('我的成绩列表');
  });
});
