import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, ICONS, MenuIcon } from './icon-registry';

describe('icon registry', () => {
  it('holds about 85 named icons, the menu names among them', () => {
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(80);
    expect(ICON_NAMES.length).toBeLessThanOrEqual(90);
    for (const name of ['dashboard', 'setting', 'user', 'peoples', 'tree', 'tree-table', 'exam', 'bug', 'zip']) {
      expect(ICONS[name], name).toBeTruthy();
    }
  });

  it('renders a neutral icon for an unknown name and nothing without a name', () => {
    expect(render(<MenuIcon name="no-such-icon" />).container.querySelector('svg')).toBeTruthy();
    expect(render(<MenuIcon name="" />).container.innerHTML).toBe('');
  });
});
