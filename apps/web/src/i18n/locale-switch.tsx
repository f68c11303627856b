import { GlobalOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import type { CSSProperties } from 'react';
import { currentLocale, type Locale, setLocale } from './core';
import { m } from './messages';

/** Each language by its own name. */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** Picks the UI language; the choice is remembered (xk_locale) and the page reloads to apply it everywhere. */
export function LocaleSwitch({
  style,
  className,
  iconOnly,
}: {
  style?: CSSProperties;
  className?: string;
  /** Narrow headers: the globe alone (the name is still the button's title). */
  iconOnly?: boolean;
}) {
  const locale = currentLocale();
  const pick = (next: Locale) => {
    if (next === locale) return;
    setLocale(next);
    window.location.reload();
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: (Object.keys(LOCALE_NAMES) as Locale[]).map((key) => ({
          key,
          label: <span lang={key}>{LOCALE_NAMES[key]}</span>,
        })),
        onClick: ({ key }) => pick(key as Locale),
      }}
    >
      <button
        type="button"
        className={className}
        style={{ cursor: 'pointer', background: 'none', border: 0, padding: '0 8px', color: 'inherit', ...style }}
        aria-label={m('language')}
        title={m('language')}
        data-testid="locale-switch"
      >
        <GlobalOutlined />
        {!iconOnly && (
          <span lang={locale} style={{ marginLeft: 4, fontSize: 14 }}>
            {LOCALE_NAMES[locale]}
          </span>
        )}
      </button>
    </Dropdown>
  );
}
