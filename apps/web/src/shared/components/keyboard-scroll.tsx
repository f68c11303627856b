import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Wraps a table that scrolls sideways (antd `scroll.x`, needed at 390 px): its scrolling box gets
 * tabIndex 0, a region role and a name, so keyboard users can focus it and scroll with the arrow keys
 * (axe-core "scrollable-region-focusable", issue 17 item 5). Runs after every render: antd may replace the box.
 */
export function KeyboardScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const el of ref.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      if (el.tabIndex >= 0 && el.getAttribute('role') === 'region') continue;
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', label);
    }
  });
  return <div ref={ref}>{children}</div>;
}
