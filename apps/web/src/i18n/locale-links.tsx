import type { CSSProperties } from 'react';
import { currentLocale, type Locale, setLocale } from './core';
import { m } from './messages';

/** Each language by its own name (as in locale-switch.tsx). */
const NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * The language switch of the sign-in pages: the two languages as plain buttons, the current one marked.
 * No antd Dropdown (locale-switch.tsx's) and an inline globe instead of GlobalOutlined (1.7 KB): the sign-in pages
 * are held to a weight budget (bench/bundle.ts).
 * Picking the other language remembers it (xk_locale) and reloads the page.
 */
export function LocaleLinks({ style }: { style?: CSSProperties }) {
  const locale = currentLocale();
  const pick = (next: Locale) => {
    if (next === locale) return;
    setLocale(next);
    window.location.reload();
  };
  return (
    <nav
      aria-label={m('language')}
      data-testid="auth-locale-switch"
      style={{ display: 'flex', alignItems: 'center', gap: 4, fontSize: 14, ...style }}
    >
      <svg
        aria-hidden
        viewBox="0 0 16 16"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        style={{ opacity: 0.65 }}
      >
        <circle cx="8" cy="8" r="6.5" />
        <path d="M1.5 8h13M8 1.5c2.6 2 2.6 11 0 13M8 1.5c-2.6 2-2.6 11 0 13" />
      </svg>
      {(Object.keys(NAMES) as Locale[]).map((key) => (
        <button
          key={key}
          type="button"
          lang={key}
          aria-current={key === locale ? 'true' : undefined}
          onClick={() => pick(key)}
          style={{
            cursor: key === locale ? 'default' : 'pointer',
            background: 'none',
            border: 0,
            padding: '4px 6px',
            color: 'inherit',
            fontWeight: key === locale ? 600 : 400,
            opacity: key === locale ? 1 : 0.7,
            textDecoration: key === locale ? 'none' : 'underline',
          }}
        >
          {NAMES[key]}
        </button>
      ))}
    </nav>
  );
}
