import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { pagerItems } from '../grid';
import { m } from './widgets/messages';

export interface GridPagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * The pager under a learner card grid: total, previous / numbers / next. A light stand-in for antd
 * Pagination, whose page-size changer brings the whole Select into the learner pages (bench/bundle.ts
 * budgets); grids have a fixed page size, so they need no changer. Hidden when everything fits one page.
 */
export function GridPager({ current, pageSize, total, onChange }: GridPagerProps) {
  const { token } = theme.useToken();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const item = (active: boolean, disabled = false): CSSProperties => ({
    minWidth: 32,
    height: 32,
    padding: '0 6px',
    borderRadius: token.borderRadius,
    border: `1px solid ${active ? token.colorPrimary : 'transparent'}`,
    background: active ? token.colorBgContainer : 'transparent',
    color: disabled ? token.colorTextDisabled : active ? token.colorPrimary : token.colorText,
    fontWeight: active ? 600 : 400,
    cursor: disabled ? 'not-allowed' : 'pointer',
  });
  const go = (p: number) => {
    if (p >= 1 && p <= pages && p !== current) onChange(p);
  };
  return (
    <nav
      aria-label={m('paging')}
      style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 4, marginTop: 16 }}
    >
      <span style={{ marginRight: 8, color: token.colorTextSecondary }}>{m('totalOf', { total })}</span>
      <button
        type="button"
        aria-label={m('prevPage')}
        disabled={current <= 1}
        style={item(false, current <= 1)}
        onClick={() => go(current - 1)}
      >
        <LeftOutlined />
      </button>
      {pagerItems(current, pages).map((p, i) =>
        p === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity but their place.
          <span key={`gap-${i}`} style={{ minWidth: 24, textAlign: 'center', color: token.colorTextTertiary }}>
            •••
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-current={p === current ? 'page' : undefined}
            aria-label={m('pageN', { n: p })}
            style={item(p === current)}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label={m('nextPage')}
        disabled={current >= pages}
        style={item(false, current >= pages)}
        onClick={() => go(current + 1)}
      >
        <RightOutlined />
      </button>
    </nav>
  );
}
