import { theme } from 'antd';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface LoginTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * The two sign-in ways as tabs (WAI-ARIA tabs: arrow keys move between them). Written here instead of
 * antd Tabs, which brings its overflow menu and dropdown: the sign-in page is held to a weight budget
 * (bench/bundle.ts). Only the selected panel is rendered.
 */
export function LoginTabs({ items }: { items: LoginTab[] }) {
  const { token } = theme.useToken();
  const [active, setActive] = useState(items[0]?.key);
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = items.find((i) => i.key === active) ?? items[0];

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + items.length) % items.length;
    setActive(items[next].key);
    refs.current[next]?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        style={{
          display: 'flex',
          justifyContent: 'center',
          gap: 32,
          marginBottom: 24,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {items.map((item, index) => {
          const selected = item.key === current?.key;
          return (
            <button
              key={item.key}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(item.key)}
              onKeyDown={(e) => onKeyDown(e, index)}
              style={{
                padding: '12px 0',
                marginBottom: -1,
                border: 'none',
                borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
                background: 'none',
                cursor: 'pointer',
                fontSize: token.fontSizeLG,
                color: selected ? token.colorPrimary : token.colorText,
                fontWeight: selected ? 500 : 400,
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`}>
          {current.children}
        </div>
      )}
    </>
  );
}
