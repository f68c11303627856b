import { App as AntApp, theme as antTheme, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { effects, takeEarlyNotices } from '../api/request';
import { antdSize } from '../core/component-size';
import { readableTokens } from '../core/readable-color';
import { DEFAULT_THEME, useSettings } from '../core/settings';
import { antdLocaleOverride } from '../i18n';
import { AppRoutes } from './router/app-routes';

/** Lets the request helper notify through the themed App context instead of the static API. */
function NotifyBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    const previous = effects.notify;
    effects.notify = (msg: string) => notification.error({ title: msg, key: msg, duration: 3 });
    for (const msg of takeEarlyNotices()) effects.notify(msg);
    return () => {
      effects.notify = previous;
    };
  }, [notification]);
  return null;
}

/** Providers around the whole web app: antd (zh_CN, or en_US in en-US: i18n/index.ts; theme, size), the router (queries: core/query-provider.tsx). */
export function XuekaoApp() {
  const settings = useSettings();
  const primary = settings.theme || DEFAULT_THEME;
  // Buttons, links and state colours darkened when too light to read (WCAG AA: readable-color.ts).
  const tokens = useMemo(() => readableTokens(primary), [primary]);
  const painted = tokens.colorPrimary;

  // Plain CSS (layouts, the progress bar) reads the theme colour from this variable.
  useEffect(() => {
    document.documentElement.style.setProperty('--xk-primary', primary);
    // Text in the theme colour (the learner brand) reads this one.
    document.documentElement.style.setProperty('--xk-primary-text', painted);
  }, [primary, painted]);

  return (
    <ConfigProvider
      locale={antdLocaleOverride() ?? zhCN}
      componentSize={antdSize(settings.size)}
      theme={{ algorithm: antTheme.defaultAlgorithm, token: tokens }}
    >
      <AntApp>
        <NotifyBridge />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}
